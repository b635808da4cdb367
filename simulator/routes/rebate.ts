import { EmailPayloadSchema, NicknamePayloadSchema, PayeePayloadSchema } from '../../schemas/upstream/index.ts'
import type { Member } from '../data/members.ts'
import { errors, sendFail, sendOk, sendParamError } from '../envelope.ts'
import { fromMinor } from '../money/amount.ts'
import { REBATE_BPS, REBATE_MIN_CLAIM_MINOR } from '../money/catalogue.ts'
import { BET_CATEGORIES } from '../money/records.ts'
import { nextOrderNo, post, walletOf, type Wallet } from '../money/wallet.ts'
import { parsePlainBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'

/** Valid bets since the last claim, and the rebate each category has earned (rounded down to the cent). */
function accrual(wallet: Wallet) {
  return BET_CATEGORIES.map((gameType) => {
    const valid = wallet.bets.filter((b) => b.gameType === gameType && b.at > wallet.rebateSince).reduce((s, b) => s + b.validMinor, 0)
    const bps = REBATE_BPS[gameType]
    return { gameType, validMinor: valid, bps, rebateMinor: Math.floor((valid * bps) / 10_000) }
  })
}

function rebateView(wallet: Wallet) {
  const rows = accrual(wallet)
  return {
    enabled: true,
    minClaim: fromMinor(REBATE_MIN_CLAIM_MINOR),
    list: rows.map((r) => ({ gameType: r.gameType, validBetAmount: fromMinor(r.validMinor), rebateRate: r.bps / 100, rebateAmount: fromMinor(r.rebateMinor) })),
    totalRebate: fromMinor(rows.reduce((s, r) => s + r.rebateMinor, 0)),
  }
}

const NICKNAME = /^[\p{L}\p{N} _.-]{2,20}$/u
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/
const PAYEE = /^[\p{L} .'-]{2,40}$/u

function profileEndpoint(
  path: string,
  apply: (member: Member, body: Record<string, string>) => string | 'exists' | null,
  schema: typeof NicknamePayloadSchema | typeof EmailPayloadSchema | typeof PayeePayloadSchema,
): Endpoint {
  return {
    methods: ['PUT'],
    path,
    auth: true,
    rawBody: true,
    handle: (req, res, { member }) => {
      const body = readPayload(res, parsePlainBody(req.body), schema as typeof NicknamePayloadSchema) as Record<string, string> | undefined
      if (!body) return
      const problem = apply(member, body)
      if (problem === 'exists') return sendFail(res, errors.payeeExists)
      if (problem) return sendParamError(res, problem, `${problem}: invalid`)
      sendOk(res, true)
    },
  }
}

export const rebateEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getManualRebate',
    auth: true,
    modules: ['CASHBACK3'],
    handle: (_req, res, { state, member }) => sendOk(res, rebateView(walletOf(state.money, member, state.now()))),
  },
  {
    methods: ['POST'],
    path: '/wps/relay/MCSFE_claimManualRebate',
    auth: true,
    modules: ['CASHBACK3'],
    handle: (_req, res, { state, member }) => {
      if (member.type === 4) return sendFail(res, errors.trial)
      const now = state.now()
      const wallet = walletOf(state.money, member, now)
      const total = accrual(wallet).reduce((s, r) => s + r.rebateMinor, 0)
      if (total < REBATE_MIN_CLAIM_MINOR) return sendFail(res, errors.rebateLow)
      wallet.rebateSince = now
      post(wallet, member, 'betting_rebate', total, nextOrderNo(state.money, 'R', now), 'Manual rebate', now)
      sendOk(res, { amount: fromMinor(total) })
    },
  },
  profileEndpoint(
    '/wps/member/info/nickname',
    (member, body) => {
      const nickname = (body.nickname ?? '').trim()
      if (!NICKNAME.test(nickname)) return 'nickname'
      member.nickname = nickname
      return null
    },
    NicknamePayloadSchema,
  ),
  profileEndpoint(
    '/wps/member/info/email',
    (member, body) => {
      const email = (body.email ?? '').trim()
      if (!EMAIL.test(email) || email.length > 254) return 'email'
      member.email = email
      return null
    },
    EmailPayloadSchema,
  ),
  profileEndpoint(
    '/wps/member/info/payeename',
    (member, body) => {
      if (member.payee !== null) return 'exists'
      const payee = (body.payeeName ?? '').trim()
      if (!PAYEE.test(payee)) return 'payeeName'
      member.payee = payee.toUpperCase()
      return null
    },
    PayeePayloadSchema,
  ),
]
