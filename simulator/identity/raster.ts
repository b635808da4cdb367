import { PNG } from 'pngjs'
import type { Rng } from '../prng.ts'

export type Rgb = readonly [number, number, number]

/** A small RGBA canvas over pngjs; every drawing call clips to the image. */
export class Raster {
  readonly png: PNG
  readonly width: number
  readonly height: number

  constructor(width: number, height: number) {
    this.width = width
    this.height = height
    this.png = new PNG({ width, height })
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 255): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4
    this.png.data[i] = r
    this.png.data[i + 1] = g
    this.png.data[i + 2] = b
    this.png.data[i + 3] = alpha
  }

  get(x: number, y: number): [number, number, number, number] {
    const i = (y * this.width + x) * 4
    const d = this.png.data
    return [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0, d[i + 3] ?? 0]
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) this.set(xx, yy, color)
  }

  fill(color: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, color(x, y))
  }

  toBase64(): string {
    return PNG.sync.write(this.png).toString('base64')
  }
}

export function randomInRange(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)]
}

/** Perceived brightness, 0–255. */
export function luma([r, g, b]: readonly number[]): number {
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)
}
