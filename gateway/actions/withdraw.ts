import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Action } from '../../schemas/actions.ts'
import type { WithdrawOutcomeSchema } from '../../schemas/api/money.ts'
import { toUnits, unitsToText } from '../../schemas/money.ts'
import { GwErrors, withField } from '../errors.ts'
import { money, walletFormat, balanceText } from '../binding/money.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { checkAmount, wireAmount } from './money/amounts.ts'
import { realMember, type RealMember } from './money/member.ts'
import { fingerprintOf, ownAttempt, sendOnce } from './money/once.ts'
import { moneyError } from './money/refusals.ts'
import { checkWithdrawal, recentWithdrawals, type WithdrawResult } from './money/withdrawCheck.ts'
import type { ActionHandler } from './types.ts'

const TOAST_MS = 3000

/** What both withdrawal actions answer. */
type Answer = { ok: true; data: z.infer<typeof WithdrawOutcomeSchema>; then?: Action[] }

type Body = { attempt: string; amount: string; bankCardId: string; password: string }

/** What a request carries, the same whatever the wallet's places: the key's values are compared on this. */
function fingerprint(body: Body): string {
  const units = toUnits(body.amount, 8)
  return fingerprintOf([units === undefined ? body.amount.trim() : unitsToText(units, 8), body.bankCardId])
}

/** Limits, balance and card, checked before anything is sent; answers the amount as the platform will get it. */
async function checked(request: FastifyRequest, member: RealMember, body: Body) {
  const up = request.server.upstream
  const token = member.token
  const since = Date.now()
  const [settings, wallet, cards, recent] = await Promise.all([
    up.call(endpoints.withdrawSettings, { params: {}, token }),
    up.call(endpoints.walletBalance, { params: {}, token }),
    up.call(endpoints.bankCards, { token }),
    recentWithdrawals(request, token, since),
  ]).catch((error: unknown) => {
    throw moneyError(error, member.t, 'withdraw_failed')
  })
  const format = { ...walletFormat(wallet), decimals: settings.allowDecimal ? 2 : 0 }
  const amount = checkAmount(body.amount, { min: settings.minimumAmount, max: settings.maximumAmount, balance: balanceText(wallet) }, format, member.t)
  if (!cards.bankCards.some((c) => c.bankCardId === body.bankCardId)) throw withField(new GwErrors.formInvalid(member.t({ t: 'bank_card_choose' })), 'bankCardId')
  return { amount, format, snapshot: recent.map((w) => w.orderNo) }
}

function submitted(result: WithdrawResult, format: ReturnType<typeof walletFormat>, t: RealMember['t']): Answer {
  return {
    ok: true,
    data: { status: 'submitted', ...(result.orderNo ? { orderNo: result.orderNo } : {}), amount: money(result.amount, format) },
    then: [{ type: 'toast', text: t({ t: 'withdraw_submitted' }), ms: TOAST_MS }, { type: 'refresh' }],
  }
}

function checking(amount: string, format: ReturnType<typeof walletFormat>, t: RealMember['t']): Answer {
  return { ok: true, data: { status: 'checking', amount: money(amount, format) }, then: [{ type: 'toast', text: t({ t: 'withdraw_checking' }), ms: TOAST_MS }, { type: 'refresh' }] }
}

/**
 * A withdrawal, sent to the platform exactly once per attempt key (seeds 001 §7 `/wps/transaction/withdraw`,
 * encrypted as S17 shows; body as S26). A double tap, a second tab or a retry after a lost answer finds the
 * attempt already sent and answers its outcome; an outcome never heard is checked in the record, not resent.
 */
export const withdraw: ActionHandler<'withdraw'> = {
  run: async (body, request) => {
    const member = await realMember(request)
    const ctx = member.once('withdraw')
    const attempt = await ownAttempt(ctx, body.attempt)
    const print = fingerprint(body)
    // Sent already (another tap, another tab): its outcome, without checking the values again.
    const fresh = attempt.state === 'open' ? await checked(request, member, body) : undefined
    const format = fresh?.format ?? walletFormat(undefined)
    const sent = await sendOnce<WithdrawResult>(ctx, body.attempt, {
      fingerprint: print,
      data: fresh ? { amount: fresh.amount, snapshot: fresh.snapshot } : undefined,
      send: async () => {
        if (!fresh) throw new GwErrors.attemptStale(member.t({ t: 'money_attempt_stale' }))
        const wire = { amount: wireAmount(fresh.amount), bankCardId: body.bankCardId, password: body.password, requestId: body.attempt }
        const answer = await request.server.upstream.call(endpoints.withdraw, { body: wire, token: member.token })
        const orderNo = (answer as { orderNo?: unknown } | null)?.orderNo
        return { amount: fresh.amount, ...(typeof orderNo === 'string' ? { orderNo } : {}) }
      },
    }).catch((error: unknown) => {
      throw moneyError(error, member.t, 'withdraw_failed')
    })
    if (sent.state === 'done') return submitted(sent.result, format, member.t)
    return checking(String(sent.attempt.data?.amount ?? fresh?.amount ?? body.amount), format, member.t)
  },
}

/** The outcome of a withdrawal attempt, checked in the platform's record when it is not known. */
export const withdrawCheck: ActionHandler<'withdrawCheck'> = {
  run: async (body, request) => {
    const member = await realMember(request)
    const attempt = await ownAttempt(member.once('withdraw'), body.attempt)
    const format = walletFormat(undefined)
    const amount = String(attempt.data?.amount ?? '0')
    if (attempt.state === 'done') return submitted(attempt.data?.result as WithdrawResult, format, member.t)
    if (attempt.state === 'open') return { ok: true, data: { status: 'notMade', amount: money(amount, format) } }
    if (attempt.state === 'running') return checking(amount, format, member.t)
    const found = await checkWithdrawal(request, member, attempt).catch((error: unknown) => {
      throw moneyError(error, member.t, 'withdraw_failed')
    })
    if (found.state === 'made') return submitted(found.result, format, member.t)
    if (found.state === 'notMade') {
      return { ok: true, data: { status: 'notMade', amount: money(amount, format) }, then: [{ type: 'toast', text: member.t({ t: 'withdraw_not_made' }), ms: TOAST_MS }] }
    }
    return checking(amount, format, member.t)
  },
}
