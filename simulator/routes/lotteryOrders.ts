import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { findMemberById, type Member } from '../data/members.ts'
import { sendLgwError } from '../envelope.ts'
import { resolveSession } from '../middleware/auth.ts'
import { fromMinor } from '../money/amount.ts'
import { orderStatus, type LotteryOrder, type SubOrder } from '../money/lotteryOrders.ts'
import { post, walletOf } from '../money/wallet.ts'
import type { SimState } from '../state.ts'
import { parsePlainBody } from './body.ts'
import type { Endpoint } from './endpoints.ts'

/** S23 (and S26's lottery record): `{ startDate, endDate, orderStatus, gameId, numero, page (0-based), size, … }`. */
const OrdersQuery = z
  .object({
    startDate: z.number(),
    endDate: z.number(),
    orderStatus: z.string().optional(),
    gameId: z.union([z.number(), z.string()]).optional(),
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(100).default(10),
  })
  .passthrough()
const CancelBody = z.object({
  orderId: z.union([z.number(), z.string()]).transform(Number),
  subOrderIds: z.array(z.union([z.string(), z.number()]).transform(String)).min(1),
})

function orderView(order: LotteryOrder) {
  const bet = order.subOrders.reduce((s, x) => s + (x.status === 'CANCELLED' ? 0 : x.amountMinor), 0)
  const win = order.subOrders.reduce((s, x) => s + x.winMinor, 0)
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    gameId: order.gameId,
    gameName: order.gameName,
    numero: order.numero,
    betAmount: fromMinor(bet),
    winAmount: fromMinor(win),
    orderStatus: orderStatus(order),
    createTime: order.createdAt,
  }
}

function subView(sub: SubOrder) {
  return {
    subOrderId: sub.subOrderId,
    playName: sub.playName,
    bettingContent: sub.content,
    betAmount: fromMinor(sub.amountMinor),
    winAmount: fromMinor(sub.winMinor),
    status: sub.status,
    cancelable: sub.status === 'OPEN',
  }
}

/** A Spring page (S23): `content`, `number` (0-based), `size`, `totalPages`, `totalElements`. */
function springPage<T>(items: readonly T[], page: number, size: number) {
  return {
    content: items.slice(page * size, (page + 1) * size),
    number: page,
    size,
    totalPages: Math.max(1, Math.ceil(items.length / size)),
    totalElements: items.length,
  }
}

export const lotteryOrderEndpoints: Endpoint[] = [
  {
    methods: ['POST'],
    path: '/lgw/orders',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const query = OrdersQuery.safeParse(parsePlainBody(req.body))
      if (!query.success) return sendLgwError(res, 400, 'startDate and endDate are required')
      const { startDate, endDate, page, size } = query.data
      const orders = walletOf(state.money, member, state.now())
        .lotteryOrders.filter(
          (o) => o.createdAt >= startDate && o.createdAt <= endDate && (!query.data.orderStatus || orderStatus(o) === query.data.orderStatus),
        )
        .map(orderView)
      res.json(springPage(orders, page, size))
    },
  },
  {
    methods: ['POST'],
    path: '/lgw/orders/suborders/cancel',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = CancelBody.safeParse(parsePlainBody(req.body))
      if (!body.success) return sendLgwError(res, 400, 'orderId and subOrderIds are required')
      const now = state.now()
      const wallet = walletOf(state.money, member, now)
      const order = wallet.lotteryOrders.find((o) => o.orderId === body.data.orderId)
      if (!order) return sendLgwError(res, 404, 'Order not found')
      const subs = body.data.subOrderIds.map((id) => order.subOrders.find((s) => s.subOrderId === id))
      if (subs.some((s) => !s || s.status !== 'OPEN')) return sendLgwError(res, 400, 'Only bets still waiting for their draw can be cancelled')
      for (const sub of subs as SubOrder[]) {
        sub.status = 'CANCELLED'
        post(wallet, member, 'other', sub.amountMinor, order.orderNo, `Cancelled: ${order.gameName} ${sub.playName}`, now)
      }
      res.json({ cancelled: subs.length })
    },
  },
]

function memberOf(state: SimState, req: Request): Member | undefined {
  const session = resolveSession(state, req.get('authorization'))
  return session ? findMemberById(state.members, session.memberId) : undefined
}

/** `GET /lgw/orders/detail/{id}/info` (S23): the order's bets, a Spring page. A path parameter, so a router of its own. */
export function lotteryDetailRouter(state: SimState): Router {
  const router = Router()
  router.all('/lgw/orders/detail/:id/info', (req: Request, res: Response) => {
    if (req.method !== 'GET') return sendLgwError(res, 405, 'Method not allowed')
    const member = memberOf(state, req)
    if (!member) return sendLgwError(res, 401, 'Unauthorized')
    const order = walletOf(state.money, member, state.now()).lotteryOrders.find((o) => String(o.orderId) === req.params.id)
    if (!order) return sendLgwError(res, 404, 'Order not found')
    res.json({ ...springPage(order.subOrders.map(subView), 0, 100), orderStatus: orderStatus(order) })
  })
  return router
}
