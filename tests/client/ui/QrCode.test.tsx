// @vitest-environment jsdom
import { render } from '@testing-library/react'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from '../../../client/ui/QrCode.tsx'

/** Paints the drawn modules into an RGBA image (4 px a module) and reads it back, as a phone camera would. */
function decode(svg: SVGSVGElement): string | undefined {
  const extent = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const scale = 4
  const size = extent * scale
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255)
  for (const [, x, y] of (svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * size + Number(x) * scale + dx) * 4
        pixels.fill(0, at, at + 3)
      }
    }
  }
  return jsQR(pixels, size, size)?.data
}

describe('QrCode', () => {
  it('draws a code that reads back as the link, named for screen readers', () => {
    const link = 'https://site.example/m/register?affiliateCode=LEE8821'
    const { getByRole } = render(<QrCode value={link} label="QR code of your invitation link" />)
    const svg = getByRole('img', { name: 'QR code of your invitation link' }) as unknown as SVGSVGElement
    expect(decode(svg)).toBe(link)
  })

  it('draws a new code when the link changes', () => {
    const { container, rerender } = render(<QrCode value="https://a.example/1" label="QR" />)
    const first = container.querySelector('path')?.getAttribute('d')
    rerender(<QrCode value="https://a.example/2" label="QR" />)
    expect(container.querySelector('path')?.getAttribute('d')).not.toBe(first)
    expect(decode(container.querySelector('svg') as SVGSVGElement)).toBe('https://a.example/2')
  })
})
