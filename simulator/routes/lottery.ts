import type { Request, Response } from 'express'
import { PRIZE_MODES, prizeModeOf, type LotteryGame } from '../../schemas/upstream/index.ts'
import { previousDraw, toLotteryGame, winningNumber, type LotteryEntry } from '../data/lottery.ts'
import { LOTTERY_TAGS, type LotteryTag } from '../data/lotteryDefs.ts'
import { sendLgwError } from '../envelope.ts'
import { findLotteryByNodeId, findLotteryByGameId } from '../games/gameState.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { queryString, type Endpoint, type EndpointContext } from './endpoints.ts'

const VN_TAGS: readonly LotteryTag[] = ['vietnam_northern', 'vietnam_central', 'vietnam_southern', 'vietnam_fast', 'sea']
const TCG_TAGS: readonly LotteryTag[] = ['ssc', 'k3', '11x5', 'pk10', 'lhc']
/** The VN panel lists VN and SEA games and, as its KENO entry, the extra provider's. */
const VN_PANEL_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'GPI'])

function readPrizeMode(req: Request, res: Response): string | undefined {
  const mode = prizeModeOf(queryString(req, 'prizeMode'))
  if (!mode) sendLgwError(res, 400, `prizeMode must be one of ${PRIZE_MODES.join(', ')}`)
  return mode
}

function menuGames(state: SimState, tag: LotteryTag): LotteryGame[] {
  const now = state.now()
  return state.data.catalogue.lottery.filter((e) => e.def.tag === tag).map((e) => toLotteryGame(e, now))
}

function recentGames(state: SimState, memberId: number, vendors: (vendor: string) => boolean): LotteryGame[] {
  const now = state.now()
  return (state.games.lotteryRecent.get(memberId) ?? [])
    .map((nodeId) => findLotteryByNodeId(state, nodeId))
    .filter((e): e is LotteryEntry => e !== undefined && vendors(e.def.vendor))
    .map((e) => toLotteryGame(e, now))
}

function recentEndpoint(path: string, vendors: (vendor: string) => boolean): Endpoint {
  return {
    methods: ['GET'],
    path,
    auth: true,
    handle: (_req, res, { state, member }) => {
      res.json(recentGames(state, member.id, vendors))
    },
  }
}

function nearNumero(req: Request, res: Response, { state }: EndpointContext): void {
  const raw = queryString(req, 'gameId')?.trim()
  if (!raw || !/^\d{1,9}$/.test(raw)) return sendLgwError(res, 400, 'gameId is required')
  const entry = findLotteryByGameId(state, String(Number(raw)))
  if (!entry) return sendLgwError(res, 404, 'Game not found')
  const now = state.now()
  const game = toLotteryGame(entry, now)
  const previous = previousDraw(entry.def, now)
  res.json({
    currentNumero: { numero: game.numero, gameId: game.gameId, remainTime: game.remainTime, lockTime: game.lockTime, isSale: game.isSale },
    previousNumero: { numero: previous.numero, winningNumber: winningNumber(entry.def, previous.numero) },
  })
}

/**
 * A menu group. S11 reads only `gameMenus` (and `gameGroupCode` of a TCG group), so that is the default answer; the
 * `seedLabels` variant adds the seeds' `labelName` and `tag`.
 */
function group(req: Request, state: SimState, tag: LotteryTag, withCode: boolean) {
  const labels = variantOf(state, req.path) === 'seedLabels' ? { labelName: LOTTERY_TAGS[tag].label, tag } : {}
  return { ...labels, ...(withCode ? { gameGroupCode: tag } : {}), gameMenus: menuGames(state, tag) }
}

function menuEndpoint(path: string, tags: readonly LotteryTag[], withCode: boolean): Endpoint {
  return {
    methods: ['GET'],
    path,
    handle: (req, res, { state }) => {
      if (!readPrizeMode(req, res)) return
      res.json(Object.fromEntries(tags.map((tag) => [tag, group(req, state, tag, withCode)])))
    },
  }
}

export const lotteryEndpoints: Endpoint[] = [
  menuEndpoint('/lgw/vn/games/game_menu', VN_TAGS, false),
  menuEndpoint('/lgw/games/game_menus', TCG_TAGS, true),
  { methods: ['GET'], path: '/lgw/numeros/near', handle: nearNumero },
  recentEndpoint('/lgw/vn/games/game_menu/recent', (vendor) => VN_PANEL_VENDORS.has(vendor)),
  recentEndpoint('/lgw/games/game_menus/recent', (vendor) => vendor === 'LOTT'),
]
