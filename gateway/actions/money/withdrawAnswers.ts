import type { z } from 'zod'
import type { Action } from '../../../schemas/actions.ts'
import type { WithdrawOutcomeSchema } from '../../../schemas/api/money.ts'
import { money, type walletFormat } from '../../binding/money.ts'
import type { RealMember } from './member.ts'
import type { WithdrawResult } from './withdrawRecord.ts'

const TOAST_MS = 3000

/** What both withdrawal actions answer. */
type Answer = { ok: true; data: z.infer<typeof WithdrawOutcomeSchema>; then?: Action[] }

/** A withdrawal the platform took: its order and amount, and the page refreshes the balance. */
export function submitted(result: WithdrawResult, format: ReturnType<typeof walletFormat>, t: RealMember['t']): Answer {
  return {
    ok: true,
    data: { status: 'submitted', ...(result.orderNo ? { orderNo: result.orderNo } : {}), amount: money(result.amount, format) },
    then: [{ type: 'toast', text: t({ t: 'withdraw_submitted' }), ms: TOAST_MS }, { type: 'refresh' }],
  }
}

/** A withdrawal whose outcome is not known yet: the page asks again (withdrawCheck), and says until when it looks. */
export function checking(amount: string, until: number, format: ReturnType<typeof walletFormat>, t: RealMember['t']): Answer {
  return {
    ok: true,
    data: { status: 'checking', amount: money(amount, format), until: new Date(until).toISOString() },
    then: [{ type: 'toast', text: t({ t: 'withdraw_checking' }), ms: TOAST_MS }, { type: 'refresh' }],
  }
}

/** A withdrawal that was never made: the member may try again. */
export function notMade(amount: string, format: ReturnType<typeof walletFormat>, t: RealMember['t'], told: boolean): Answer {
  const data = { status: 'notMade' as const, amount: money(amount, format) }
  return told ? { ok: true, data, then: [{ type: 'toast', text: t({ t: 'withdraw_not_made' }), ms: TOAST_MS }] } : { ok: true, data }
}

/** A withdrawal the platform's record cannot confirm either way (it shows no request keys): the member looks at it. */
export function unconfirmed(amount: string, format: ReturnType<typeof walletFormat>, t: RealMember['t']): Answer {
  return {
    ok: true,
    data: { status: 'unconfirmed', amount: money(amount, format) },
    then: [{ type: 'toast', text: t({ t: 'withdraw_unconfirmed' }), ms: TOAST_MS }, { type: 'refresh' }],
  }
}
