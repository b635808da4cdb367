import type { Request, Response } from 'express'
import { z } from 'zod'
import type { Game } from '../data/games.ts'
import { TRIAL_TYPE } from '../data/members.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { findGame, pushRecent } from '../games/gameState.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { parsePlainBody } from './body.ts'
import type { AuthedContext, Endpoint } from './endpoints.ts'
import { queryString } from './endpoints.ts'
import { gameLanguageOf, pageOf, readPaging, wireGames } from './games.ts'

const FAVOURITES_PAGE_SIZE = 15
const MAX_RECENT_GAMES = 20

/** `{ nodeId, vendor, gameType }` of the favourite and recent calls; other fields (a token) are ignored. */
const GameRefSchema = z.object({
  nodeId: z.union([z.string().trim().min(1), z.number().int()]).transform(String),
  vendor: z.string().trim().optional(),
  gameType: z.string().trim().optional(),
})
type GameRef = z.infer<typeof GameRefSchema>

function gamesOf(state: SimState, nodeIds: readonly string[]): Game[] {
  return nodeIds.map((id) => findGame(state, id)).filter((g): g is Game => g !== undefined)
}

/** The game a `{ nodeId, vendor }` names; a vendor that does not match the game's is a miss. */
function resolveRef(state: SimState, ref: GameRef): Game | undefined {
  const game = findGame(state, ref.nodeId)
  if (!game || (ref.vendor && ref.vendor.toUpperCase() !== game.vassalage)) return undefined
  return game
}

function readRef(req: Request, res: Response): GameRef | undefined {
  const parsed = GameRefSchema.safeParse(parsePlainBody(req.body))
  if (parsed.success) return parsed.data
  sendFail(res, errors.requestParamErr)
  return undefined
}

/** No source shows a value for a favourite change (S11 ignores the answer): the envelope alone says it worked. */
function changed(state: SimState, req: Request, res: Response): void {
  const variant = variantOf(state, req.path)
  if (variant === 'nullValue') return sendOk(res, null)
  if (variant === 'trueValue') return sendOk(res, true)
  res.status(200).json({ success: true })
}

function addFavourite(req: Request, res: Response, { state, member }: AuthedContext): void {
  const ref = readRef(req, res)
  if (!ref) return
  if (member.type === TRIAL_TYPE) return sendFail(res, errors.trial)
  const game = resolveRef(state, ref)
  if (!game) return sendFail(res, errors.gameNotFound)
  const list = state.games.favourites.get(member.id) ?? []
  if (!list.includes(game.nodeId)) state.games.favourites.set(member.id, [game.nodeId, ...list])
  changed(state, req, res)
}

function removeFavourite(req: Request, res: Response, { state, member }: AuthedContext): void {
  const ref = readRef(req, res)
  if (!ref) return
  const list = state.games.favourites.get(member.id) ?? []
  state.games.favourites.set(
    member.id,
    list.filter((id) => id !== ref.nodeId),
  )
  changed(state, req, res)
}

function favouritesPage(req: Request, res: Response, { state, member }: AuthedContext): void {
  const paging = readPaging(req, res, FAVOURITES_PAGE_SIZE)
  if (!paging) return
  const page = pageOf('content', gamesOf(state, state.games.favourites.get(member.id) ?? []), paging)
  sendOk(res, { ...page, content: wireGames(state, page.content, gameLanguageOf(req)) })
}

function addRecent(req: Request, res: Response, { state, member }: AuthedContext): void {
  const parsed = GameRefSchema.safeParse({ nodeId: queryString(req, 'nodeId'), vendor: queryString(req, 'vendor'), gameType: queryString(req, 'gameType') })
  if (!parsed.success) return sendFail(res, errors.requestParamErr)
  const game = resolveRef(state, parsed.data)
  if (!game) return sendFail(res, errors.gameNotFound)
  pushRecent(state.games.recent, member.id, game.nodeId, MAX_RECENT_GAMES)
  sendOk(res, true)
}

export const favouriteEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getFavoriteGames',
    auth: true,
    handle: (_req, res, { state, member }) => sendOk(res, [...(state.games.favourites.get(member.id) ?? [])]),
  },
  { methods: ['GET'], path: '/wps/relay/MCSFE_getFavoriteGamesList', auth: true, handle: favouritesPage },
  { methods: ['POST'], path: '/wps/relay/MCSFE_addFavoriteGameV2', auth: true, rawBody: true, handle: addFavourite },
  { methods: ['DELETE'], path: '/wps/relay/MCSFE_removeFavoriteGameV2', auth: true, rawBody: true, handle: removeFavourite },
  { methods: ['GET'], path: '/wps/relay/MCS2_addRecentGame', auth: true, handle: addRecent },
  {
    methods: ['GET'],
    path: '/wps/relay/GCS_recentGame',
    auth: true,
    handle: (req, res, { state, member }) => sendOk(res, wireGames(state, gamesOf(state, state.games.recent.get(member.id) ?? []), gameLanguageOf(req))),
  },
]
