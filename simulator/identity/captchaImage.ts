import type { Rng } from '../prng.ts'
import { luma, randomInRange, Raster, type Rgb } from './raster.ts'

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40
export const GLYPH_SCALE = 3
/** Left edge of each digit's slot; a digit starts 0–2 px right of it. */
export const SLOT_X = [6, 24, 42, 60, 78, 96] as const
/** Ink is darker than this; background and noise are lighter, so a reader (or a test) can tell them apart. */
export const INK_LUMA_MAX = 110

/** 5×7 bitmap digits, one string per row, `#` = ink. */
export const DIGIT_FONT: Readonly<Record<string, readonly string[]>> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
}

const INKS: readonly Rgb[] = [
  [28, 45, 120],
  [120, 20, 40],
  [20, 90, 40],
  [70, 30, 110],
  [40, 40, 40],
  [110, 60, 10],
]

function lightColor(rng: Rng): Rgb {
  const color: Rgb = [randomInRange(rng, 150, 235), randomInRange(rng, 150, 235), randomInRange(rng, 150, 235)]
  return luma(color) > INK_LUMA_MAX + 25 ? color : [200, 200, 200]
}

function drawDigit(raster: Raster, digit: string, left: number, top: number, ink: Rgb): void {
  const rows = DIGIT_FONT[digit]
  if (!rows) throw new Error(`no glyph for ${digit}`)
  rows.forEach((row, gy) => {
    for (let gx = 0; gx < row.length; gx++) {
      if (row[gx] === '#') raster.fillRect(left + gx * GLYPH_SCALE, top + gy * GLYPH_SCALE, GLYPH_SCALE, GLYPH_SCALE, ink)
    }
  })
}

function drawNoise(raster: Raster, rng: Rng): void {
  for (let i = 0; i < 4; i++) {
    const color = lightColor(rng)
    const y0 = rng() * raster.height
    const amplitude = 3 + rng() * 8
    const phase = rng() * Math.PI * 2
    for (let x = 0; x < raster.width; x++) raster.set(x, y0 + amplitude * Math.sin(x / 12 + phase), color)
  }
  for (let i = 0; i < 160; i++) raster.set(randomInRange(rng, 0, raster.width - 1), randomInRange(rng, 0, raster.height - 1), lightColor(rng))
}

/** A 120×40 PNG (base64) of a digit string: pale background with curves and specks, dark jittered digits. */
export function renderCaptcha(code: string, rng: Rng): string {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT)
  const top: Rgb = [randomInRange(rng, 225, 250), randomInRange(rng, 225, 250), randomInRange(rng, 225, 250)]
  raster.fill((_x, y) => [top[0] - Math.round(y / 2), top[1] - Math.round(y / 3), top[2]])
  drawNoise(raster, rng)
  ;[...code].forEach((digit, i) => {
    const slot = SLOT_X[i]
    if (slot === undefined) throw new Error('captcha codes have at most 6 digits')
    const ink = INKS[randomInRange(rng, 0, INKS.length - 1)] as Rgb
    drawDigit(raster, digit, slot + randomInRange(rng, 0, 2), randomInRange(rng, 4, 14), ink)
  })
  return raster.toBase64()
}
