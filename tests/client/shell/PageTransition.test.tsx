// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../../client/app/router.tsx'
import { jsonResponse, rawScreen } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

function screenFor(path: string) {
  const raw = rawScreen('home-visitor') as Record<string, unknown> & { shell: Record<string, unknown> }
  if (path.startsWith('/m/home')) return raw
  raw.path = path
  raw.screen = 'activity'
  raw.shell.topBanner = null
  raw.shell.header = { visible: true, title: 'Promotions', back: { type: 'back', fallback: '/m/home' } }
  raw.blocks = []
  return raw
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(String(input), 'http://localhost').searchParams.get('path') ?? '/m/home'
      return jsonResponse(screenFor(path))
    }),
  )
})

function touch(type: 'touchstart' | 'touchend', x: number, y: number) {
  const event = new Event(type, { bubbles: true })
  const point = [{ clientX: x, clientY: y }]
  Object.defineProperty(event, 'touches', { value: type === 'touchstart' ? point : [] })
  Object.defineProperty(event, 'changedTouches', { value: point })
  act(() => {
    document.body.dispatchEvent(event)
  })
}

const page = () => document.querySelector('.page')

describe('PageTransition', () => {
  it('fades a page in after a tap, but not after a back swipe from the left edge', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/m/home' })
    fireEvent.click(await screen.findByRole('button', { name: 'Promotions' }))
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy()
    expect(page()?.className).toContain('page--fade')
    expect((page() as HTMLElement).style.animationDuration).toBe('300ms')

    touch('touchstart', 6, 400)
    touch('touchend', 140, 410)
    await vi.waitFor(() => expect(view.currentPath()).toBe('/m/home'))
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(page()?.className).not.toContain('page--fade')
  })

  it('ignores a swipe shorter than backSwipePx or away from the edge', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/m/activity' })
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy()
    touch('touchstart', 6, 400)
    touch('touchend', 90, 400)
    touch('touchstart', 120, 400)
    touch('touchend', 360, 400)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(view.currentPath()).toBe('/m/activity')
  })
})
