import type { Rng } from '../prng.ts'
import { mix, randomInRange, Raster, type Rgb } from './raster.ts'

export const SLIDER_WIDTH = 300
export const SLIDER_HEIGHT = 150
export const PIECE_SIZE = 50

/** Jigsaw shape inside the 50×50 piece box: a 40×40 body with a knob on top and one on the right. */
function inPiece(px: number, py: number): boolean {
  if (px < 0 || py < 0 || px >= PIECE_SIZE || py >= PIECE_SIZE) return false
  if (px < 40 && py >= 10) return true
  const knob = (cx: number, cy: number) => (px - cx) ** 2 + (py - cy) ** 2 <= 64
  return knob(20, 10) || knob(40, 30)
}

function onEdge(px: number, py: number): boolean {
  return inPiece(px, py) && (!inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1))
}

const WHITE: Rgb = [255, 255, 255]

function paintScene(raster: Raster, rng: Rng): void {
  const sky: Rgb = [randomInRange(rng, 40, 120), randomInRange(rng, 110, 180), randomInRange(rng, 180, 240)]
  const ground: Rgb = [randomInRange(rng, 30, 90), randomInRange(rng, 110, 160), randomInRange(rng, 40, 90)]
  const hills = Array.from({ length: 3 }, () => ({ base: 80 + rng() * 40, amp: 8 + rng() * 18, freq: 0.01 + rng() * 0.03, phase: rng() * 6 }))
  const suns = Array.from({ length: 5 }, () => ({
    cx: rng() * SLIDER_WIDTH,
    cy: rng() * 90,
    r: 8 + rng() * 22,
    color: [randomInRange(rng, 180, 255), randomInRange(rng, 120, 230), randomInRange(rng, 40, 160)] as Rgb,
  }))
  raster.fill((x, y) => {
    const hill = hills.findIndex((h) => y > h.base + h.amp * Math.sin(x * h.freq + h.phase))
    if (hill >= 0) return mix(ground, [20, 40, 20], hill * 0.25 + ((x + y) % 7) / 40)
    const sun = suns.find((s) => (x - s.cx) ** 2 + (y - s.cy) ** 2 <= s.r ** 2)
    return sun ? sun.color : mix(sky, WHITE, y / 200)
  })
}

/** Background (with the hole at x, y) and the matching piece, both base64 PNGs. */
export function renderSlider(x: number, y: number, rng: Rng): { background: string; piece: string } {
  const scene = new Raster(SLIDER_WIDTH, SLIDER_HEIGHT)
  paintScene(scene, rng)
  const piece = new Raster(PIECE_SIZE, PIECE_SIZE)
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py)) continue
      const [r, g, b] = scene.get(x + px, y + py)
      piece.set(px, py, onEdge(px, py) ? WHITE : [r, g, b])
      scene.set(x + px, y + py, onEdge(px, py) ? [235, 235, 235] : mix([r, g, b], [0, 0, 0], 0.55))
    }
  }
  return { background: scene.toBase64(), piece: piece.toBase64() }
}
