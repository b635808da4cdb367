import type { Response } from 'express'
import { DepositPayloadSchema, ManualConfirmPayloadSchema } from '../../schemas/upstream/index.ts'
import type { Member } from '../data/members.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { fromMinor, toMinor } from '../money/amount.ts'
import { DEPOSIT_PROMOS, DEPOSIT_VENDORS, findChannel, type Channel } from '../money/catalogue.ts'
import { gatewayAnswer, manualAnswer, reportRow } from '../money/depositViews.ts'
import { newTicket, nextOrderNo, walletOf, type DepositOrder } from '../money/wallet.ts'
import type { SimState } from '../state.ts'
import { parsePlainBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'
import { pageOf, paging, range } from './wallet.ts'

function channelView(c: Channel) {
  return {
    channelId: c.channelId,
    channelName: c.channelName,
    type: c.type,
    minAmount: fromMinor(c.minMinor),
    maxAmount: fromMinor(c.maxMinor),
    fixedAmounts: c.fixedMinor.map(fromMinor),
    ...(c.bank ?? {}),
  }
}

/** Checks shared by both kinds of deposit; the order's amount in minor units, or undefined after a refusal. */
function checkDeposit(res: Response, member: Member, channel: Channel | undefined, amount: unknown, kind: Channel['type']): number | undefined {
  if (member.type === 4) return void sendFail(res, errors.depositClosed)
  if (!channel || channel.type !== kind) return void sendFail(res, errors.requestParamErr)
  const minor = toMinor(amount)
  if (minor === undefined) return void sendFail(res, errors.requestParamErr)
  if (minor < channel.minMinor) return void sendFail(res, errors.amountLow)
  if (minor > channel.maxMinor) return void sendFail(res, errors.amountHigh)
  return minor
}

/** A replayed request id is refused: each attempt is made once (the simulator's own rule, see README). */
function isReplay(state: SimState, res: Response, requestId: string | undefined): boolean {
  if (!requestId) return false
  if (state.money.requestIds.has(requestId)) {
    sendFail(res, errors.duplicateRequest)
    return true
  }
  state.money.requestIds.add(requestId)
  return false
}

function createOrder(
  state: SimState,
  member: Member,
  channel: Channel,
  amountMinor: number,
  body: { promoId?: string | null | undefined; requestId?: string | undefined },
  backUrl: string | null,
): DepositOrder {
  const now = state.now()
  const order: DepositOrder = {
    orderNo: nextOrderNo(state.money, 'D', now),
    memberId: member.id,
    channelId: channel.channelId,
    channelName: channel.channelName,
    kind: channel.type,
    amountMinor,
    promoId: body.promoId ?? null,
    status: 'UNPAID',
    createdAt: now,
    backUrl,
    ticket: newTicket(),
    requestId: body.requestId ?? null,
  }
  walletOf(state.money, member, now).deposits.unshift(order)
  return order
}

export const depositEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCS2_depositBanksByVendor',
    auth: true,
    handle: (_req, res) =>
      sendOk(
        res,
        DEPOSIT_VENDORS.map((v) => ({ vendor: v.vendor, displayName: v.displayName, channels: v.channels.map(channelView) })),
      ),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/MCS2_depositPromoList',
    auth: true,
    handle: (_req, res) =>
      sendOk(
        res,
        DEPOSIT_PROMOS.map((p) => ({ promoId: p.promoId, title: p.title, description: p.description, minDeposit: fromMinor(p.minDepositMinor) })),
      ),
  },
  {
    methods: ['POST'],
    path: '/wps/relay/MCS2_depositPaymentGateway',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = readPayload(res, parsePlainBody(req.body), DepositPayloadSchema)
      if (!body) return
      const channel = findChannel(body.channelId)
      const amount = checkDeposit(res, member, channel, body.amount, 'GATEWAY')
      if (amount === undefined || !channel || isReplay(state, res, body.requestId)) return
      const order = createOrder(state, member, channel, amount, body, body.backUrl && /^https?:\/\//.test(body.backUrl) ? body.backUrl : null)
      sendOk(res, gatewayAnswer(state.config.publicUrl, order))
    },
  },
  {
    methods: ['POST'],
    path: '/wps/relay/MCS2_depositManualTransfer',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = readPayload(res, parsePlainBody(req.body), DepositPayloadSchema)
      if (!body) return
      const channel = findChannel(body.channelId)
      const amount = checkDeposit(res, member, channel, body.amount, 'MANUAL')
      if (amount === undefined || !channel?.bank || isReplay(state, res, body.requestId)) return
      const order = createOrder(state, member, channel, amount, body, null)
      sendOk(res, manualAnswer(order))
    },
  },
  {
    methods: ['POST'],
    path: '/wps/relay/MCS2_confirmManualTransfer',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = readPayload(res, parsePlainBody(req.body), ManualConfirmPayloadSchema)
      if (!body) return
      const order = walletOf(state.money, member, state.now()).deposits.find((d) => d.orderNo === body.orderNo && d.kind === 'MANUAL')
      if (!order) return sendFail(res, errors.orderNotFound)
      if (order.status !== 'UNPAID') return sendFail(res, errors.duplicateRequest)
      order.status = 'PENDING'
      sendOk(res, true)
    },
  },
  {
    methods: ['GET'],
    path: '/wps/relay/MCS2_depositTransactioNReport',
    auth: true,
    handle: (req, res, { state, member }) => {
      const pages = paging(req)
      const window = range(req, 'startTime', 'endTime', state.now())
      if (!pages || !window) return sendFail(res, errors.requestParamErr)
      const rows = walletOf(state.money, member, state.now())
        .deposits.filter((d) => d.createdAt >= window.start && d.createdAt <= window.end)
        .map((d) => reportRow(state.config.publicUrl, d))
      sendOk(res, pageOf(rows, pages.page, pages.size))
    },
  },
]
