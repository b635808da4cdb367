// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import GameBlock from '../../../client/blocks/GameBlock.tsx'
import type { GameBlockResolved, GameCard } from '../../../schemas/blocks/gameBlock.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

function card(id: string): GameCard {
  return { id, name: `Game ${id}`, vendor: 'PG', vendorLabel: 'PG', image: `/media/${id}.png`, action: { type: 'navigate', to: `/m/game?id=${id}` } }
}

const props: GameBlockResolved = {
  tabs: [
    { id: 'HOT', label: 'Hot', heading: 'Hot games', list: { source: 'hot' }, games: [card('h1'), card('h2')], page: 1, totalPages: 1 },
    { id: 'SLOTS', label: 'Slots', list: { source: 'type', gameType: 'RNG' }, games: [card('s1'), card('s2')], page: 1, totalPages: 5 },
    { id: 'FISH', label: 'Fish', list: { source: 'type', gameType: 'FISH' }, games: [], page: 0, totalPages: 0 },
  ],
  activeTab: 'HOT',
  pageSize: 2,
  viewAll: { label: 'View all', action: { type: 'navigate', to: '/m/gameList' } },
  loadMoreThresholdPx: 300,
  loadMoreThrottleMs: 1000,
  emptyText: 'No data',
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

function pageOf(url: string) {
  const query = new URL(url, 'http://localhost').searchParams
  return { gameType: query.get('gameType'), page: Number(query.get('page')), pageSize: query.get('pageSize'), lang: query.get('lang') }
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const { gameType, page } = pageOf(String(input))
    if (gameType === 'FISH') return jsonResponse({ items: [], page: 1, totalPages: 0 })
    return jsonResponse({ items: [card(`s${page}a`), card(`s${page}b`)], page, totalPages: 5 })
  })
  vi.stubGlobal('fetch', fetchMock)
})

// jsdom lays nothing out: every element measures 0, so the list's bottom always reads as near.
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('GameBlock', () => {
  it('shows the heading of the HOT tab and runs a card action on tap', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<GameBlock id="games" props={props} status="ok" />, { onAction })
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeTruthy()
    fireEvent.click(screen.getByText('Game h2'))
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/game?id=h2' })
    fireEvent.click(screen.getByText('View all'))
    expect(onAction).toHaveBeenCalledWith(props.viewAll.action)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads page 1 of a tab sent without games, then shows emptyText when it has none', async () => {
    renderWithProviders(<GameBlock id="games" props={props} status="ok" />, { onAction: vi.fn(async () => undefined) })
    fireEvent.click(screen.getByRole('tab', { name: 'Fish' }))
    expect(await screen.findByText('No data')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(pageOf(String(fetchMock.mock.calls[0]?.[0]))).toEqual({ gameType: 'FISH', page: 1, pageSize: '2', lang: 'EN' })
  })

  it('loads more at most once per throttle window, and never while scrolling up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(10_000)
    renderWithProviders(<GameBlock id="games" props={{ ...props, activeTab: 'SLOTS' }} status="ok" />, { onAction: vi.fn(async () => undefined) })
    expect(screen.getByText('Game s1')).toBeTruthy()

    scrollWindowTo(100)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(pageOf(String(fetchMock.mock.calls[0]?.[0])).page).toBe(2)
    expect(await screen.findByText('Game s2a')).toBeTruthy()

    vi.setSystemTime(10_400)
    scrollWindowTo(200)
    vi.setSystemTime(10_999)
    scrollWindowTo(300)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    vi.setSystemTime(11_500)
    scrollWindowTo(250)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    scrollWindowTo(400)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(pageOf(String(fetchMock.mock.calls[1]?.[0])).page).toBe(3)
    expect(await screen.findByText('Game s3b')).toBeTruthy()
    expect(screen.getByText('Game s1')).toBeTruthy()
  })

  it('resets the list on tab change and follows selectTab / loadMore actions', async () => {
    const view = renderWithProviders(<GameBlock id="games" props={props} status="ok" />, { onAction: vi.fn(async () => undefined) })
    act(() => {
      view.dispatchToBlock('games', { type: 'selectTab', block: 'games', tab: 'SLOTS' })
    })
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByText('Game h1')).toBeNull()
    act(() => {
      view.dispatchToBlock('games', { type: 'loadMore', block: 'games' })
    })
    expect(await screen.findByText('Game s2a')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Hot' }))
    expect(screen.getByText('Game h1')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }))
    expect(screen.queryByText('Game s2a')).toBeNull()
  })
})
