import { randomInt } from 'node:crypto'
import { PNG } from 'pngjs'

export const PICTURE_WIDTH = 300
export const PICTURE_HEIGHT = 150
export const PIECE_SIZE = 50

type Colour = readonly [number, number, number]

/** The piece: a 40×40 square with a round tab on its right side and one below, inside a 50×50 box. */
function inside(px: number, py: number): boolean {
  if (px < 0 || py < 0 || px >= PIECE_SIZE || py >= PIECE_SIZE) return false
  if (px < 40 && py < 40) return true
  return (px - 40) ** 2 + (py - 20) ** 2 <= 64 || (px - 20) ** 2 + (py - 40) ** 2 <= 64
}

const outline = (px: number, py: number) => inside(px, py) && !(inside(px - 1, py) && inside(px + 1, py) && inside(px, py - 1) && inside(px, py + 1))

const randomColour = (low: number, high: number): Colour => [randomInt(low, high), randomInt(low, high), randomInt(low, high)]

/** Bands of colour crossed by random discs: enough texture that the gap is found by eye, not by a flat colour. */
function painter(): (x: number, y: number) => Colour {
  const top = randomColour(60, 200)
  const bottom = randomColour(30, 160)
  const discs = Array.from({ length: 7 }, () => ({ x: randomInt(PICTURE_WIDTH), y: randomInt(PICTURE_HEIGHT), r: randomInt(10, 34), c: randomColour(40, 230) }))
  return (x, y) => {
    const disc = discs.find((d) => (x - d.x) ** 2 + (y - d.y) ** 2 <= d.r ** 2)
    if (disc) return disc.c
    const t = y / PICTURE_HEIGHT + (Math.floor(x / 25) % 2) * 0.08
    return [0, 1, 2].map((i) => Math.round((top[i] ?? 0) * (1 - t) + (bottom[i] ?? 0) * t)) as unknown as Colour
  }
}

function put(png: PNG, x: number, y: number, [r, g, b]: Colour): void {
  const at = (y * png.width + x) * 4
  png.data[at] = r
  png.data[at + 1] = g
  png.data[at + 2] = b
  png.data[at + 3] = 255
}

const GAP_EDGE: Colour = [235, 235, 235]
const PIECE_EDGE: Colour = [255, 255, 255]

/** The picture with the gap at (x, y), and the piece cut from it, both as base64 PNGs. */
export function drawSlider(x: number, y: number): { background: string; piece: string } {
  const paint = painter()
  const background = new PNG({ width: PICTURE_WIDTH, height: PICTURE_HEIGHT })
  const piece = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE })
  for (let py = 0; py < PICTURE_HEIGHT; py++) for (let px = 0; px < PICTURE_WIDTH; px++) put(background, px, py, paint(px, py))
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inside(px, py)) continue
      const colour = paint(x + px, y + py)
      const edge = outline(px, py)
      put(piece, px, py, edge ? PIECE_EDGE : colour)
      // The gap is the picture darkened, outlined in light grey.
      put(background, x + px, y + py, edge ? GAP_EDGE : (colour.map((c) => Math.round(c * 0.4)) as unknown as Colour))
    }
  }
  return { background: PNG.sync.write(background).toString('base64'), piece: PNG.sync.write(piece).toString('base64') }
}
