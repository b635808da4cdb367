import { create } from 'qrcode'
import { useMemo } from 'react'
import './QrCode.css'

type Props = {
  /** What the code encodes (a link). */
  value: string
  /** Width and height in CSS pixels. */
  size?: number
  /** What it is, for screen readers. */
  label: string
}

/** Four modules of light margin all round, as readers expect (ISO/IEC 18004 quiet zone). */
const QUIET = 4

/** The modules as one SVG path: one square per dark module, so the code draws crisp at any size. */
function pathOf(value: string): { d: string; extent: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  let d = ''
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col]) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`
    }
  }
  return { d, extent: modules.size + 2 * QUIET }
}

/**
 * A QR code drawn on the page (encoded by the `qrcode` library, drawn as SVG: no canvas, no data URL, nothing the
 * CSP has to allow). Reused wherever a link is shared: invitations, agents' affiliate links.
 */
export function QrCode({ value, size = 176, label }: Props) {
  const { d, extent } = useMemo(() => pathOf(value), [value])
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  )
}
