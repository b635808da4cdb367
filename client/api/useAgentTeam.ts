import { useCallback, useEffect, useRef, useState } from 'react'
import type { AgentTeamQuery } from '../../schemas/api/agent.ts'
import type { AgentTeamPage, DownlineItem } from '../../schemas/blocks/agentTeam.ts'
import { requestGateway, schemaParser } from './request.ts'

export type TeamFilter = { scope: AgentTeamQuery['scope']; account: string }

function urlOf(filter: TeamFilter, page: number, pageSize: number, lang: string): string {
  const query = new URLSearchParams({ scope: filter.scope, page: String(page), pageSize: String(pageSize), lang })
  if (filter.account) query.set('account', filter.account)
  return `/api/data/agentTeam?${query.toString()}`
}

function fetchTeam(filter: TeamFilter, page: number, pageSize: number, lang: string, signal: AbortSignal): Promise<AgentTeamPage> {
  const parser = schemaParser(import('../../schemas/blocks/agentTeam.ts').then((m) => m.AgentTeamPageSchema))
  return requestGateway(urlOf(filter, page, pageSize, lang), { signal }, parser, 'INVALID_AGENT_TEAM_PAGE')
}

type State = { key: string; items: DownlineItem[]; page: number; totalPages: number; total: number; loading: boolean; error: unknown }

const keyOf = (filter: TeamFilter, pageSize: number, lang: string) => `${filter.scope}|${filter.account}|${pageSize}|${lang}`
const isFirstFilter = (filter: TeamFilter) => filter.scope === 'direct' && filter.account === ''

/**
 * The agent's downlines for a scope and account search, page by page. The screen's own first page of direct
 * downlines is shown as it came; a new filter, a reload or a screen without that page asks the gateway.
 */
export function useAgentTeam(filter: TeamFilter, pageSize: number, lang: string, first: AgentTeamPage | null) {
  const key = keyOf(filter, pageSize, lang)
  const [state, setState] = useState<State>(() =>
    first && isFirstFilter(filter)
      ? { key, items: first.items, page: first.page, totalPages: first.totalPages, total: first.total, loading: false, error: null }
      : { key: '', items: [], page: 0, totalPages: 0, total: 0, loading: true, error: null },
  )
  const controller = useRef<AbortController | null>(null)
  const latest = useRef({ filter, pageSize, lang, key })
  useEffect(() => {
    latest.current = { filter, pageSize, lang, key }
  })

  const load = useCallback((page: number) => {
    const { filter: f, pageSize: size, lang: l, key: k } = latest.current
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState((s) => ({ ...(s.key === k ? s : { key: k, items: [], page: 0, totalPages: 0, total: 0 }), loading: true, error: null }))
    fetchTeam(f, page, size, l, abort.signal).then(
      (result) =>
        setState((s) => ({
          key: k,
          items: page === 1 || s.key !== k ? result.items : [...s.items, ...result.items],
          page: result.page,
          totalPages: result.totalPages,
          total: result.total,
          loading: false,
          error: null,
        })),
      (error: unknown) => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, key: k, loading: false, error }))
      },
    )
  }, [])

  useEffect(() => {
    // The first page the screen brought needs no second trip.
    if (state.key !== key) load(1)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new filter starts again
  }, [key, load])
  useEffect(() => () => controller.current?.abort(), [])

  // The screen drawn again (after an action's refresh) brings a newer first page: the unfiltered list follows it.
  const shown = useRef(first)
  useEffect(() => {
    if (first === shown.current) return
    shown.current = first
    const { filter: f, key: k } = latest.current
    if (!first || !isFirstFilter(f)) return
    controller.current?.abort()
    setState({ key: k, items: first.items, page: first.page, totalPages: first.totalPages, total: first.total, loading: false, error: null })
  }, [first])

  /** Redraws one row in place (its rebates after they were set). */
  const patch = useCallback((id: string, change: Partial<DownlineItem>) => {
    setState((s) => ({ ...s, items: s.items.map((item) => (item.id === id ? { ...item, ...change } : item)) }))
  }, [])

  const current = state.key === key ? state : { ...state, items: [], page: 0, totalPages: 0, total: 0, loading: true, error: null }
  return {
    ...current,
    hasMore: current.page < current.totalPages,
    loadMore: () => load(current.page + 1),
    retry: () => load(current.items.length > 0 ? current.page + 1 : 1),
    reload: () => load(1),
    patch,
  }
}
