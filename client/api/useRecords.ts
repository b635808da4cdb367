import { useCallback, useEffect, useRef, useState } from 'react'
import type { RecordItem, RecordPage } from '../../schemas/blocks/recordList.ts'
import type { RecordQuery } from '../../schemas/api/records.ts'
import { requestGateway, schemaParser } from './request.ts'

export type RecordFilter = Omit<RecordQuery, 'page' | 'lang' | 'pageSize' | 'tz'>

function urlOf(filter: RecordFilter, page: number, pageSize: number, lang: string): string {
  const query = new URLSearchParams({ kind: filter.kind, from: filter.from, to: filter.to, tz: String(new Date().getTimezoneOffset()), page: String(page), pageSize: String(pageSize), lang })
  if (filter.category) query.set('category', filter.category)
  return `/api/data/records?${query.toString()}`
}

function fetchRecords(filter: RecordFilter, page: number, pageSize: number, lang: string, signal: AbortSignal): Promise<RecordPage> {
  const parser = schemaParser(import('../../schemas/blocks/recordList.ts').then((m) => m.RecordPageSchema))
  return requestGateway(urlOf(filter, page, pageSize, lang), { signal }, parser, 'INVALID_RECORDS_PAGE')
}

type State = { key: string; items: RecordItem[]; page: number; totalPages: number; summary: RecordPage['summary']; loading: boolean; error: unknown }

/** The records for a filter, page by page: a new filter starts again at page 1; no filter yet, nothing is asked. */
export function useRecords(filter: RecordFilter | null, pageSize: number, lang: string) {
  const key = filter ? `${JSON.stringify(filter)}|${pageSize}|${lang}` : ''
  const [state, setState] = useState<State>({ key: '', items: [], page: 0, totalPages: 0, summary: undefined, loading: true, error: null })
  const controller = useRef<AbortController | null>(null)
  const latest = useRef({ filter, pageSize, lang, key })
  useEffect(() => {
    latest.current = { filter, pageSize, lang, key }
  })

  const load = useCallback((page: number) => {
    const { filter: f, pageSize: size, lang: l, key: k } = latest.current
    if (!f) return
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState((s) => ({ ...(s.key === k ? s : { key: k, items: [], page: 0, totalPages: 0, summary: undefined }), loading: true, error: null }))
    fetchRecords(f, page, size, l, abort.signal).then(
      (result) => setState((s) => ({ key: k, items: page === 1 || s.key !== k ? result.items : [...s.items, ...result.items], page: result.page, totalPages: result.totalPages, summary: result.summary, loading: false, error: null })),
      (error: unknown) => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, key: k, loading: false, error }))
      },
    )
  }, [])

  useEffect(() => {
    load(1)
    return () => controller.current?.abort()
  }, [key, load])

  const current = state.key === key ? state : { ...state, items: [], page: 0, totalPages: 0, summary: undefined, loading: true, error: null }
  return { ...current, hasMore: current.page < current.totalPages, loadMore: () => load(current.page + 1) }
}
