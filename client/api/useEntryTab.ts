import { useCallback, useEffect, useRef, useState } from 'react'
import type { EntryCard, EntryPage, EntrySource } from '../../schemas/blocks/entryList.ts'
import { requestGateway, schemaParser } from './request.ts'

/** GET /api/data/<source>?tab=: one tab of an entry list, drawn for the viewer by the gateway. */
function fetchEntryTab(source: EntrySource, tab: string, lang: string, signal: AbortSignal): Promise<EntryPage> {
  const parser = schemaParser(import('../../schemas/blocks/entryList.ts').then((m) => m.EntryPageSchema))
  const query = new URLSearchParams({ tab, lang })
  return requestGateway(`/api/data/${source}?${query.toString()}`, { signal }, parser, 'INVALID_ENTRY_PAGE')
}

type TabState = { key: string; tab: string; items: EntryCard[]; loading: boolean; failed: boolean }

/**
 * The tab on show of an entry list: the screen's own tab from its props (kept in step when the screen is fetched
 * again, e.g. after a claim), another tab from the list route when the player picks it.
 */
export function useEntryTab(source: EntrySource, initialTab: string, initialItems: EntryCard[], lang: string) {
  const key = `${source}|${initialTab}|${lang}`
  const fresh = useCallback((): TabState => ({ key, tab: initialTab, items: initialItems, loading: false, failed: false }), [key, initialTab, initialItems])
  const [state, setState] = useState(fresh)
  let current = state
  if (state.key !== key || (state.tab === initialTab && state.items !== initialItems && !state.loading)) {
    current = fresh()
    setState(current)
  }
  const inFlight = useRef<AbortController | null>(null)
  useEffect(() => () => inFlight.current?.abort(), [])

  const select = useCallback(
    (tab: string) => {
      inFlight.current?.abort()
      if (tab === initialTab) {
        setState(fresh())
        return
      }
      const controller = new AbortController()
      inFlight.current = controller
      setState((s) => ({ ...s, tab, loading: true, failed: false }))
      fetchEntryTab(source, tab, lang, controller.signal).then(
        (page) => setState((s) => (s.tab === tab ? { ...s, items: page.items, loading: false } : s)),
        () => {
          if (!controller.signal.aborted) setState((s) => (s.tab === tab ? { ...s, items: [], loading: false, failed: true } : s))
        },
      )
    },
    [source, lang, initialTab, fresh],
  )
  return { ...current, select }
}
