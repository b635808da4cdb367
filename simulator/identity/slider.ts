import { randomBytes, randomInt } from 'node:crypto'
import { mulberry32 } from '../prng.ts'
import { PIECE_SIZE, renderSlider, SLIDER_HEIGHT, SLIDER_WIDTH } from './sliderImage.ts'
import { remember, type IdentitySlice } from './store.ts'

const SLIDER_TOLERANCE = 5
const TICKET_TTL_MS = 2 * 60 * 1000
const HOLE_X_MIN = 80
const HOLE_X_MAX = 250

export function issueSlider(state: IdentitySlice) {
  const challenge = {
    id: randomBytes(12).toString('hex'),
    x: randomInt(HOLE_X_MIN, HOLE_X_MAX + 1),
    y: randomInt(10, SLIDER_HEIGHT - PIECE_SIZE - 9),
  }
  remember(state.identity.sliders, challenge.id, challenge)
  const images = renderSlider(challenge.x, challenge.y, mulberry32(randomInt(2 ** 31)))
  return { id: challenge.id, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, y: challenge.y, pieceSize: PIECE_SIZE, ...images }
}

/** A ticket when `x` is within the tolerance; the challenge can be tried once, right or wrong. */
export function verifySlider(state: IdentitySlice, id: string, x: number): string | undefined {
  const challenge = state.identity.sliders.get(id)
  if (!challenge) return undefined
  state.identity.sliders.delete(id)
  if (Math.abs(x - challenge.x) > SLIDER_TOLERANCE) return undefined
  const ticket = randomBytes(16).toString('hex')
  remember(state.identity.tickets, ticket, state.now() + TICKET_TTL_MS)
  return ticket
}

/** True for a known, unexpired ticket, which is used up. */
export function redeemTicket(state: IdentitySlice, ticket: string | undefined): boolean {
  if (!ticket) return false
  const expiresAt = state.identity.tickets.get(ticket)
  if (expiresAt === undefined) return false
  state.identity.tickets.delete(ticket)
  return state.now() <= expiresAt
}
