// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Icon } from '../../../client/ui/Icon.tsx'
import { LazyImage } from '../../../client/ui/LazyImage.tsx'
import '../helpers/renderWithProviders.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('LazyImage', () => {
  it('swaps a broken image for the default picture, in a reserved box', () => {
    render(<LazyImage src="/media/broken.png" alt="Fortune Dragon" fallback="game" aspectRatio={1} />)
    const img = screen.getByRole('img', { name: 'Fortune Dragon' })
    expect(img.getAttribute('src')).toBe('/media/broken.png')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect((img.parentElement as HTMLElement).style.aspectRatio).toMatch(/^1/)
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'Fortune Dragon' }).getAttribute('src')).toBe('/img/default-game.svg')
  })

  it('shows a placeholder until the picture (or its default) has loaded', () => {
    const { container } = render(<LazyImage src="/media/slow.png" alt="Dragon" fallback="game" aspectRatio={1} />)
    expect(container.querySelector('.lazy-img__placeholder')).not.toBeNull()
    fireEvent.error(screen.getByRole('img', { name: 'Dragon' }))
    expect(container.querySelector('.lazy-img__placeholder')).not.toBeNull()
    fireEvent.load(screen.getByRole('img', { name: 'Dragon' }))
    expect(container.querySelector('.lazy-img__placeholder')).toBeNull()
    expect(container.querySelector('.lazy-img.is-loaded')).not.toBeNull()
  })

  it('waits until the image comes within 100 px of the viewport', () => {
    const observe = vi.fn()
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined
    const options: IntersectionObserverInit[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void, init: IntersectionObserverInit) {
          notify = callback
          options.push(init)
        }
        observe = observe
        disconnect = vi.fn()
      },
    )
    const { container } = render(<LazyImage src="/media/banner.jpg" alt="Welcome" fallback="banner" aspectRatio={2.5} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(options[0]?.rootMargin).toBe('100px')
    // Far from view nothing is loading, so the placeholder holds still (no repaint every frame).
    expect(container.querySelector('.lazy-img__placeholder.is-idle')).not.toBeNull()
    act(() => notify([{ isIntersecting: true }]))
    expect(screen.getByRole('img', { name: 'Welcome' }).getAttribute('src')).toBe('/media/banner.jpg')
    expect(container.querySelector('.lazy-img__placeholder:not(.is-idle)')).not.toBeNull()
  })
})

describe('Icon', () => {
  it('draws a neutral dot for a name it does not know', () => {
    const { container } = render(<Icon name="rocket" />)
    expect(container.querySelector('circle')).not.toBeNull()
    expect(container.querySelector('path')).toBeNull()
  })
})
