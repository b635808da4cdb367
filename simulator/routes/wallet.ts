import type { Request } from 'express'
import type { Member } from '../data/members.ts'
import { sendOk, sendParamError } from '../envelope.ts'
import { fromMinor } from '../money/amount.ts'
import { RANK_STEPS } from '../money/catalogue.ts'
import { BET_CATEGORIES, TX_CODES, TX_NAMES, TX_TYPE_IDS, type BetCategory } from '../money/records.ts'
import { walletOf, type Wallet } from '../money/wallet.ts'
import { variantOf } from '../variants.ts'
import { queryString, type Endpoint } from './endpoints.ts'

const MAX_PAGE_SIZE = 100
const MONTH_MS = 30 * 86_400_000

/** `page` (1-based) and `size` as S26 sends them for records; undefined after a parameter error. */
export function paging(req: Request): { page: number; size: number } | undefined {
  const page = Number(queryString(req, 'page') ?? 1)
  const size = Number(queryString(req, 'size') ?? 10)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) return undefined
  return { page, size }
}

/** A time range in epoch ms (both ends included); the last 30 days when absent. */
export function range(req: Request, from: string, to: string, now: number): { start: number; end: number } | undefined {
  const start = Number(queryString(req, from) ?? now - MONTH_MS)
  const end = Number(queryString(req, to) ?? now)
  if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) return undefined
  return { start, end }
}

export function pageOf<T>(items: readonly T[], page: number, size: number) {
  return { list: items.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(items.length / size)), totalCount: items.length }
}

function rankOf(member: Member, wallet: Wallet, now: number) {
  const month = wallet.bets.filter((b) => b.at > now - MONTH_MS).reduce((sum, b) => sum + b.validMinor, 0)
  const total = wallet.bets.reduce((sum, b) => sum + b.validMinor, 0)
  const level = Number((member.vip ?? 'VIP0').replace(/\D/g, '') || 0)
  const next = RANK_STEPS[Math.min(level + 1, RANK_STEPS.length - 1)] ?? 0
  return {
    playerRankName: member.vip ?? 'VIP0',
    nextRankName: `VIP${Math.min(level + 1, RANK_STEPS.length - 1)}`,
    monthlyTurnover: { actual: fromMinor(month), expected: fromMinor(next) },
    totalTurnover: { actual: fromMinor(total), expected: fromMinor(next) },
  }
}

function transactions(req: Request, wallet: Wallet, now: number) {
  const codes = (queryString(req, 'codeTypes') ?? '').split(',').filter(Boolean)
  const window = range(req, 'startTime', 'endTime', now)
  if (!window || codes.some((c) => !(TX_CODES as readonly string[]).includes(c))) return undefined
  return wallet.ledger
    .filter((tx) => tx.at >= window.start && tx.at <= window.end && (codes.length === 0 || codes.includes(tx.code)))
    .map((tx) => ({
      txId: tx.txId,
      txTypeId: TX_TYPE_IDS[tx.code],
      txTypeName: TX_NAMES[tx.code],
      codeType: tx.code,
      remark: tx.remark,
      txTimeInTimestamp: tx.at,
      orderNo: tx.orderNo,
      currentAvailBalance: fromMinor(tx.balanceMinor),
      amount: fromMinor(tx.amountMinor),
    }))
}

const RELAY_OF: Readonly<Record<BetCategory, string>> = {
  RNG: 'ODSFE2_RNGOrders',
  FISH: 'ODSFE2_FishOrders',
  LIVE: 'ODSFE2_LiveOrders',
  PVP: 'ODSFE2_PvPOrders',
  SPORTS: 'ODSFE2_SportsSettOrders',
}

function betOrders(category: BetCategory): Endpoint {
  return {
    methods: ['GET'],
    path: `/wps/relay/${RELAY_OF[category]}`,
    auth: true,
    handle: (req, res, { state, member }) => {
      const now = state.now()
      const pages = paging(req)
      const window = range(req, 'startDate', 'endDate', now)
      if (!pages || !window) return sendParamError(res, pages ? 'startDate' : 'page', 'Request parameter error')
      const vendor = queryString(req, 'accountType') ?? ''
      const bets = walletOf(state.money, member, now).bets.filter(
        (b) => b.gameType === category && b.at >= window.start && b.at <= window.end && (!vendor || b.vendor === vendor),
      )
      const sum = (f: (b: (typeof bets)[number]) => number) => fromMinor(bets.reduce((s, b) => s + f(b), 0))
      const rows = bets.map((b) => ({
        orderNo: b.orderNo,
        gameName: b.gameName,
        vassalage: b.vendor,
        gameType: b.gameType,
        betAmount: fromMinor(b.betMinor),
        validBetAmount: fromMinor(b.validMinor),
        winAmount: fromMinor(b.winMinor),
        betTime: b.at,
        status: b.status,
      }))
      const footer = {
        betAmount: sum((b) => b.betMinor),
        validBetAmount: sum((b) => b.validMinor),
        winAmount: sum((b) => b.winMinor),
        profitAndLoss: sum((b) => b.winMinor - b.betMinor),
      }
      sendOk(res, { ...pageOf(rows, pages.page, pages.size), footer })
    },
  }
}

export const walletEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    auth: true,
    handle: (_req, res, { state, member }) => sendOk(res, rankOf(member, walletOf(state.money, member, state.now()), state.now())),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getReferralDetails',
    auth: true,
    handle: (req, res, { state, member }) => {
      const wallet = walletOf(state.money, member, state.now())
      if (!wallet.referralCode && queryString(req, 'autoGenerate') === 'true') {
        wallet.referralCode = `R${member.id.toString(36).toUpperCase()}${member.account.slice(0, 3).toUpperCase()}`
      }
      const domains = variantOf(state, req.path) === 'promotionDomains' ? ['promo.sim88.example'] : []
      sendOk(res, { referralCode: wallet.referralCode, totalInvitations: wallet.invitations, promotionDomains: domains })
    },
  },
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getDepositSettings',
    auth: true,
    handle: (_req, res, { state, member }) => {
      const wallet = walletOf(state.money, member, state.now())
      sendOk(res, { allowDeposit: member.type === 4 ? 'N' : 'Y', totalDepositSuccessCount: wallet.deposits.filter((d) => d.status === 'SUCCESS').length })
    },
  },
  {
    methods: ['GET'],
    path: '/wps/relay/ODS2_MemberTransaction',
    auth: true,
    handle: (req, res, { state, member }) => {
      // S26 names the account whose ledger it shows (`subordinateName`); a member sees only their own.
      const named = queryString(req, 'subordinateName')
      if (named && named !== member.account) return sendParamError(res, 'subordinateName', 'Request parameter error')
      const pages = paging(req)
      const rows = pages && transactions(req, walletOf(state.money, member, state.now()), state.now())
      if (!pages || !rows) return sendParamError(res, pages ? 'codeTypes' : 'page', 'Request parameter error')
      sendOk(res, pageOf(rows, pages.page, pages.size))
    },
  },
  ...BET_CATEGORIES.map(betOrders),
]
