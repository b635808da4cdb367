// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import BannerCarouselBlock from '../../../client/blocks/BannerCarouselBlock.tsx'
import type { BlockProps } from '../../../client/blocks/types.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'
import { setPageHidden, stubObserver } from '../helpers/viewport.ts'

const props: BlockProps<'bannerCarousel'>['props'] = {
  slides: [
    { id: '1', image: '/media/a.jpg', alt: 'Welcome bonus', action: { type: 'navigate', to: '/m/activity' } },
    { id: '2', image: '/media/b.jpg', alt: '', action: { type: 'navigate', to: '/m/activity' } },
    { id: '3', image: '/media/c.jpg', alt: 'Weekend reload' },
  ],
  autoplayMs: 3000,
  loop: false,
  aspectRatio: 2.5,
}

afterEach(() => setPageHidden(null))

/** The slide on show, as its pagination dot tells. */
const shownSlide = () =>
  [...document.querySelectorAll('.swiper-pagination-bullet')].findIndex((dot) => dot.classList.contains('swiper-pagination-bullet-active'))
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

// jsdom lays nothing out: Swiper, seeing a zero-wide carousel, would lock itself. A phone's width it is.
const widths = ['clientWidth', 'offsetWidth'] as const
beforeAll(() => {
  for (const key of widths) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 390 })
})
afterAll(() => {
  for (const key of widths) Reflect.deleteProperty(HTMLElement.prototype, key)
})

describe('BannerCarouselBlock', () => {
  it('names every slide button, from its picture text or its place, before any picture has loaded', () => {
    stubObserver()
    renderWithProviders(<BannerCarouselBlock id="banner" props={props} status="ok" />)
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Welcome bonus', 'Banner 2 of 3'])
  })

  it('moves on only while it is in view and the page is shown, and goes on when it is back', () => {
    vi.useFakeTimers()
    const inView = stubObserver()
    renderWithProviders(<BannerCarouselBlock id="banner" props={props} status="ok" />)
    expect(shownSlide()).toBe(0)
    wait(3000)
    expect(shownSlide()).toBe(1)

    inView('.block--banner', false)
    wait(10_000)
    expect(shownSlide()).toBe(1)
    inView('.block--banner', true)
    wait(3000)
    expect(shownSlide()).toBe(2)

    setPageHidden(true)
    wait(10_000)
    expect(shownSlide()).toBe(2)
    setPageHidden(false)
    // Without loop, the last slide is followed by the first.
    wait(3000)
    expect(shownSlide()).toBe(0)
  })

  it('sets no timer at all while it is out of view', () => {
    vi.useFakeTimers()
    const inView = stubObserver()
    renderWithProviders(<BannerCarouselBlock id="banner" props={props} status="ok" />)
    inView('.block--banner', false)
    expect(vi.getTimerCount()).toBe(0)
  })
})
