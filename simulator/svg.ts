import { hashString } from './prng.ts'

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** Two gradient stops derived from `key`, the same on every run. */
function colorsFor(key: string): [string, string] {
  const hash = hashString(key)
  const hue = hash % 360
  return [hslToHex(hue, 0.72, 0.56), hslToHex((hue + 40 + ((hash >>> 9) % 60)) % 360, 0.7, 0.3)]
}

function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean)
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)]
  return letters.join('').toUpperCase() || '?'
}

type Text = { x: number; y: number; size: number; text: string; weight?: number; opacity?: number }

function svg(width: number, height: number, key: string, radius: number, texts: Text[]): string {
  const [from, to] = colorsFor(key)
  const body = texts
    .map(
      (t) =>
        `<text x="${t.x}" y="${t.y}" font-family="Arial, Helvetica, sans-serif" font-size="${t.size}" font-weight="${t.weight ?? 400}"` +
        ` fill="#ffffff" fill-opacity="${t.opacity ?? 1}" text-anchor="middle" dominant-baseline="middle">${escapeXml(t.text)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#g)"/>${body}</svg>`
  )
}

export function gameIconSvg(vendor: string, gameCode: string, gameName: string): string {
  return svg(300, 300, `${vendor}/${gameCode}`, 36, [
    { x: 150, y: 140, size: 120, weight: 700, text: initials(gameName) },
    { x: 150, y: 262, size: 30, opacity: 0.85, text: vendor },
  ])
}

export function vendorLogoSvg(vendor: string, label: string): string {
  return svg(240, 120, vendor, 20, [
    { x: 120, y: 52, size: vendor.length > 6 ? 26 : 44, weight: 700, text: vendor },
    { x: 120, y: 96, size: 18, opacity: 0.85, text: label },
  ])
}

export function bannerSvg(id: number, title: string): string {
  return svg(750, 300, `banner/${id}`, 0, [
    { x: 375, y: 140, size: 48, weight: 700, text: title },
    { x: 375, y: 210, size: 22, opacity: 0.8, text: 'Sim88 · simulated banner' },
  ])
}

export function avatarSvg(id: number, name: string): string {
  return svg(200, 200, `model/${id}`, 100, [{ x: 100, y: 104, size: 72, weight: 700, text: initials(name) }])
}

export function placeholderSvg(label: string): string {
  return svg(300, 300, 'placeholder', 36, [{ x: 150, y: 150, size: 54, weight: 700, text: label }])
}
