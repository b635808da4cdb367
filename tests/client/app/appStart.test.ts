// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_PAINT_WAIT_MS, APP_START_CAP_MS, appStartScript, startAppAfterFirstScreen } from '../../../client/app/appStart.ts'
import { APP_SCRIPTS_ID } from '../../../schemas/ssr.ts'

const PICTURE = '/media/TCG_PROD_IMAGES/BANNER/101.png'

/** A server-drawn page as the gateway writes it: the picture's preload in the head, the scripts in the template. */
function page({ preload = true, complete = false } = {}): HTMLImageElement {
  document.head.innerHTML = preload ? `<link rel="preload" as="image" fetchpriority="high" href="${PICTURE}">` : ''
  document.body.innerHTML =
    `<div id="root"><img src="/img/logo.svg" alt=""><img src="${PICTURE}" alt="Welcome"></div>` +
    `<template id="${APP_SCRIPTS_ID}"><link rel="modulepreload" href="/assets/main-1.js"><link rel="modulepreload" href="/assets/Banner-1.js"></template>`
  const picture = document.images[1] as HTMLImageElement
  Object.defineProperty(picture, 'complete', { configurable: true, get: () => complete })
  return picture
}

const started = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

/** One frame drawn, then what the frame's callback scheduled. */
async function nextFrame() {
  await vi.advanceTimersByTimeAsync(17)
  await vi.advanceTimersByTimeAsync(1)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe("the app's scripts start once the first screen is on screen", () => {
  it('waits for the largest picture, then a frame, and starts the scripts once', async () => {
    const picture = page()
    startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
    await nextFrame()
    await vi.advanceTimersByTimeAsync(500)
    expect(started()).toEqual([])
    picture.dispatchEvent(new Event('load'))
    expect(started()).toEqual([])
    await nextFrame()
    expect(started()).toEqual(['/assets/main-1.js', '/assets/Banner-1.js'])
    // The cap passing later starts nothing more.
    await vi.advanceTimersByTimeAsync(APP_START_CAP_MS)
    expect(started()).toHaveLength(2)
  })

  it('starts them when the picture fails as when it arrives', async () => {
    const picture = page()
    startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
    picture.dispatchEvent(new Event('error'))
    await nextFrame()
    expect(started()).toHaveLength(2)
  })

  it('does not wait longer than the cap for a picture that never settles', async () => {
    page()
    startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
    await vi.advanceTimersByTimeAsync(APP_START_CAP_MS - 1)
    expect(started()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(started()).toHaveLength(2)
  })

  it('starts after the next frame when the picture is already in, or when the page has none', async () => {
    page({ complete: true })
    startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
    expect(started()).toEqual([])
    await nextFrame()
    expect(started()).toHaveLength(2)

    page({ preload: false })
    startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
    await nextFrame()
    expect(started()).toHaveLength(2)
  })

  it('runs as the page runs it: the inline text alone, with nothing from this module in reach', async () => {
    const picture = page()
    window.eval(appStartScript())
    await nextFrame()
    expect(started()).toEqual([])
    picture.dispatchEvent(new Event('load'))
    await nextFrame()
    expect(started()).toEqual(['/assets/main-1.js', '/assets/Banner-1.js'])
  })

  describe('where the browser reports the largest paint', () => {
    /** A browser's PerformanceObserver for `largest-contentful-paint`: `paint(element)` reports one entry. */
    function paintObserver() {
      const observers = new Map<PerformanceObserver, PerformanceObserverCallback>()
      const types: string[] = []
      class FakeObserver {
        static supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint']
        readonly callback: PerformanceObserverCallback
        constructor(callback: PerformanceObserverCallback) {
          this.callback = callback
        }
        observe(options: PerformanceObserverInit) {
          expect(options).toMatchObject({ buffered: true })
          types.push(String(options.type))
          observers.set(this as unknown as PerformanceObserver, this.callback)
        }
        disconnect() {
          observers.delete(this as unknown as PerformanceObserver)
        }
      }
      vi.stubGlobal('PerformanceObserver', FakeObserver)
      return {
        paint(element: Element) {
          const list = { getEntries: () => [{ entryType: 'largest-contentful-paint', element }] } as unknown as PerformanceObserverEntryList
          for (const [self, callback] of [...observers]) callback(list, self)
        },
        get watching() {
          return observers.size
        },
        types,
      }
    }

    it("waits past the picture's frame until the browser says the picture was painted", async () => {
      const lcp = paintObserver()
      const picture = page()
      startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
      picture.dispatchEvent(new Event('load'))
      // Element Timing (any size) and the largest paint: either may name the picture first.
      expect(lcp.types).toEqual(['element', 'largest-contentful-paint'])
      await nextFrame()
      expect(started()).toEqual([])
      // A paint of something else (the logo) is not the picture's.
      lcp.paint(document.images[0] as HTMLImageElement)
      await nextFrame()
      expect(started()).toEqual([])
      lcp.paint(picture)
      expect(started()).toEqual([])
      await vi.advanceTimersByTimeAsync(0)
      expect(started()).toEqual(['/assets/main-1.js', '/assets/Banner-1.js'])
      expect(lcp.watching).toBe(0)
    })

    it('starts a frame after the wait when no paint names the picture, and reads a paint already made', async () => {
      const lcp = paintObserver()
      const picture = page()
      startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
      picture.dispatchEvent(new Event('load'))
      await vi.advanceTimersByTimeAsync(APP_PAINT_WAIT_MS - 1)
      expect(started()).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(lcp.watching).toBe(0)
      await nextFrame()
      expect(started()).toHaveLength(2)

      const cached = page({ complete: true })
      startAppAfterFirstScreen(document, APP_SCRIPTS_ID, APP_START_CAP_MS, APP_PAINT_WAIT_MS)
      expect(lcp.watching).toBe(1)
      lcp.paint(cached)
      await vi.advanceTimersByTimeAsync(0)
      expect(started()).toHaveLength(2)
    })
  })
})
