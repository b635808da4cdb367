import { Router } from 'express'
import { z } from 'zod'
import { findMemberByAccount } from '../data/members.ts'
import { toMinor } from '../money/amount.ts'
import { BET_CATEGORIES } from '../money/records.ts'
import { nextOrderNo, post, walletOf } from '../money/wallet.ts'
import type { SimState } from '../state.ts'
import { parse } from './controlBody.ts'

const Amount = z.union([z.number(), z.string()]).refine((v) => toMinor(v) !== undefined, 'an amount has at most two decimals')
const BetBody = z.strictObject({ account: z.string().min(1), gameType: z.enum(BET_CATEGORIES), amount: Amount, payout: Amount.optional() })

/**
 * `/__sim/bets`: a settled game bet of a member now, as a game vendor would report it (stake and payout in the
 * ledger). The simulator has no game rounds of its own, so this is how a test makes a player bet.
 */
export function betControls(state: SimState): Router {
  const router = Router()
  router.post('/bets', (req, res) => {
    const body = parse(BetBody, req.body, res)
    if (!body) return
    const member = findMemberByAccount(state.members, body.account)
    if (!member) return void res.status(404).json({ error: 'not_found', message: 'No such account' })
    const now = state.now()
    const wallet = walletOf(state.money, member, now)
    const betMinor = toMinor(body.amount) ?? 0
    const winMinor = toMinor(body.payout ?? 0) ?? 0
    const orderNo = nextOrderNo(state.money, 'B', now)
    const status = winMinor > betMinor ? 'win' : winMinor === betMinor ? 'tie' : 'lose'
    wallet.bets.unshift({
      orderNo,
      gameType: body.gameType,
      vendor: 'SIM',
      gameName: 'Simulated game',
      betMinor,
      validMinor: status === 'tie' ? 0 : betMinor,
      winMinor,
      at: now,
      status,
    })
    post(wallet, member, 'betting', -betMinor, orderNo, 'Simulated game', now)
    if (winMinor > 0) post(wallet, member, 'winning', winMinor, orderNo, 'Simulated game', now)
    res.json({ orderNo, balance: member.balanceMinor / 100 })
  })
  return router
}
