import { PNG } from 'pngjs'

type Challenge = { y: number; background: string; piece: string }

const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'))

/**
 * Where the gap is, found as a player finds it: the position at which the piece's outline lies on the light
 * outline drawn round the gap. Works on the platform's slider and on the gateway's own alike, so a test never
 * needs to be told the answer.
 */
export function gapOf(challenge: Challenge): number {
  const background = decode(challenge.background)
  const piece = decode(challenge.piece)
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < piece.width && y < piece.height && (piece.data[(y * piece.width + x) * 4 + 3] ?? 0) > 0
  const outline: [number, number][] = []
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < piece.width; x++) {
      if (opaque(x, y) && !(opaque(x - 1, y) && opaque(x + 1, y) && opaque(x, y - 1) && opaque(x, y + 1))) outline.push([x, y])
    }
  }
  const light = (x: number, y: number) => {
    const i = (y * background.width + x) * 4
    return background.data[i] === 235 && background.data[i + 1] === 235 && background.data[i + 2] === 235
  }
  let best = 0
  let bestScore = -1
  for (let x = 0; x + piece.width <= background.width; x++) {
    const score = outline.filter(([px, py]) => light(x + px, challenge.y + py)).length
    if (score > bestScore) [best, bestScore] = [x, score]
  }
  return best
}

/**
 * A drop `by` pixels away from the gap, on whichever side the track leaves room for it: past the track's end the
 * handle stops there, which for a gap near the end is the gap itself (a miss that would pass).
 */
export function missOf(challenge: Challenge, by: number): number {
  const gap = gapOf(challenge)
  const end = decode(challenge.background).width - decode(challenge.piece).width
  return gap + by <= end ? gap + by : gap - by
}
