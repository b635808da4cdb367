import { toUnits, unitsToText } from '../../schemas/money.ts'
import { walletFormat, balanceText } from '../binding/money.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors, withField } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { checkAmount, wireAmount } from './money/amounts.ts'
import { realMember, type RealMember } from './money/member.ts'
import { fingerprintOf, ownAttempt, sendOnce } from './money/once.ts'
import { moneyError } from './money/refusals.ts'
import { checking, submitted } from './money/withdrawAnswers.ts'
import { checkedUntil, type WithdrawResult } from './money/withdrawRecord.ts'
import type { ActionHandler } from './types.ts'

type Body = { attempt: string; amount: string; bankCardId: string; password: string }

/** What a request carries, the same whatever the wallet's places: the key's values are compared on this. */
function fingerprint(body: Body): string {
  const units = toUnits(body.amount, 8)
  return fingerprintOf([units === undefined ? body.amount.trim() : unitsToText(units, 8), body.bankCardId])
}

/** Limits, balance and card, checked before anything is sent; answers the amount as the platform will get it. */
async function checked(ctx: RequestContext, member: RealMember, body: Body) {
  const up = ctx.upstream
  const token = member.token
  const [settings, wallet, cards] = await Promise.all([
    up.call(endpoints.withdrawSettings, { params: {}, token }),
    up.call(endpoints.walletBalance, { params: {}, token }),
    up.call(endpoints.bankCards, { token }),
  ]).catch((error: unknown) => {
    throw moneyError(error, member.t, 'withdraw_failed')
  })
  const format = { ...walletFormat(wallet), decimals: settings.allowDecimal ? 2 : 0 }
  const amount = checkAmount(body.amount, { min: settings.minimumAmount, max: settings.maximumAmount, balance: balanceText(wallet) }, format, member.t)
  if (!cards.bankCards.some((c) => c.bankCardId === body.bankCardId)) {
    throw withField(new GwErrors.formInvalid(member.t({ t: 'bank_card_choose' })), 'bankCardId')
  }
  return { amount, format }
}

/**
 * A withdrawal, sent to the platform exactly once per attempt key (seeds 001 §7 `/wps/transaction/withdraw`,
 * encrypted as S17 shows; body as S26). A double tap, a second tab or a retry after a lost answer finds the
 * attempt already sent and answers its outcome; an outcome never heard is checked in the record, not resent.
 */
export const withdraw: ActionHandler<'withdraw'> = {
  run: async (body, ctx) => {
    const member = await realMember(ctx)
    const once = member.once('withdraw')
    const attempt = await ownAttempt(once, body.attempt)
    const print = fingerprint(body)
    // Sent already (another tap, another tab): its outcome, without checking the values again.
    const fresh = attempt.state === 'open' ? await checked(ctx, member, body) : undefined
    const format = fresh?.format ?? walletFormat(undefined)
    const sent = await sendOnce<WithdrawResult>(once, body.attempt, {
      fingerprint: print,
      data: fresh ? { amount: fresh.amount } : undefined,
      send: async () => {
        if (!fresh) throw new GwErrors.attemptStale(member.t({ t: 'money_attempt_stale' }))
        // The attempt key goes with it: a withdrawal whose answer is lost is found again by it (money/withdrawRecord.ts).
        const wire = { amount: wireAmount(fresh.amount), bankCardId: body.bankCardId, password: body.password, requestId: body.attempt }
        const answer = await ctx.upstream.call(endpoints.withdraw, { body: wire, token: member.token })
        const orderNo = (answer as { orderNo?: unknown } | null)?.orderNo
        return { amount: fresh.amount, ...(typeof orderNo === 'string' ? { orderNo } : {}) }
      },
    }).catch((error: unknown) => {
      throw moneyError(error, member.t, 'withdraw_failed')
    })
    if (sent.state === 'done') return submitted(sent.result, format, member.t)
    return checking(String(sent.attempt.data?.amount ?? fresh?.amount ?? body.amount), checkedUntil(sent.attempt), format, member.t)
  },
}
