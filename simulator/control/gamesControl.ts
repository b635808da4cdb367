import { Router } from 'express'
import { z } from 'zod'
import { vendorGames } from '../data/games.ts'
import { findMemberByAccount } from '../data/members.ts'
import { GAME_TYPES, type Vendor } from '../data/vendors.ts'
import { allGames, allVendors, findGame } from '../games/gameState.ts'
import type { SimState } from '../state.ts'
import { parse } from './controlBody.ts'

const VendorBody = z.strictObject({
  code: z.string().regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'vendor codes are upper-case like PG or TCG_SEA'),
  displayName: z.string().trim().min(1).max(40),
  gameType: z.enum(GAME_TYPES),
  games: z.number().int().min(1).max(1000),
})
const RoundBody = z.strictObject({ account: z.string().min(1), nodeId: z.string().min(1).optional() })

function addVendor(state: SimState, body: z.infer<typeof VendorBody>): Vendor {
  const vendor: Vendor = {
    code: body.code,
    displayName: body.displayName,
    sort: Math.max(...allVendors(state).map((v) => v.sort)) + 1,
    games: { [body.gameType]: body.games },
  }
  const existing = allGames(state)
  const takenSlotNames = new Set(existing.filter((g) => g.gameType === 'RNG').map((g) => g.gameName))
  state.games.games.push(...vendorGames(state.config.seed, vendor, body.gameType, body.games, existing.length, takenSlotNames))
  state.games.vendors.push(vendor)
  return vendor
}

/** `/__sim/vendors` (add a vendor with generated games) and `/__sim/rounds` (open or close a member's round). */
export function gameControls(state: SimState): Router {
  const router = Router()
  router.get('/vendors', (_req, res) => void res.json({ vendors: state.games.vendors }))
  router.post('/vendors', (req, res) => {
    const body = parse(VendorBody, req.body, res)
    if (!body) return
    if (allVendors(state).some((v) => v.code === body.code)) {
      res.status(409).json({ error: 'vendor_exists', message: `Vendor ${body.code} already exists` })
      return
    }
    const vendor = addVendor(state, body)
    const games = state.games.games.filter((g) => g.vassalage === vendor.code)
    res.json({ vendor, games: games.length, nodeIds: [games[0]?.nodeId, games.at(-1)?.nodeId] })
  })
  router.post('/rounds', (req, res) => {
    const body = parse(RoundBody, req.body, res)
    if (!body) return
    const member = findMemberByAccount(state.members, body.account)
    if (!member) return void res.status(404).json({ error: 'unknown_account', message: `No account ${body.account}` })
    if (body.nodeId === undefined) {
      state.games.rounds.delete(member.id)
      return void res.json({ account: member.account, nodeId: null })
    }
    if (!findGame(state, body.nodeId)) return void res.status(404).json({ error: 'unknown_game', message: `No game with nodeId ${body.nodeId}` })
    state.games.rounds.set(member.id, body.nodeId)
    res.json({ account: member.account, nodeId: body.nodeId })
  })
  return router
}
