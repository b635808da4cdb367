import { randomBytes, randomInt } from 'node:crypto'
import type { SliderAnswer } from '../../schemas/api/identity.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { drawSlider, PICTURE_HEIGHT, PICTURE_WIDTH, PIECE_SIZE } from './sliderPicture.ts'

/** How far from the gap a dropped piece still counts (the seeds' slider; a finger is not a mouse). */
const TOLERANCE_PX = 5
/** A challenge is answered within two minutes, and its ticket spent within two more. */
const CHALLENGE_TTL_MS = 2 * 60_000
const TICKET_TTL_MS = 2 * 60_000
const GAP_X_MIN = 80
const GAP_X_MAX = 250

const png = (base64: string) => `data:image/png;base64,${base64}`

/**
 * The gateway's own slider, for a platform that asks for no challenge of its own: the gap's x stays in the
 * challenge store (shared by the instances), never in the page; the platform is not asked.
 */
export async function issueOwnSlider(ctx: RequestContext): Promise<SliderAnswer> {
  const id = randomBytes(12).toString('hex')
  const x = randomInt(GAP_X_MIN, GAP_X_MAX + 1)
  const y = randomInt(10, PICTURE_HEIGHT - PIECE_SIZE - 9)
  await ctx.challenges.put(`slider:${id}`, String(x), CHALLENGE_TTL_MS)
  const { background, piece } = drawSlider(x, y)
  return { id, width: PICTURE_WIDTH, height: PICTURE_HEIGHT, y, pieceSize: PIECE_SIZE, background: png(background), piece: png(piece) }
}

/** A ticket when the piece was dropped on the gap; the challenge is gone after one answer, right or wrong. */
export async function verifyOwnSlider(ctx: RequestContext, id: string, x: number): Promise<string | null> {
  const gap = await ctx.challenges.take(`slider:${id}`)
  if (gap === undefined || Math.abs(Number(gap) - x) > TOLERANCE_PX) return null
  const ticket = randomBytes(16).toString('hex')
  await ctx.challenges.put(`ticket:${ticket}`, 'own', TICKET_TTL_MS)
  return ticket
}

/** True once for a ticket this gateway (any instance) gave out and nobody has spent. */
export async function spendOwnTicket(ctx: RequestContext, ticket: string): Promise<boolean> {
  return (await ctx.challenges.take(`ticket:${ticket}`)) === 'own'
}
