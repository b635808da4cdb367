import { useCallback, useEffect, useRef, useState } from 'react'
import type { ArticleEntry, ArticlePage } from '../../schemas/blocks/articleList.ts'
import type { ArticleSource } from '../../schemas/api/content.ts'
import { requestGateway, schemaParser } from './request.ts'

/** GET /api/data/<source>: one page of the announcements or of the member's inbox. */
function fetchArticles(source: ArticleSource, page: number, pageSize: number, lang: string, signal: AbortSignal): Promise<ArticlePage> {
  const parser = schemaParser(import('../../schemas/blocks/articleList.ts').then((m) => m.ArticlePageSchema))
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), lang })
  return requestGateway(`/api/data/${source}?${query.toString()}`, { signal }, parser, 'INVALID_ARTICLE_PAGE')
}

type Loaded = { key: string; items: ArticleEntry[]; page: number; totalPages: number }

/** Later pages replace nothing: an entry seen again (the list moved) keeps its first place. */
function append(list: ArticleEntry[], more: ArticleEntry[]): ArticleEntry[] {
  const seen = new Set(list.map((e) => e.id))
  return [...list, ...more.filter((e) => !seen.has(e.id))]
}

/**
 * The entries of an article list: the first page the screen carried (its newest copy, after a refresh), then the
 * pages `loadMore` fetched. A new language starts again from the screen's page.
 */
export function useArticleList(source: ArticleSource, first: ArticlePage | undefined, pageSize: number, lang: string) {
  const key = `${source}|${lang}`
  const [loaded, setMore] = useState<Loaded>({ key, items: [], page: 0, totalPages: 0 })
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const inFlight = useRef<AbortController | null>(null)
  const more = loaded.key === key ? loaded : { key, items: [], page: 0, totalPages: 0 }

  useEffect(
    () => () => {
      inFlight.current?.abort()
      inFlight.current = null
    },
    [key],
  )

  const page = Math.max(first?.page ?? 0, more.page)
  const totalPages = more.page > 0 ? more.totalPages : (first?.totalPages ?? 0)
  const items = append(first?.items ?? [], more.items)

  const loadMore = useCallback((): boolean => {
    if (inFlight.current !== null || page >= totalPages) return false
    const controller = new AbortController()
    inFlight.current = controller
    setLoading(true)
    setFailed(false)
    fetchArticles(source, page + 1, pageSize, lang, controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return
        inFlight.current = null
        setLoading(false)
        setMore((prev) => ({ key, items: append(prev.key === key ? prev.items : [], next.items), page: next.page, totalPages: next.totalPages }))
      },
      () => {
        if (controller.signal.aborted) return
        inFlight.current = null
        setLoading(false)
        setFailed(true)
      },
    )
    return true
  }, [source, page, totalPages, pageSize, lang, key])

  return { items, loading, failed, hasMore: page < totalPages, loadMore }
}
