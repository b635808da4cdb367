import type { z } from 'zod'
import type { DepositStatusDataSchema } from '../../../schemas/api/money.ts'
import type { Attempt } from '../../context/attemptStore.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import { GwErrors } from '../../errors.ts'
import { endpoints } from '../../upstream/endpoints.ts'
import type { RealMember } from './member.ts'

export type DepositStatus = z.infer<typeof DepositStatusDataSchema>

const STATUS_OF: Readonly<Record<string, DepositStatus['status']>> = { UNPAID: 'unpaid', PENDING: 'pending', SUCCESS: 'success', FAILED: 'failed' }

/** The order a done deposit attempt made, and its amount; a stale attempt (not done, no order) is refused. */
export function orderOf(member: RealMember, attempt: Attempt): { orderNo: string; amount: string } {
  const result = attempt.data?.result as { orderNo?: string } | undefined
  const orderNo = result?.orderNo
  if (attempt.state !== 'done' || !orderNo) throw new GwErrors.attemptStale(member.t({ t: 'money_attempt_stale' }))
  return { orderNo, amount: String(attempt.data?.amount ?? '0') }
}

/** The order in the platform's deposit record; its status as the page shows it. */
export async function platformStatus(ctx: RequestContext, member: RealMember, orderNo: string, since: number): Promise<DepositStatus['status'] | undefined> {
  const window = { page: 1, size: 50, start: since - 3_600_000, end: Date.now() + 600_000 }
  const report = await ctx.upstream.call(endpoints.depositReport, { params: window, token: member.token })
  const item = report.items.find((d) => d.orderNo === orderNo)
  return item ? (STATUS_OF[item.status.toUpperCase()] ?? 'pending') : undefined
}
