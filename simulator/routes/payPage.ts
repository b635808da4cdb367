import express, { Router } from 'express'
import { findMemberById } from '../data/members.ts'
import { fromMinor } from '../money/amount.ts'
import { post, walletOf, type DepositOrder } from '../money/wallet.ts'
import { htmlPage, messagePage } from '../playPages.ts'
import type { SimState } from '../state.ts'
import { escapeXml } from '../svg.ts'

/** The payment gateway's page of an order, found by its number and one-time ticket. */
function orderOf(state: SimState, orderNo: string, ticket: unknown): DepositOrder | undefined {
  for (const wallet of state.money.wallets.values()) {
    const order = wallet.deposits.find((d) => d.orderNo === orderNo && d.kind === 'GATEWAY')
    if (order) return order.ticket === ticket ? order : undefined
  }
  return undefined
}

function payForm(order: DepositOrder): string {
  const hidden = `<input type="hidden" name="ticket" value="${escapeXml(order.ticket)}">`
  const button = (result: string, label: string) =>
    `<form method="post" action="/pay/${escapeXml(order.orderNo)}">${hidden}<input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`
  // Payment pages carry a way back to the shop that neither pays nor cancels: the order stays unpaid.
  const back = order.backUrl ? `<p><a href="${escapeXml(order.backUrl)}">Back to the shop</a></p>` : ''
  return (
    `<h1>SimPay checkout</h1><p>Order <b>${escapeXml(order.orderNo)}</b> · ${escapeXml(order.channelName)}</p>` +
    `<p class="amount">CNY ${fromMinor(order.amountMinor).toFixed(2)}</p>${button('success', 'Pay now')}${button('fail', 'Cancel payment')}${back}`
  )
}

/** Credits a paid order once: the balance, the ledger, and the deposit count the deposit settings report. */
export function settleDeposit(state: SimState, order: DepositOrder, paid: boolean): void {
  if (order.status === 'SUCCESS' || order.status === 'FAILED') return
  order.status = paid ? 'SUCCESS' : 'FAILED'
  const member = findMemberById(state.members, order.memberId)
  if (!paid || !member) return
  const now = state.now()
  post(walletOf(state.money, member, now), member, 'deposit', order.amountMinor, order.orderNo, order.channelName, now)
}

/** The simulated payment gateway: a page that completes or fails a deposit, then sends the player back. */
export function payRouter(state: SimState): Router {
  const router = Router()
  router.get('/pay/:orderNo', (req, res) => {
    const order = orderOf(state, req.params.orderNo, req.query.ticket)
    if (!order) return void res.status(404).type('html').send(messagePage('Payment not found', 'This payment link is not valid.'))
    if (order.status !== 'UNPAID') return void res.type('html').send(messagePage('Payment closed', `This order is ${order.status.toLowerCase()}.`))
    res.type('html').send(htmlPage({ title: 'SimPay checkout', body: payForm(order) }))
  })
  router.post('/pay/:orderNo', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const body = req.body as Record<string, unknown>
    const order = orderOf(state, req.params.orderNo, body.ticket)
    if (!order || order.status !== 'UNPAID') return void res.status(409).type('html').send(messagePage('Payment closed', 'This order can no longer be paid.'))
    const paid = body.result === 'success'
    settleDeposit(state, order, paid)
    if (order.backUrl) return void res.redirect(303, order.backUrl)
    res.type('html').send(messagePage(paid ? 'Payment received' : 'Payment cancelled', 'You may close this page.'))
  })
  return router
}
