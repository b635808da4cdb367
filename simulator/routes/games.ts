import type { Request, Response } from 'express'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { GAME_TYPES, vendorIconPath } from '../data/vendors.ts'
import type { Game } from '../data/games.ts'
import { allGames, allVendors } from '../gameState.ts'
import type { SimState } from '../state.ts'
import { queryString, type Endpoint } from './endpoints.ts'

export const MAX_PAGE_SIZE = 3000
export const DEFAULT_PAGE_SIZE = 24

/** A positive integer parameter: the fallback when absent, undefined when malformed. */
function intParam(req: Request, name: string, fallback: number): number | undefined {
  const raw = queryString(req, name)?.trim()
  if (raw === undefined || raw === '') return fallback
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
}

/** 1-based `pageNo`/`pageSize` of a paged relay; undefined (after a 400 `request_param_err`) when malformed. */
export function readPaging(req: Request, res: Response, defaultSize: number): { pageNo: number; pageSize: number } | undefined {
  const pageNo = intParam(req, 'pageNo', 1)
  const pageSize = intParam(req, 'pageSize', defaultSize)
  if (pageNo === undefined || pageNo < 1 || pageSize === undefined || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    sendFail(res, errors.requestParamErr)
    return undefined
  }
  return { pageNo, pageSize }
}

/** One page of `items` with the totals the site pages by; `key` names the list (`games`, `content`). */
export function pageOf<K extends string, T>(key: K, items: readonly T[], { pageNo, pageSize }: { pageNo: number; pageSize: number }) {
  const start = (pageNo - 1) * pageSize
  return {
    [key]: items.slice(start, start + pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
  } as Record<K, T[]> & { pageNum: number; totalPages: number; totalCount: number }
}

/** The list filter of a `gameList` request, read from the query once (Express parses `req.query` on every access). */
function gameFilter(req: Request): (game: Game) => boolean {
  const type = queryString(req, 'gameType')?.trim().toUpperCase()
  const vendor = queryString(req, 'vassalage')?.trim().toUpperCase()
  const name = queryString(req, 'gameName')?.trim().toLowerCase()
  const classify = queryString(req, 'gameClassify')?.trim().toUpperCase()
  return (game) =>
    (!type || type === 'ALL' || game.gameType === type) &&
    (!vendor || game.vassalage === vendor) &&
    (!name || game.gameName.toLowerCase().includes(name)) &&
    (!classify || game.gameClassifyNew === classify)
}

export function vendorGameTypes(state: SimState) {
  const content: Record<string, Record<string, unknown[]>> = {}
  for (const type of GAME_TYPES) {
    const vendors = allVendors(state).filter((v) => (v.games[type] ?? 0) > 0)
    content[type] = Object.fromEntries(
      vendors.map((v) => [v.code, [{ vassalage: v.code, displayName: v.displayName, gameType: type, iconUrl: vendorIconPath(v.code), sort: v.sort }]]),
    )
  }
  return { content }
}

export const gameEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/GCSGAME_gameList',
    handle: (req, res, { state }) => {
      const paging = readPaging(req, res, DEFAULT_PAGE_SIZE)
      if (!paging) return
      sendOk(res, pageOf('games', allGames(state).filter(gameFilter(req)), paging))
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/wps/relay/GCSGAME_hotGamesV2',
    handle: (_req, res, { state }) => sendOk(res, { list: state.data.catalogue.hot }),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/GCSGAME_getVassGameType',
    handle: (_req, res, { state }) => sendOk(res, vendorGameTypes(state)),
  },
]
