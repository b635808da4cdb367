import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { GamesPage } from '../../schemas/api/games.ts'
import type { GameCard } from '../../schemas/blocks/gameBlock.ts'
import type { GameListRef } from '../../schemas/blocks/shared/gameList.ts'
import { PAGED_GAME_SOURCES } from '../../schemas/constants.ts'
import { requestGateway, schemaParser } from './request.ts'

function gameListUrl(list: GameListRef, page: number, pageSize: number, lang: string): string {
  const query = new URLSearchParams({ source: list.source, page: String(page), pageSize: String(pageSize), lang })
  if ('gameType' in list && list.gameType) query.set('gameType', list.gameType)
  if (list.source === 'vendor') query.set('vassalage', list.vassalage)
  if (list.source === 'category') {
    if (list.only) query.set('only', list.only.join(','))
    if (list.except) query.set('except', list.except.join(','))
  }
  return `/api/data/gameList?${query.toString()}`
}

/** GET /api/data/gameList: one page of a game list. */
function fetchGameList(list: GameListRef, page: number, pageSize: number, lang: string, signal?: AbortSignal): Promise<GamesPage> {
  const parser = schemaParser(import('../../schemas/api/games.ts').then((m) => m.GamesPageSchema))
  return requestGateway(gameListUrl(list, page, pageSize, lang), { signal: signal ?? null }, parser, 'INVALID_GAMES_PAGE')
}

/** A first page the screen already carried. */
export type FirstPage = { games: GameCard[]; page: number; totalPages: number }

type ListState = { key: string; games: GameCard[]; page: number; totalPages: number; loading: boolean; failed: boolean }

function keyOf(list: GameListRef | undefined, pageSize: number, lang: string): string {
  return list ? `${JSON.stringify(list)}|${pageSize}|${lang}` : ''
}

function appendUnique(list: GameCard[], more: GameCard[]): GameCard[] {
  const seen = new Set(list.map((g) => g.id))
  return [...list, ...more.filter((g) => !seen.has(g.id))]
}

/**
 * The games of one list: reset whenever the list changes (seeds: a tab change resets), first page from
 * `initial` when the screen already carried it, then appended page by page with `loadMore`. `initial` is
 * read only when the list changes, so a new object with the same content each render is fine.
 */
export function useGameList(list: GameListRef | undefined, pageSize: number, lang: string, initial?: FirstPage) {
  const key = keyOf(list, pageSize, lang)
  const fresh = useCallback(
    (): ListState => ({ key, games: initial?.games ?? [], page: initial?.page ?? 0, totalPages: initial?.totalPages ?? 0, loading: false, failed: false }),
    [key, initial],
  )
  const [state, setState] = useState(fresh)
  let current = state
  if (state.key !== key) {
    current = fresh()
    setState(current)
  }
  const live = useRef(current)
  useLayoutEffect(() => {
    live.current = state
  }, [state])
  const inFlight = useRef<AbortController | null>(null)
  const listRef = useRef(list)
  useLayoutEffect(() => {
    listRef.current = list
  })

  const request = useCallback(
    (page: number): boolean => {
      const target = listRef.current
      if (!target || inFlight.current !== null) return false
      const controller = new AbortController()
      inFlight.current = controller
      const settle = (update: (prev: ListState) => ListState) => {
        if (controller.signal.aborted) return
        inFlight.current = null
        setState((prev) => (prev.key === key ? update(prev) : prev))
      }
      setState((prev) => (prev.key === key ? { ...prev, loading: true, failed: false } : prev))
      fetchGameList(target, page, pageSize, lang, controller.signal).then(
        (result) =>
          settle((prev) => ({
            ...prev,
            games: page === 1 ? result.items : appendUnique(prev.games, result.items),
            page: result.page,
            totalPages: result.totalPages,
            loading: false,
          })),
        () => settle((prev) => ({ ...prev, loading: false, failed: true })),
      )
      return true
    },
    [key, pageSize, lang],
  )

  useEffect(() => {
    if (list && !initial) request(1)
    return () => {
      inFlight.current?.abort()
      inFlight.current = null
    }
    // `key` stands for `list`: a new object with the same content is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, request])

  const paged = list !== undefined && PAGED_GAME_SOURCES.has(list.source)
  const loadMore = useCallback((): boolean => {
    const s = live.current
    if (!paged || s.loading || s.page >= s.totalPages) return false
    return request(s.page + 1)
  }, [paged, request])

  const result: GameList = {
    games: current.games,
    loading: current.loading || (list !== undefined && !initial && current.page === 0 && !current.failed),
    failed: current.failed,
    hasMore: paged && current.page < current.totalPages,
    loadMore,
  }
  return result
}

/** One list's games as far as they have loaded, and the way to load the next page. */
export type GameList = {
  games: GameCard[]
  loading: boolean
  failed: boolean
  hasMore: boolean
  /** Starts loading the next page; false when there is none, or a load is running. */
  loadMore: () => boolean
}
