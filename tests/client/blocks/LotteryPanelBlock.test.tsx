// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import LotteryPanelBlock from '../../../client/blocks/LotteryPanelBlock.tsx'
import type { Action } from '../../../schemas/actions.ts'
import type { LotteryCard, LotteryPanelResolved } from '../../../schemas/blocks/lotteryPanel.ts'
import type { Language } from '../../../schemas/constants.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0) // a Monday (platform weekday 2)

function card(id: string, over: Partial<LotteryCard> = {}): LotteryCard {
  return {
    id,
    name: `Lottery ${id}`,
    image: '/img/default-game.svg',
    numero: '20261123',
    isSale: true,
    remainTime: 65_000,
    lotteryTime: [NOW + 55_000, NOW + 75_000],
    drawDays: [2],
    action: { type: 'launchGame', game: { nodeId: id, gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN' } },
    ...over,
  }
}

const props: LotteryPanelResolved = {
  categories: [
    {
      id: 'vietnam_central',
      label: 'Central',
      weekdayFilter: true,
      games: [card('hue'), card('dalat', { drawDays: [1], remainTime: 20_000, lotteryTime: null }), card('closed', { isSale: false })],
    },
    { id: 'vietnam_northern', label: 'Northern', weekdayFilter: false, games: [card('hanoi', { drawDays: [1] })] },
  ],
  favouritesOf: 'member0',
  refreshCapMs: 30_000,
  refreshFallbackMs: 7000,
  prizeMode: 'Lott',
  weekdays: [2, 3, 4, 5, 6, 7, 1].map((day) => ({ day, label: `D${day}` })),
  allDaysLabel: 'All',
  emptyText: 'No data',
}

function clockOf(id: string): string {
  return document.querySelector(`[data-game="${id}"] [role="timer"]`)?.textContent ?? ''
}

describe('LotteryPanelBlock', () => {
  it('ticks every 0.5 s, filters by weekday (today first) and asks for a fresh menu after the shortest draw', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] })
    const actions: Action[] = []
    renderWithProviders(<LotteryPanelBlock id="lottery" status="ok" props={props} />, { onAction: async (a) => void actions.push(a) })
    // Monday: only the games drawing on day 2; the one not on sale shows --:--:-- (it draws on Mondays too).
    expect(document.querySelectorAll('[data-game]').length).toBe(2)
    expect(clockOf('hue')).toBe('00:00:55')
    expect(clockOf('closed')).toBe('--:--:--')
    await act(async () => vi.advanceTimersByTime(1000))
    expect(clockOf('hue')).toBe('00:00:54')
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(document.querySelectorAll('[data-game]').length).toBe(3)
    expect(clockOf('dalat')).toBe('00:00:19')
    // The shortest remainTime with a numero is 20 s: one refresh then, not before.
    expect(actions.filter((a) => a.type === 'refresh')).toHaveLength(0)
    await act(async () => vi.advanceTimersByTime(18_500))
    expect(actions.filter((a) => a.type === 'refresh')).toHaveLength(0)
    await act(async () => vi.advanceTimersByTime(600))
    expect(actions.filter((a) => a.type === 'refresh')).toHaveLength(1)
    expect(clockOf('dalat')).toBe('--:--:--')
  })

  it("puts the player's starred games first and launches a game on tap", async () => {
    const actions: Action[] = []
    renderWithProviders(<LotteryPanelBlock id="lottery" status="ok" props={props} />, { onAction: async (a) => void actions.push(a) })
    fireEvent.click(screen.getByRole('tab', { name: 'Northern' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Central' }))
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    const order = () => [...document.querySelectorAll('[data-game]')].map((e) => e.getAttribute('data-game'))
    expect(order()).toEqual(['hue', 'dalat', 'closed'])
    const star = document.querySelector('[data-game="closed"] button[aria-pressed]')
    if (!star) throw new Error('no star')
    fireEvent.click(star)
    expect(order()).toEqual(['closed', 'hue', 'dalat'])
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({ member0: ['closed'] })
    fireEvent.click(screen.getByText('Lottery hue'))
    expect(actions.at(-1)).toEqual(props.categories[0]?.games[0]?.action)
  })

  it.each<[Language, string, string]>([
    ['EN', '5 days 08:59:15', '1 day 00:00:09'],
    ['CN', '5天 08:59:15', '1天 00:00:09'],
    ['TH', '5 วัน 08:59:15', '1 วัน 00:00:09'],
    ['VI', '5 ngày 08:59:15', '1 ngày 00:00:09'],
    ['UR', '5 دن 08:59:15', '1 دن 00:00:09'],
  ])('shows a draw days away in days and hh:mm:ss, in %s', (language, far, tomorrow) => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] })
    const texts = JSON.parse(readFileSync(join(import.meta.dirname, `../../../layouts/i18n/${language.toLowerCase()}.json`), 'utf8')) as Record<string, string>
    const HOUR = 3_600_000
    const games = [
      card('far', { remainTime: 128 * HOUR + 59 * 60_000 + 15_500, lotteryTime: null }),
      card('tomorrow', { remainTime: 24 * HOUR + 9_500, lotteryTime: null }),
      card('soon', { remainTime: 23 * HOUR + 9_500, lotteryTime: null }),
      card('closed', { isSale: false }),
    ]
    const farProps = { ...props, categories: [{ id: 'all', label: 'All', weekdayFilter: false, games }] }
    renderWithProviders(<LotteryPanelBlock id="lottery" status="ok" props={farProps} />, { texts, language })
    expect([clockOf('far'), clockOf('tomorrow'), clockOf('soon'), clockOf('closed')]).toEqual([far, tomorrow, '23:00:09', '--:--:--'])
  })
})
