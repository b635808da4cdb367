import type { Request, Response } from 'express'
import { chineseGameName } from '../data/gameNamesZh.ts'
import type { Game } from '../data/games.ts'
import { wireLanguageOf, type WireLanguage } from '../data/translations.ts'
import { GAME_TYPES, vendorIconPath } from '../data/vendors.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { allGames, allVendors } from '../games/gameState.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { queryString, type Endpoint } from './endpoints.ts'

const MAX_PAGE_SIZE = 3000
const DEFAULT_PAGE_SIZE = 24

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

/** The language a game call asks its names in: its `language` parameter (S8, S20), else the `Language` header. */
export function gameLanguageOf(req: Request): WireLanguage {
  return wireLanguageOf(queryString(req, 'language') ?? req.get('language'))
}

/**
 * Games as they go on the wire: in Chinese for a call in `ZH` (the names a multilingual platform keeps per language),
 * names a test set (`/__sim/game-names`) replace the seed's, and `nullNames` (the `nullGameName` variant) gives
 * every third game `gameName: null`, its name left in `nodeName` (S20).
 */
export function wireGames(state: SimState, games: readonly Game[], language: WireLanguage = 'EN', nullNames = false): Game[] | object[] {
  const names = state.content.gameNames
  if (!nullNames && names.size === 0 && language !== 'ZH') return games as Game[]
  return games.map((game, i) => {
    const local = language === 'ZH' ? chineseGameName(game.gameName) : undefined
    const named = names.has(game.nodeId) ? { ...game, gameName: names.get(game.nodeId) ?? null } : local ? { ...game, gameName: local } : game
    return nullNames && i % 3 === 1 ? { ...named, gameName: null, nodeName: game.nodeName } : named
  })
}

/**
 * Game type → vendor code → entries. S1 shows the entry lists empty (`emptyLists`); the entries the simulator
 * fills in by default (display name, icon, sort) are its own choice, since no source shows one.
 */
function vendorGameTypes(state: SimState, empty = false) {
  const content: Record<string, Record<string, unknown[]>> = {}
  for (const type of GAME_TYPES) {
    const vendors = allVendors(state).filter((v) => (v.games[type] ?? 0) > 0)
    content[type] = Object.fromEntries(
      vendors.map((v) => [
        v.code,
        empty ? [] : [{ vassalage: v.code, displayName: v.displayName, gameType: type, iconUrl: vendorIconPath(v.code), sort: v.sort }],
      ]),
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
      const page = pageOf('games', allGames(state).filter(gameFilter(req)), paging)
      sendOk(res, { ...page, games: wireGames(state, page.games, gameLanguageOf(req), variantOf(state, req.path) === 'nullGameName') })
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/wps/relay/GCSGAME_hotGamesV2',
    handle: (req, res, { state }) =>
      sendOk(res, { list: wireGames(state, state.data.catalogue.hot, gameLanguageOf(req), variantOf(state, req.path) === 'nullGameName') }),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/GCSGAME_getVassGameType',
    handle: (req, res, { state }) => sendOk(res, vendorGameTypes(state, variantOf(state, req.path) === 'emptyLists')),
  },
]
