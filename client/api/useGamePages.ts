import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { GameCard, GameTab } from '../../schemas/blocks/gameBlock.ts'
import { fetchGames } from './fetchGames.ts'

export type GameTabSource = Pick<GameTab, 'id' | 'gameType' | 'games' | 'page' | 'totalPages'>

type PagesState = {
  source: GameTabSource
  games: GameCard[]
  page: number
  totalPages: number
  loading: boolean
}

function fromTab(tab: GameTabSource): PagesState {
  return { source: tab, games: tab.games, page: tab.page, totalPages: tab.totalPages, loading: false }
}

function appendUnique(list: GameCard[], more: GameCard[]): GameCard[] {
  const seen = new Set(list.map((g) => g.id))
  return [...list, ...more.filter((g) => !seen.has(g.id))]
}

/**
 * The games of one tab, paged from GET /api/data/games. The list resets whenever `tab` changes; a tab
 * sent without games but with a gameType loads its first page itself.
 */
export function useGamePages(tab: GameTabSource, pageSize: number, lang: string) {
  const [state, setState] = useState(() => fromTab(tab))
  let current = state
  if (state.source !== tab) {
    current = fromTab(tab)
    setState(current)
  }

  const live = useRef(current)
  const inFlight = useRef<AbortController | null>(null)
  useLayoutEffect(() => {
    live.current = state
  }, [state])

  const request = useCallback(
    (page: number): boolean => {
      const { source } = live.current
      if (inFlight.current !== null || source.gameType === undefined) return false
      const controller = new AbortController()
      inFlight.current = controller
      const settle = (update: (prev: PagesState) => PagesState) => {
        if (controller.signal.aborted) return
        inFlight.current = null
        setState((prev) => (prev.source === source ? update(prev) : prev))
      }
      setState((prev) => (prev.source === source ? { ...prev, loading: true } : prev))
      fetchGames({ gameType: source.gameType, page, pageSize, lang }, controller.signal).then(
        (result) =>
          settle((prev) => ({
            ...prev,
            games: page === 1 ? result.items : appendUnique(prev.games, result.items),
            page: result.page,
            totalPages: result.totalPages,
            loading: false,
          })),
        () => settle((prev) => ({ ...prev, loading: false })),
      )
      return true
    },
    [pageSize, lang],
  )

  useEffect(() => {
    if (tab.games.length === 0 && tab.gameType !== undefined) request(1)
    return () => {
      inFlight.current?.abort()
      inFlight.current = null
    }
  }, [tab, request])

  /** Starts loading the next page; false when there is none, or a load is already running. */
  const loadMore = useCallback((): boolean => {
    const s = live.current
    if (s.loading || s.page >= s.totalPages) return false
    return request(s.page + 1)
  }, [request])

  return {
    games: current.games,
    loading: current.loading,
    hasMore: current.page < current.totalPages,
    loadMore,
  }
}
