// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RichText } from '../../../client/ui/RichText.tsx'
import type { RichNode } from '../../../schemas/richText.ts'
import '../helpers/renderWithProviders.tsx'

const nodes: RichNode[] = [
  { tag: 'h3', children: ['Weekend bonus'] },
  {
    tag: 'p',
    children: [
      'Deposit ',
      { tag: 'b', children: ['100'] },
      { tag: 'br' },
      { tag: 'a', action: { type: 'navigate', to: '/m/activity?id=7' }, children: ['Join now'] },
    ],
  },
  { tag: 'img', src: '/media/TCG_PROD_IMAGES/BANNER/1.svg', alt: 'Bonus banner' },
  '<img src=x onerror=alert(1)>',
]

describe('RichText', () => {
  it('draws the tree as elements, and text that looks like markup as text', () => {
    const { container } = render(<RichText nodes={nodes} onAction={() => undefined} />)
    expect(screen.getByRole('heading', { name: 'Weekend bonus' })).toBeTruthy()
    expect(container.querySelector('b')?.textContent).toBe('100')
    expect(screen.getByRole('img', { name: 'Bonus banner' }).getAttribute('src')).toBe('/media/TCG_PROD_IMAGES/BANNER/1.svg')
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it("runs a link's action instead of following it", () => {
    const onAction = vi.fn()
    render(<RichText nodes={nodes} onAction={onAction} />)
    const link = screen.getByRole('link', { name: 'Join now' })
    expect(link.getAttribute('href')).toBe('/m/activity?id=7')
    fireEvent.click(link)
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/activity?id=7' })
  })
})
