import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { prizeModeOf } from '../../schemas/upstream/index.ts'
import type { Game } from '../data/games.ts'
import { TRIAL_TYPE } from '../data/members.ts'
import { LOTTERY_LOBBY_AREAS } from '../data/vendors.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { allGames, findGame, pushRecent, type Ticket } from '../games/gameState.ts'
import { remember } from '../identity/store.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { queryString, type AuthedContext, type Endpoint } from './endpoints.ts'

export const TICKET_TTL_MS = 5 * 60_000
export const MAX_RECENT_LOTTERY = 10
/** Games that seat the player at a table: leaving is explicit, and until then the round stays open. */
const ROUND_TYPES: ReadonlySet<string> = new Set(['LIVE', 'PVP'])

function issueTicket(state: SimState, fields: Omit<Ticket, 'id' | 'issuedAt' | 'used'>): Ticket {
  const ticket: Ticket = { ...fields, id: randomBytes(16).toString('hex'), issuedAt: state.now(), used: false }
  remember(state.games.tickets, ticket.id, ticket)
  return ticket
}

/** The member's open round blocks every launch but the game it belongs to (`#734`). */
function blockedByRound(state: SimState, memberId: number, nodeId: string | undefined): boolean {
  const open = state.games.rounds.get(memberId)
  return open !== undefined && open !== nodeId
}

function findLaunchGame(state: SimState, req: Request): Game | undefined {
  const nodeId = queryString(req, 'nodeId')?.trim()
  const gameId = queryString(req, 'gameId')?.trim()
  const vendor = queryString(req, 'vassalage')?.trim().toUpperCase()
  const game = nodeId ? findGame(state, nodeId) : allGames(state).find((g) => gameId && String(g.gameId) === gameId)
  if (!game || (vendor && vendor !== game.vassalage) || (nodeId && gameId && String(game.gameId) !== gameId)) return undefined
  return game
}

function recordLottery(state: SimState, memberId: number, game: Game): void {
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') pushRecent(state.games.lotteryRecent, memberId, game.nodeId, MAX_RECENT_LOTTERY)
}

function launchCasino(req: Request, res: Response, { state, member }: AuthedContext): void {
  if (!queryString(req, 'launchMode')?.trim()) return sendFail(res, errors.systemBusy)
  const accountType = queryString(req, 'accountType')
  if (accountType !== undefined && accountType !== '0' && accountType !== '1') return sendFail(res, errors.requestParamErr)
  const game = findLaunchGame(state, req)
  if (!game) return sendFail(res, errors.gameNotFound)
  if (blockedByRound(state, member.id, game.nodeId)) return sendFail(res, errors.roundOpen)
  if (ROUND_TYPES.has(game.gameType)) state.games.rounds.set(member.id, game.nodeId)
  recordLottery(state, member.id, game)
  const language = queryString(req, 'language')?.trim() || 'EN'
  const ticket = issueTicket(state, {
    memberId: member.id,
    account: member.account,
    kind: 'casino',
    nodeId: game.nodeId,
    area: undefined,
    prizeMode: undefined,
    language,
    demo: accountType === '0' || member.type === TRIAL_TYPE,
  })
  const url = `${state.config.publicUrl}/play/${encodeURIComponent(game.vassalage)}/${encodeURIComponent(game.gameCode)}?ticket=${ticket.id}&lang=${encodeURIComponent(language)}`
  sendOk(res, launchAnswer(state, req, url, { content: { game_url: url } }))
}

/** Casino launches answer `content.game_url` (S4), the lottery lobby `gameUrl`; the variants use one shape for all. */
function launchAnswer(state: SimState, req: Request, url: string, fallback: object): object {
  const variant = variantOf(state, req.path)
  if (variant === 'gameUrl') return { gameUrl: url }
  if (variant === 'url') return { url }
  return fallback
}

function launchLotteryLobby(req: Request, res: Response, { state, member }: AuthedContext): void {
  const area = queryString(req, 'lottoArea')?.trim().toUpperCase()
  const prizeMode = prizeModeOf(queryString(req, 'lottoPrizeMode'))
  const code = queryString(req, 'lottoGameCode')?.trim() ?? ''
  const view = queryString(req, 'lottoView')?.trim().toLowerCase() || (code ? 'betting' : 'lobby')
  if ((area !== 'VN' && area !== 'SEA') || !prizeMode || (view !== 'betting' && view !== 'lobby') || (view === 'betting' && !code)) {
    return sendFail(res, errors.requestParamErr)
  }
  const entry = code
    ? state.data.catalogue.lottery.find((e) => e.def.code.toLowerCase() === code.toLowerCase() && LOTTERY_LOBBY_AREAS[e.def.vendor] === area)
    : undefined
  if (code && !entry) return sendFail(res, errors.gameNotFound)
  if (blockedByRound(state, member.id, entry?.game.nodeId)) return sendFail(res, errors.roundOpen)
  if (entry) recordLottery(state, member.id, entry.game)
  const target = view === 'betting' && entry ? entry.game : undefined
  const ticket = issueTicket(state, {
    memberId: member.id,
    account: member.account,
    kind: 'lotto',
    nodeId: target?.nodeId,
    area,
    prizeMode,
    language: queryString(req, 'language')?.trim() || 'EN',
    demo: member.type === TRIAL_TYPE,
  })
  const page = target ? String(target.gameId) : 'lobby'
  const url = `${state.config.publicUrl}/lotto-vn/t3/games/${page}?ticket=${ticket.id}&prizeMode=${prizeMode}`
  sendOk(res, launchAnswer(state, req, url, { gameUrl: url }))
}

export const launchEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/game/launchGame',
    auth: true,
    handle: (req, res, ctx) => {
      const lottery = queryString(req, 'launchMode')?.trim().toUpperCase() === 'LOTT' || queryString(req, 'lottoArea') !== undefined
      return lottery ? launchLotteryLobby(req, res, ctx) : launchCasino(req, res, ctx)
    },
  },
]
