// What the simulator answers about a deposit order. No public source shows the deposit calls' answers or the deposit
// report's rows (simulator/README.md, "Money shapes"): these are the simulator's own, kept in one place so that the
// creation answer and the report row of one order always agree.
import { fromMinor } from './amount.ts'
import { findChannel } from './catalogue.ts'
import type { DepositOrder } from './wallet.ts'

const MANUAL_TTL_MS = 30 * 60_000

/** The payment gateway's page of an unpaid order. */
function payUrl(publicUrl: string, order: DepositOrder): string {
  return `${publicUrl}/pay/${order.orderNo}?ticket=${order.ticket}`
}

/** Where a manual transfer goes, and the reference the player quotes. */
function transfer(order: DepositOrder) {
  const bank = findChannel(order.channelId)?.bank
  if (!bank) return {}
  return { ...bank, reference: order.orderNo.slice(-8), expireTime: order.createdAt + MANUAL_TTL_MS }
}

/** The answer of `MCS2_depositPaymentGateway`. */
export function gatewayAnswer(publicUrl: string, order: DepositOrder) {
  return { orderNo: order.orderNo, payUrl: payUrl(publicUrl, order) }
}

/** The answer of `MCS2_depositManualTransfer`. */
export function manualAnswer(order: DepositOrder) {
  return { orderNo: order.orderNo, ...transfer(order), amount: fromMinor(order.amountMinor) }
}

/**
 * A row of the deposit report: the order, the key it was requested with (so a request whose answer was lost can be
 * found, never made twice), and while it is unpaid what the player needs to go on with it.
 */
export function reportRow(publicUrl: string, order: DepositOrder) {
  const unpaid = order.status === 'UNPAID'
  const next = !unpaid ? {} : order.kind === 'GATEWAY' ? { payUrl: payUrl(publicUrl, order) } : transfer(order)
  return {
    orderNo: order.orderNo,
    amount: fromMinor(order.amountMinor),
    status: order.status,
    createTime: order.createdAt,
    channelName: order.channelName,
    ...(order.requestId ? { requestId: order.requestId } : {}),
    ...next,
  }
}
