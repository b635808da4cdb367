import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { PAGED_LISTS, type ListName } from '../../schemas/api/listNames.ts'
import type { ListItem, ListPageOf, ListQuery } from '../../schemas/api/lists.ts'
import { listUrl } from './dataUrl.ts'
import { GatewayError } from './gatewayError.ts'
import { requestGateway, schemaParser } from './request.ts'

const PAGED: ReadonlySet<ListName> = new Set(PAGED_LISTS)

type Schema<T> = { safeParse: (json: unknown) => { success: true; data: T } | { success: false } }

/** GET /api/data/<name>: one page of a list, checked against the list contract (the schemas load in their own chunk). */
function fetchListPage<N extends ListName>(name: N, query: ListQuery<N>, page: number, signal: AbortSignal): Promise<ListPageOf<N>> {
  // The table's union of page schemas, narrowed to this list's by its name.
  const schema = import('../../schemas/api/lists.ts').then((m) => m.LISTS[name].page as unknown as Schema<ListPageOf<N>>)
  const parser = schemaParser(schema)
  return requestGateway(listUrl(name, query, PAGED.has(name) ? page : undefined), { signal }, parser, 'INVALID_LIST_PAGE')
}

/** A list as far as it has loaded, and the ways to load more of it. */
export type PagedList<N extends ListName> = {
  /** The items of every page on show, each once (an item seen again on a later page keeps its first place). */
  items: ListItem<N>[]
  /** The latest page on show (its total, summary, tab…); undefined until one has come. */
  last: ListPageOf<N> | undefined
  loading: boolean
  error: GatewayError | null
  hasMore: boolean
  /** Starts loading the next page; false when there is none, or a load is running. */
  loadMore: () => boolean
  /** Asks again for the page that failed. */
  retry: () => void
  /** Starts again from page 1; what is on show stays until it has come (the screen's first page included). */
  reload: () => void
}

/** What every page of the contract has: items with ids, and where the list pages, its place in it. */
type AnyPage = { items: readonly { id: string }[]; page?: number; totalPages?: number }

type Loaded = {
  key: string
  /** Pages this list asked for itself, in order; page 1 only when it asked for that too. */
  pages: AnyPage[]
  loading: boolean
  error: GatewayError | null
}

const pageOf = (page: AnyPage): number => page.page ?? 1

function empty(key: string): Loaded {
  return { key, pages: [], loading: false, error: null }
}

/** The pages on show: the screen's first page (its newest copy), then those asked for here; or only those. */
function pagesOnShow(loaded: Loaded, screenPage: AnyPage | undefined): AnyPage[] {
  if (screenPage === undefined) return loaded.pages
  return [screenPage, ...loaded.pages.filter((page) => pageOf(page) > 1)]
}

type Items = AnyPage['items']

/** The items of the pages on show, each once: an item seen again on a later page (the list moved) keeps its first place. */
function uniqueItems(screenItems: Items | undefined, loaded: Loaded): Items[number][] {
  const seen = new Set<string>()
  const lists = screenItems === undefined ? loaded.pages.map((p) => p.items) : [screenItems, ...loaded.pages.filter((p) => pageOf(p) > 1).map((p) => p.items)]
  return lists.flatMap((items) => items.filter((item) => !seen.has(item.id) && seen.add(item.id)))
}

function withPage(loaded: Loaded, result: AnyPage, page: number): Loaded {
  return { ...loaded, pages: page === 1 ? [result] : [...loaded.pages, result], loading: false }
}

const failure = (error: unknown): GatewayError => (error instanceof GatewayError ? error : new GatewayError('network', 0, 'UNKNOWN'))

type Live<N extends ListName> = { key: string; query: ListQuery<N> | null; screenPage: AnyPage | undefined; hasMore: boolean; next: number }
type Setters = { setLoaded: (update: (s: Loaded) => Loaded) => void; setReplaced: (items: Items) => void }

/**
 * Asks for one page at a time: a new request aborts the one it supersedes; an answer for another query is dropped.
 * A page 1 asked for here replaces the screen's first page for good (it is older than what the gateway now says).
 */
function useRequest<N extends ListName>(name: N, live: { current: Live<N> }, { setLoaded, setReplaced }: Setters) {
  const inFlight = useRef<AbortController | null>(null)
  const asked = useRef(1)
  const request = useCallback(
    (page: number) => {
      const { key, query, screenPage } = live.current
      if (query === null) return
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      asked.current = page
      const settle = (update: (s: Loaded) => Loaded) => {
        if (controller.signal.aborted) return
        inFlight.current = null
        setLoaded((s) => (s.key === key ? update(s) : s))
      }
      setLoaded((s) => ({ ...(s.key === key ? s : empty(key)), loading: true, error: null }))
      fetchListPage(name, query, page, controller.signal).then(
        (result) => {
          settle((s) => withPage(s, result, page))
          if (page === 1 && screenPage !== undefined && !controller.signal.aborted) setReplaced(screenPage.items)
        },
        (error: unknown) => settle((s) => ({ ...s, loading: false, error: failure(error) })),
      )
    },
    [name, live, setLoaded, setReplaced],
  )
  const abort = useCallback(() => {
    inFlight.current?.abort()
    inFlight.current = null
  }, [])
  const isBusy = useCallback(() => inFlight.current !== null, [])
  return { request, abort, isBusy, asked }
}

/**
 * The items of list `name` for `query` (null: nothing to ask yet), a page at a time. A new query starts again; its
 * first page is `firstPage` when the screen's block carried it (then nothing is asked; a newer copy of it, after the
 * screen was fetched again, takes its place and the pages loaded since stay), else page 1 from the gateway.
 * A first page is told from a newer copy by its items (the screen answer's own array), so it may be wrapped anew at
 * each render. `paged: false`: the first page is the whole list (a game list of hot games).
 */
export function usePagedList<N extends ListName>(name: N, query: ListQuery<N> | null, firstPage?: ListPageOf<N>, { paged = true } = {}): PagedList<N> {
  const key = query === null ? '' : `${name}|${JSON.stringify(query)}`
  const [state, setLoaded] = useState(() => empty(key))
  const [replaced, setReplaced] = useState<Items>()
  const loaded = state.key === key ? state : empty(key)
  if (state.key !== key) setLoaded(loaded)
  const screenPage: AnyPage | undefined = firstPage?.items === replaced ? undefined : firstPage

  const screenItems = screenPage?.items
  const items = useMemo(() => uniqueItems(screenItems, loaded), [screenItems, loaded])
  const pages = pagesOnShow(loaded, screenPage)
  const last = pages.at(-1)
  const hasMore = paged && PAGED.has(name) && last !== undefined && pageOf(last) < (last.totalPages ?? 0)
  const next = last === undefined ? 1 : pageOf(last) + 1

  const live = useRef<Live<N>>({ key, query, screenPage, hasMore, next })
  useLayoutEffect(() => {
    live.current = { key, query, screenPage, hasMore, next }
  })
  const { request, abort, isBusy, asked } = useRequest(name, live, { setLoaded, setReplaced })
  useEffect(() => {
    if (live.current.query !== null && live.current.screenPage === undefined) request(1)
    return abort
  }, [key, request, abort])

  const loadMore = useCallback((): boolean => {
    if (isBusy() || !live.current.hasMore) return false
    request(live.current.next)
    return true
  }, [isBusy, request])
  const retry = useCallback(() => request(asked.current), [request, asked])
  const reload = useCallback(() => request(1), [request])

  const pending = key !== '' && pages.length === 0 && loaded.error === null
  // The pages are this list's, by its name: the contract's types, which the helpers above do not need to know.
  return {
    items: items as ListItem<N>[],
    last: last as ListPageOf<N> | undefined,
    loading: loaded.loading || pending,
    error: loaded.error,
    hasMore,
    loadMore,
    retry,
    reload,
  }
}
