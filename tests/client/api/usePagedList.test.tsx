// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePagedList } from '../../../client/api/usePagedList.ts'
import type { ListPageOf, ListQuery } from '../../../schemas/api/lists.ts'
import type { GameCard } from '../../../schemas/blocks/gameBlock.ts'
import { jsonResponse } from '../helpers/fixtures.ts'

const card = (id: string): GameCard => ({
  id,
  name: `Game ${id}`,
  vendor: 'PG',
  vendorLabel: 'PG',
  image: `/media/${id}.png`,
  action: { type: 'navigate', to: `/m/game?id=${id}` },
})
const games = (page: number, totalPages: number, ids: string[]): ListPageOf<'gameList'> => ({ items: ids.map(card), page, totalPages })
const SLOTS: ListQuery<'gameList'> = { source: 'type', gameType: 'RNG', pageSize: 2, lang: 'EN' }
const LIVE: ListQuery<'gameList'> = { ...SLOTS, gameType: 'LIVE' }

/** A request the test answers when it chooses; aborted, it fails as fetch does. */
type Asked = { url: string; signal: AbortSignal | null | undefined; answer: (response: Response) => Promise<void> }
let asked: Asked[]

beforeEach(() => {
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      (input, init) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          asked.push({ url: String(input), signal: init?.signal, answer: (response) => act(async () => resolve(response)) })
        }),
    ),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const ids = (list: { items: { id: string }[] }) => list.items.map((item) => item.id)
const lastAsked = () => asked.at(-1) as Asked

describe('usePagedList', () => {
  it('asks for page 1 of a list the screen did not carry, at the address the list contract gives it', async () => {
    const { result } = renderHook(() => usePagedList('gameList', SLOTS))
    expect([result.current.loading, result.current.items]).toEqual([true, []])
    expect(asked.map((a) => a.url)).toEqual(['/api/data/gameList?page=1&source=type&gameType=RNG&pageSize=2&lang=EN'])
    await lastAsked().answer(jsonResponse(games(1, 3, ['a', 'b'])))
    await waitFor(() => expect(ids(result.current)).toEqual(['a', 'b']))
    expect([result.current.loading, result.current.hasMore, result.current.error]).toEqual([false, true, null])
  })

  it("starts from the screen's first page without asking, and appends later pages without the items already shown", async () => {
    const first = games(1, 3, ['a', 'b'])
    const { result } = renderHook(() => usePagedList('gameList', SLOTS, first))
    expect([ids(result.current), asked.length]).toEqual([['a', 'b'], 0])
    act(() => expect(result.current.loadMore()).toBe(true))
    expect(result.current.loadMore()).toBe(false)
    expect(asked.map((a) => new URL(a.url, 'http://site.test').searchParams.get('page'))).toEqual(['2'])
    await lastAsked().answer(jsonResponse(games(2, 3, ['b', 'c'])))
    await waitFor(() => expect(ids(result.current)).toEqual(['a', 'b', 'c']))
    act(() => expect(result.current.loadMore()).toBe(true))
    await lastAsked().answer(jsonResponse(games(3, 3, ['d'])))
    await waitFor(() => expect(ids(result.current)).toEqual(['a', 'b', 'c', 'd']))
    expect([result.current.hasMore, result.current.loadMore(), asked.length]).toEqual([false, false, 2])
  })

  it('aborts the request a new query supersedes and never shows its late answer; leaving aborts what is asked', async () => {
    const { result, rerender, unmount } = renderHook(({ query }) => usePagedList('gameList', query), { initialProps: { query: SLOTS } })
    const slots = lastAsked()
    rerender({ query: LIVE })
    expect(slots.signal?.aborted).toBe(true)
    await slots.answer(jsonResponse(games(1, 1, ['slot'])))
    await lastAsked().answer(jsonResponse(games(1, 2, ['live'])))
    await waitFor(() => expect(ids(result.current)).toEqual(['live']))
    act(() => void result.current.loadMore())
    const more = lastAsked()
    act(() => result.current.reload())
    expect(more.signal?.aborted).toBe(true)
    await more.answer(jsonResponse(games(2, 2, ['late'])))
    expect(ids(result.current)).toEqual(['live'])
    unmount()
    expect(lastAsked().signal?.aborted).toBe(true)
  })

  it('keeps what it shows when a page fails, says why, and asks for that page again on retry', async () => {
    const { result } = renderHook(() => usePagedList('gameList', SLOTS, games(1, 3, ['a', 'b'])))
    act(() => void result.current.loadMore())
    await lastAsked().answer(jsonResponse({ error: { code: 'GW_UPSTREAM_UNAVAILABLE', message: 'down' } }, 502))
    await waitFor(() => expect(result.current.error?.code).toBe('GW_UPSTREAM_UNAVAILABLE'))
    expect([ids(result.current), result.current.loading]).toEqual([['a', 'b'], false])
    act(() => result.current.retry())
    await lastAsked().answer(jsonResponse({ items: 'not a page' }))
    await waitFor(() => expect(result.current.error?.code).toBe('INVALID_LIST_PAGE'))
    act(() => result.current.retry())
    expect(asked.map((a) => new URL(a.url, 'http://site.test').searchParams.get('page'))).toEqual(['2', '2', '2'])
    await lastAsked().answer(jsonResponse(games(2, 3, ['c'])))
    await waitFor(() => expect(ids(result.current)).toEqual(['a', 'b', 'c']))
    expect(result.current.error).toBeNull()
  })

  it("reloads over the screen's first page for good; a newer first page from the screen takes its place again", async () => {
    const first = games(1, 1, ['a'])
    const { result, rerender } = renderHook(({ page }) => usePagedList('gameList', SLOTS, page), { initialProps: { page: first } })
    act(() => result.current.reload())
    expect(ids(result.current)).toEqual(['a'])
    await lastAsked().answer(jsonResponse(games(1, 1, ['x'])))
    await waitFor(() => expect(ids(result.current)).toEqual(['x']))
    // The same page wrapped anew is still the old one; a new answer of the screen is newer.
    rerender({ page: { ...first } })
    expect(ids(result.current)).toEqual(['x'])
    rerender({ page: games(1, 1, ['n']) })
    expect(ids(result.current)).toEqual(['n'])
  })

  it('keeps the pages loaded after the first when the screen brings a newer first page', async () => {
    const { result, rerender } = renderHook(({ page }) => usePagedList('gameList', SLOTS, page), { initialProps: { page: games(1, 3, ['a', 'b']) } })
    act(() => void result.current.loadMore())
    await lastAsked().answer(jsonResponse(games(2, 3, ['c', 'd'])))
    await waitFor(() => expect(ids(result.current)).toEqual(['a', 'b', 'c', 'd']))
    rerender({ page: games(1, 3, ['new', 'a']) })
    expect(ids(result.current)).toEqual(['new', 'a', 'c', 'd'])
    expect(result.current.loadMore()).toBe(true)
    expect(new URL(lastAsked().url, 'http://site.test').searchParams.get('page')).toBe('3')
  })

  it('sends no page for a list that answers whole, asks nothing without a query, and loads no more of a one-page list', async () => {
    const { result } = renderHook(() => usePagedList('lotteryOrder', { orderId: 'O1', lang: 'EN' }))
    expect(lastAsked().url).toBe('/api/data/lotteryOrder?orderId=O1&lang=EN')
    await lastAsked().answer(jsonResponse({ orderId: 'O1', items: [{ id: 'b1', title: 'Bet', subtitle: 'x', amount: '1', tone: 'out', cancelable: true }] }))
    await waitFor(() => expect(result.current.last).toMatchObject({ orderId: 'O1' }))
    expect(result.current.hasMore).toBe(false)
    const idle = renderHook(() => usePagedList('records', null))
    expect([idle.result.current.loading, asked.length]).toEqual([false, 1])
    const hot = renderHook(() => usePagedList('gameList', { source: 'hot', pageSize: 2, lang: 'EN' }, games(1, 5, ['h']), { paged: false }))
    expect([hot.result.current.hasMore, hot.result.current.loadMore(), asked.length]).toEqual([false, false, 1])
  })

  it('asks again by itself for a page the site refused as busy, after its Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { result } = renderHook(() => usePagedList('gameList', SLOTS))
    const busy = new Response(JSON.stringify({ error: { code: 'GW_OVERLOADED', message: 'busy' } }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
    })
    await lastAsked().answer(busy)
    await act(async () => vi.advanceTimersByTimeAsync(1600))
    expect(asked).toHaveLength(2)
    await lastAsked().answer(jsonResponse(games(1, 1, ['a'])))
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect([ids(result.current), result.current.error]).toEqual([['a'], null])
  })
})
