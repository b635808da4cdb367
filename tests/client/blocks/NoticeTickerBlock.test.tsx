// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { NoticeTickerResolved } from '../../../schemas/blocks/noticeTicker.ts'
import NoticeTickerBlock from '../../../client/blocks/NoticeTickerBlock.tsx'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

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
    expect(screen.getByRole('button').className).toContain('is-degraded')
  })
})
