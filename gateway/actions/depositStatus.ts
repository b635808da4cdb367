import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Action } from '../../schemas/actions.ts'
import type { DepositStatusDataSchema } from '../../schemas/api/money.ts'
import { money, walletFormat } from '../binding/money.ts'
import { GwErrors } from '../errors.ts'
import type { Attempt } from '../context/attemptStore.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { realMember, type RealMember } from './money/member.ts'
import { newAttemptKey, ownAttempt, resolveUnknown, sendOnce } from './money/once.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

type Status = z.infer<typeof DepositStatusDataSchema>
/** A conversion event is claimed for ten years: in practice, once per member. */
const CONVERSION_TTL_MS = 10 * 365 * 86_400_000
const STATUS_OF: Readonly<Record<string, Status['status']>> = { UNPAID: 'unpaid', PENDING: 'pending', SUCCESS: 'success', FAILED: 'failed' }

function orderOf(member: RealMember, attempt: Attempt): { orderNo: string; amount: string } {
  const result = attempt.data?.result as { orderNo?: string } | undefined
  const orderNo = result?.orderNo
  if (attempt.state !== 'done' || !orderNo) throw new GwErrors.attemptStale(member.t({ t: 'money_attempt_stale' }))
  return { orderNo, amount: String(attempt.data?.amount ?? '0') }
}

/** The order in the platform's deposit record; its status as the page shows it. */
async function platformStatus(request: FastifyRequest, member: RealMember, orderNo: string, since: number): Promise<Status['status'] | undefined> {
  const window = { page: 1, size: 50, start: since - 3_600_000, end: Date.now() + 600_000 }
  const report = await request.server.upstream.call(endpoints.depositReport, { params: window, token: member.token })
  const item = report.items.find((d) => d.orderNo === orderNo)
  return item ? (STATUS_OF[item.status.toUpperCase()] ?? 'pending') : undefined
}

/**
 * The first successful deposit of a member raises the conversion event once (seeds 000 §7): the platform's count
 * of successful deposits says it is the first, and the attempt store claims the event so that no reload, second
 * tab or second check sends it again.
 */
async function firstDeposit(request: FastifyRequest, member: RealMember, key: string): Promise<Action[]> {
  const settings = await request.server.upstream.call(endpoints.depositSettings, { token: member.token }).catch(() => undefined)
  if (settings?.totalDepositSuccessCount !== 1) return []
  const mine = `${key}.${newAttemptKey()}`
  const claimed = await member.store.point(`conversion:firstDeposit:${member.owner}`, null, mine, CONVERSION_TTL_MS)
  return claimed === mine ? [{ type: 'conversion', event: 'firstDeposit' }] : []
}

/** How a deposit went: asked on the way back from the payment page, and after a manual transfer is confirmed. */
export const depositStatus: ActionHandler<'depositStatus'> = {
  run: async ({ attempt: key }, request) => {
    const member = await realMember(request)
    const attempt = await ownAttempt(member.once('deposit'), key)
    const { orderNo, amount } = orderOf(member, attempt)
    const status = await platformStatus(request, member, orderNo, attempt.startedAt ?? Date.now()).catch((error: unknown) => {
      throw moneyError(error, member.t, 'deposit_failed')
    })
    const data: Status = { status: status ?? 'checking', orderNo, amount: money(amount, walletFormat(undefined)) }
    if (status !== 'success') return { ok: true, data }
    return { ok: true, data, then: [...(await firstDeposit(request, member, key)), { type: 'refresh' }] }
  },
}

/**
 * "I have transferred": the confirm step of a manual transfer, sent exactly once per deposit attempt. An answer
 * that never came is checked in the deposit record (a confirmed order is no longer unpaid), never sent again.
 */
export const depositConfirm: ActionHandler<'depositConfirm'> = {
  run: async ({ attempt: key }, request) => {
    const member = await realMember(request)
    const deposited = await ownAttempt(member.once('deposit'), key)
    const { orderNo, amount } = orderOf(member, deposited)
    const ctx = member.once('depositConfirm')
    const confirmKey = `${key}.confirm`
    await member.store.swap(confirmKey, null, { key: confirmKey, owner: member.owner, kind: 'depositConfirm', state: 'open' }, 24 * 3_600_000)
    const sent = await sendOnce<true>(ctx, confirmKey, {
      fingerprint: orderNo,
      send: async () => {
        await request.server.upstream.call(endpoints.depositManualConfirm, { body: { orderNo, requestId: confirmKey }, token: member.token })
        return true
      },
    }).catch((error: unknown) => {
      throw moneyError(error, member.t, 'deposit_failed')
    })
    const shown = money(amount, walletFormat(undefined))
    if (sent.state === 'done') return { ok: true, data: { status: 'pending', orderNo, amount: shown }, then: [{ type: 'toast', text: member.t({ t: 'deposit_confirmed' }), ms: 3000 }] }
    const status = await platformStatus(request, member, orderNo, deposited.startedAt ?? Date.now()).catch(() => undefined)
    if (status && status !== 'unpaid') {
      await resolveUnknown(ctx, sent.attempt, { made: true, result: true })
      return { ok: true, data: { status, orderNo, amount: shown } }
    }
    return { ok: true, data: { status: 'checking', orderNo, amount: shown } }
  },
}
