import { Router, type Request, type Response } from 'express'
import { previousDraw, toLotteryGame, winningNumber } from '../data/lottery.ts'
import { LOTTERY_TAGS } from '../data/lotteryDefs.ts'
import { findMemberById, TRIAL_TYPE } from '../data/members.ts'
import { LOTTERY_LOBBY_AREAS } from '../data/vendors.ts'
import { allVendors, findGameByCode, findLotteryByGameId, findLotteryByNodeId, pushRecent, type Ticket } from '../games/gameState.ts'
import { resolveSession } from '../middleware/auth.ts'
import { casinoPage, lotteryBoardPage, lotteryLobbyPage, messagePage } from '../playPages.ts'
import type { SimState } from '../state.ts'
import { queryString } from './endpoints.ts'
import { MAX_RECENT_LOTTERY, TICKET_TTL_MS } from './launch.ts'

const MUIS: ReadonlySet<string> = new Set(['vn', 'tcg', 'sea'])
const PLAY_TYPES: ReadonlySet<string> = new Set(['ent', 'trad', 'entertainment', 'tradition'])

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html)
}

const expired = (res: Response) =>
  sendPage(res, 403, messagePage('Session expired', 'This game link has expired or was already used. Open the game again from the site.'))
const notFound = (res: Response) => sendPage(res, 404, messagePage('Game not found', 'This game does not exist or is no longer available.'))

/** Takes a fresh ticket of the right kind, once: a second use, an old or unknown ticket is refused. */
function takeTicket(state: SimState, req: Request, kind: Ticket['kind']): Ticket | undefined {
  const ticket = state.games.tickets.get(queryString(req, 'ticket') ?? '')
  if (!ticket || ticket.kind !== kind || ticket.used || state.now() - ticket.issuedAt > TICKET_TTL_MS) return undefined
  ticket.used = true
  return ticket
}

function vendorLabel(state: SimState, code: string): string {
  return allVendors(state).find((v) => v.code === code)?.displayName ?? code
}

function lotteryBoard(
  state: SimState,
  nodeId: string,
  player: { account: string; demo: boolean },
  details: { prizeMode: string; stylesheet?: string | undefined },
): string | undefined {
  const entry = findLotteryByNodeId(state, nodeId)
  if (!entry) return undefined
  const now = state.now()
  const previous = previousDraw(entry.def, now)
  return lotteryBoardPage(toLotteryGame(entry, now), vendorLabel(state, entry.def.vendor), player, {
    ...details,
    previous: { numero: previous.numero, winningNumber: winningNumber(entry.def, previous.numero) },
  })
}

function casinoGamePage(state: SimState, req: Request, res: Response): void {
  const game = findGameByCode(state, String(req.params.vendor), String(req.params.gameCode))
  const ticket = takeTicket(state, req, 'casino')
  if (!ticket || !game || ticket.nodeId !== game.nodeId) return expired(res)
  const player = { account: ticket.account, demo: ticket.demo }
  const board = lotteryBoard(state, game.nodeId, player, { prizeMode: game.lottoMode ?? 'Lott' })
  if (board) return sendPage(res, 200, board)
  const holdsRound = state.games.rounds.get(ticket.memberId) === game.nodeId
  sendPage(res, 200, casinoPage(game, player, holdsRound ? `/play/leave?ticket=${ticket.id}` : undefined))
}

function leaveTable(state: SimState, req: Request, res: Response): void {
  const ticket = state.games.tickets.get(queryString(req, 'ticket') ?? '')
  if (!ticket || ticket.kind !== 'casino') return expired(res)
  if (state.games.rounds.get(ticket.memberId) === ticket.nodeId) state.games.rounds.delete(ticket.memberId)
  sendPage(res, 200, messagePage('You left the table', 'Your round is closed. You can open another game now.'))
}

function lottoVnPage(state: SimState, req: Request, res: Response): void {
  const ticket = takeTicket(state, req, 'lotto')
  if (!ticket) return expired(res)
  const player = { account: ticket.account, demo: ticket.demo }
  const prizeMode = ticket.prizeMode ?? 'Lott'
  if (req.params.page === 'lobby' && ticket.nodeId === undefined) {
    const now = state.now()
    const entries = state.data.catalogue.lottery.filter((e) => LOTTERY_LOBBY_AREAS[e.def.vendor] === ticket.area)
    const groups = [...new Set(entries.map((e) => e.def.tag))].map((tag) => ({
      label: LOTTERY_TAGS[tag].label,
      games: entries.filter((e) => e.def.tag === tag).map((e) => toLotteryGame(e, now)),
    }))
    return sendPage(res, 200, lotteryLobbyPage(ticket.area === 'SEA' ? 'SEA Lottery' : 'VN Lottery', groups, player, prizeMode))
  }
  const entry = findLotteryByGameId(state, String(req.params.page))
  if (!entry || entry.game.nodeId !== ticket.nodeId) return expired(res)
  sendPage(res, 200, lotteryBoard(state, entry.game.nodeId, player, { prizeMode }) ?? '')
}

/** The launcher frame's page: the gateway proxies it and adds the member's token, which never reaches the browser. */
function lotteryFramePage(state: SimState, req: Request, res: Response): void {
  const mui = String(req.params.mui).toLowerCase()
  const playType = String(req.params.playType).toLowerCase()
  if (!MUIS.has(mui) || !PLAY_TYPES.has(playType)) return notFound(res)
  const session = resolveSession(state, req.get('authorization'))
  const member = session && findMemberById(state.members, session.memberId)
  if (!member) return sendPage(res, 401, messagePage('Please log in', 'Log in on the site to play the lottery.'))
  const merchant = queryString(req, 'merchant')
  if (merchant !== undefined && merchant !== state.config.merchant) {
    return sendPage(res, 403, messagePage('Unknown merchant', 'This lottery is not available for this site.'))
  }
  const entry = findLotteryByGameId(state, String(req.params.gameId))
  if (!entry) return notFound(res)
  pushRecent(state.games.lotteryRecent, member.id, entry.game.nodeId, MAX_RECENT_LOTTERY)
  const prizeMode = queryString(req, 'prizeMode') || entry.game.lottoMode || 'Lott'
  const html = lotteryBoard(
    state,
    entry.game.nodeId,
    { account: member.account, demo: member.type === TRIAL_TYPE },
    { prizeMode, stylesheet: queryString(req, 'css') || undefined },
  )
  sendPage(res, 200, html ?? '')
}

/** Game pages the launch URLs point at: casino games, the VN/SEA lottery, the lottery launcher frame. */
export function playRouter(state: SimState): Router {
  const router = Router()
  router.post('/play/leave', (req, res) => leaveTable(state, req, res))
  router.get('/play/:vendor/:gameCode', (req, res) => casinoGamePage(state, req, res))
  router.get('/lotto-vn/t3/games/:page', (req, res) => lottoVnPage(state, req, res))
  router.get('/lotto/:mui/:playType/games/:gameId', (req, res) => lotteryFramePage(state, req, res))
  return router
}
