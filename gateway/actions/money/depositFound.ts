// A deposit whose answer was lost is found in the platform's deposit report by the key it was sent with, never made a
// second time. No public source shows the deposit calls or the report's rows: the key (`requestId`, the attempt key)
// and the unpaid order's details in its row are the simulator's own (simulator/README.md, "Money shapes"). A platform
// whose report shows no key never finds it: the order is then taken as not made, and the attempt opens again.
import type { z } from 'zod'
import { ExternalUrlSchema } from '../../../schemas/actions.ts'
import type { DepositDataSchema } from '../../../schemas/api/money.ts'
import type { DepositChannel, DepositReportItem } from '../../../schemas/upstream/index.ts'
import { money, type walletFormat } from '../../binding/money.ts'
import type { Attempt } from '../../context/attemptStore.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import { endpoints } from '../../upstream/endpoints.ts'
import type { RealMember } from './member.ts'

type DepositData = z.infer<typeof DepositDataSchema>
type Format = ReturnType<typeof walletFormat>
/** What is kept with the attempt: the answer for the page (none when the order cannot be gone on with), and the order. */
export type Created = { data: DepositData | null; orderNo: string }

const SKEW_MS = 10 * 60_000

/** A manual transfer's details: the order's own, else the channel's bank account; the order number as the reference. */
function manual(row: DepositReportItem, channel: DepositChannel, format: Format): DepositData | null {
  const bankName = row.bankName ?? channel.bankName
  const accountNo = row.bankAccountNo ?? channel.bankAccountNo
  const accountName = row.bankAccountName ?? channel.bankAccountName
  if (!bankName || !accountNo || !accountName) return null
  return {
    kind: 'manual',
    orderNo: row.orderNo,
    bankName,
    accountNo,
    accountName,
    reference: row.reference ?? row.orderNo,
    amount: money(row.amount, format),
    ...(row.expireTime ? { expiresAt: new Date(row.expireTime).toISOString() } : {}),
  }
}

/** The order as the page goes on with it: its payment page, or where to transfer; none once it is no longer unpaid. */
function continued(row: DepositReportItem, channel: DepositChannel, format: Format): DepositData | null {
  if (row.status.toUpperCase() !== 'UNPAID') return null
  if (channel.type === 'MANUAL') return manual(row, channel, format)
  return row.payUrl && ExternalUrlSchema.safeParse(row.payUrl).success ? { kind: 'gateway', payUrl: row.payUrl } : null
}

/** The order this attempt made, looked for in the deposit report by the attempt's key; undefined when it is not there. */
export async function foundDeposit(
  ctx: RequestContext,
  member: RealMember,
  attempt: Attempt,
  channel: DepositChannel,
  format: Format,
): Promise<Created | undefined> {
  const since = attempt.startedAt ?? Date.now()
  const window = { page: 1, size: 50, start: since - SKEW_MS, end: Date.now() + SKEW_MS }
  const report = await ctx.upstream.call(endpoints.depositReport, { params: window, token: member.token })
  const row = report.items.find((item) => item.requestId === attempt.key)
  return row ? { orderNo: row.orderNo, data: continued(row, channel, format) } : undefined
}
