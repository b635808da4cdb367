// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import NoticeTickerBlock from '../../../client/blocks/NoticeTickerBlock.tsx'
import type { NoticeTickerResolved } from '../../../schemas/blocks/noticeTicker.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'
import { setPageHidden, stubObserver } from '../helpers/viewport.ts'

afterEach(() => setPageHidden(null))

const props: NoticeTickerResolved = {
  items: [
    { id: 'a', text: 'Weekend reload bonus' },
    { id: 'b', text: 'Fish games maintenance on Sunday' },
  ],
  emptyText: 'No announcements',
  action: { type: 'navigate', to: '/m/notice' },
  speedPxPerSecond: 60,
}

describe('NoticeTickerBlock', () => {
  it('scrolls the texts of its items and runs its action on tap', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<NoticeTickerBlock id="ticker" props={props} status="ok" />, { onAction })
    const track = screen.getByText(/Weekend reload bonus/)
    expect(track.textContent).toContain('Fish games maintenance on Sunday')
    expect(track.style.animationDuration).toMatch(/^\d+(\.\d+)?s$/)
    fireEvent.click(screen.getByRole('button'))
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/notice' })
  })

  it('shows emptyText when there are no items', () => {
    renderWithProviders(<NoticeTickerBlock id="ticker" props={{ ...props, items: [] }} status="ok" />, { onAction: vi.fn(async () => undefined) })
    expect(screen.getByText('No announcements')).toBeTruthy()
  })

  it('shows emptyText, greyed, when its data is degraded', () => {
    renderWithProviders(<NoticeTickerBlock id="ticker" props={props} status="degraded" />, { onAction: vi.fn(async () => undefined) })
    expect(screen.getByText('No announcements')).toBeTruthy()
    expect(screen.queryByText(/Weekend reload bonus/)).toBeNull()
    expect(screen.getByRole('button').parentElement?.className).toContain('is-degraded')
  })

  it('opens the download pop-up from both end icons, and leaves out an icon the phone rules out', () => {
    const onAction = vi.fn(async () => undefined)
    const open = { type: 'openPopup', id: 'downloadPopup' } as const
    const icons = {
      left: { id: 'tickerApp', label: 'Download app', icon: 'speaker', action: open },
      right: { id: 'tickerDownload', label: 'Download app', icon: 'download', action: open, clientWhen: { op: 'client', fact: 'standalone' } },
    } as const
    renderWithProviders(<NoticeTickerBlock id="ticker" props={{ ...props, icons }} status="ok" />, { onAction })
    const buttons = screen.getAllByRole('button', { name: 'Download app' })
    // jsdom is no installed web app: the right icon, shown only there, is left out.
    expect(buttons).toHaveLength(1)
    fireEvent.click(buttons[0] as HTMLElement)
    expect(onAction).toHaveBeenCalledWith(open)
    fireEvent.click(screen.getByText(/Weekend reload bonus/))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/notice' })
  })

  it('holds the marquee still while it is scrolled away or the page is hidden, and runs it again after', () => {
    const inView = stubObserver()
    const { container } = renderWithProviders(<NoticeTickerBlock id="ticker" props={props} status="ok" />, { onAction: vi.fn(async () => undefined) })
    const ticker = () => container.querySelector('.ticker')
    expect(ticker()?.classList.contains('is-paused')).toBe(false)
    inView('.ticker__viewport', false)
    expect(ticker()?.classList.contains('is-paused')).toBe(true)
    inView('.ticker__viewport', true)
    expect(ticker()?.classList.contains('is-paused')).toBe(false)
    setPageHidden(true)
    expect(ticker()?.classList.contains('is-paused')).toBe(true)
    setPageHidden(false)
    expect(ticker()?.classList.contains('is-paused')).toBe(false)
  })
})
