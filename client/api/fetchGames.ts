import type { GamesPage } from '../../schemas/api.ts'
import { errorFromResponse, GatewayError, ignoreRejection, networkError, readJson } from './gatewayError.ts'

export type GamesRequest = { gameType: string; page: number; pageSize: number; lang: string }

export function gamesUrl(req: GamesRequest): string {
  const query = new URLSearchParams({
    gameType: req.gameType,
    page: String(req.page),
    pageSize: String(req.pageSize),
    lang: req.lang,
  })
  return `/api/data/games?${query.toString()}`
}

/** GET /api/data/games: one page of a game tab. */
export async function fetchGames(req: GamesRequest, signal?: AbortSignal): Promise<GamesPage> {
  const schemas = import('../../schemas/api.ts')
  ignoreRejection(schemas)

  let res: Response
  try {
    res = await fetch(gamesUrl(req), { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: signal ?? null })
  } catch (error) {
    if (signal?.aborted) throw error
    throw networkError()
  }
  const json = await readJson(res)
  if (!res.ok) throw errorFromResponse(res.status, json)

  const { GamesPageSchema } = await schemas.catch(() => {
    throw networkError()
  })
  const parsed = GamesPageSchema.safeParse(json)
  if (!parsed.success) throw new GatewayError('invalid', res.status, 'INVALID_GAMES_PAGE')
  return parsed.data
}
