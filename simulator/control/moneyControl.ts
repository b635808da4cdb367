import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { findMemberByAccount } from '../data/members.ts'
import { fromMinor, toMinor } from '../money/amount.ts'
import { walletOf } from '../money/wallet.ts'
import { queryString } from '../routes/endpoints.ts'
import { settleDeposit } from '../routes/payPage.ts'
import type { SimState } from '../state.ts'
import { parse } from './controlBody.ts'

const SettleDepositBody = z.strictObject({ orderNo: z.string().min(1), paid: z.boolean() })
const SettleWithdrawalBody = z.strictObject({ orderNo: z.string().min(1), status: z.enum(['APPROVED', 'REJECTED']) })
const BalanceBody = z.strictObject({ account: z.string().min(1), balance: z.union([z.number(), z.string()]) })

/** `GET /__sim/money?account=`: the member's balance, payee, cards, deposits and withdrawals. */
function moneyOf(state: SimState, req: Request, res: Response): void {
  const member = findMemberByAccount(state.members, queryString(req, 'account') ?? '')
  if (!member) return void res.status(404).json({ error: 'not_found', message: 'Unknown account' })
  const wallet = walletOf(state.money, member, state.now())
  res.json({
    balance: fromMinor(member.balanceMinor),
    payee: member.payee,
    hasPaymentPassword: member.paymentPassword !== null,
    cards: wallet.cards.length,
    deposits: wallet.deposits.map((d) => ({ orderNo: d.orderNo, kind: d.kind, amount: fromMinor(d.amountMinor), status: d.status })),
    withdrawals: wallet.withdrawals.map((w) => ({ orderNo: w.orderNo, amount: fromMinor(w.amountMinor), status: w.status })),
  })
}

/** `POST /__sim/withdrawals/settle`: a pending withdrawal approved or rejected. */
function settleWithdrawal(state: SimState, req: Request, res: Response): void {
  const body = parse(SettleWithdrawalBody, req.body, res)
  if (!body) return
  for (const [memberId, wallet] of state.money.wallets) {
    const withdrawal = wallet.withdrawals.find((w) => w.orderNo === body.orderNo && w.status === 'PENDING')
    if (!withdrawal) continue
    withdrawal.status = body.status
    const member = state.members.find((m) => m.id === memberId)
    // A rejected withdrawal gives the money back.
    if (body.status === 'REJECTED' && member) member.balanceMinor += withdrawal.amountMinor
    return void res.json({ orderNo: withdrawal.orderNo, status: withdrawal.status })
  }
  res.status(404).json({ error: 'not_found', message: 'No pending withdrawal with that number' })
}

/** `/__sim/money`, `/__sim/deposits/settle`, `/__sim/withdrawals/settle`, `/__sim/money/balance`. */
export function moneyControls(state: SimState): Router {
  const router = Router()
  router.get('/money', (req, res) => moneyOf(state, req, res))
  router.post('/deposits/settle', (req, res) => {
    const body = parse(SettleDepositBody, req.body, res)
    if (!body) return
    const order = [...state.money.wallets.values()].flatMap((w) => w.deposits).find((d) => d.orderNo === body.orderNo)
    if (!order || order.status === 'SUCCESS' || order.status === 'FAILED') {
      return void res.status(404).json({ error: 'not_found', message: 'No open deposit with that number' })
    }
    settleDeposit(state, order, body.paid)
    res.json({ orderNo: order.orderNo, status: order.status })
  })
  router.post('/withdrawals/settle', (req, res) => settleWithdrawal(state, req, res))
  router.post('/money/balance', (req, res) => {
    const body = parse(BalanceBody, req.body, res)
    if (!body) return
    const member = findMemberByAccount(state.members, body.account)
    const minor = toMinor(body.balance)
    if (!member || minor === undefined) return void res.status(400).json({ error: 'invalid_body', message: 'Unknown account or amount' })
    member.balanceMinor = minor
    res.json({ balance: fromMinor(minor) })
  })
  return router
}
