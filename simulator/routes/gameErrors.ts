import type { Request } from 'express'
import { z } from 'zod'
import type { WpsError } from '../envelope.ts'

/** Business failures of the games area; like a wrong password they come back with HTTP 200. */
export const gameErrors = {
  gameNotFound: { status: 200, errorCode: 'game.not.found', message: 'Game not found' },
  trial: { status: 200, errorCode: 'customer.trial', message: 'Trial accounts cannot do this' },
  roundOpen: { status: 200, errorCode: 'game.round.open', message: 'the previous game has not finished #734' },
} as const satisfies Record<string, WpsError>

/** The JSON body of an endpoint read with `rawBody`, or undefined when it is not JSON. */
export function jsonBody(req: Request): unknown {
  if (typeof req.body !== 'string' || !req.body.trim()) return undefined
  try {
    return JSON.parse(req.body)
  } catch {
    return undefined
  }
}

/** `{ nodeId, vendor, gameType }` of the favourite and recent calls; other fields (a token) are ignored. */
export const GameRefSchema = z.object({
  nodeId: z.union([z.string().trim().min(1), z.number().int()]).transform(String),
  vendor: z.string().trim().optional(),
  gameType: z.string().trim().optional(),
})
export type GameRef = z.infer<typeof GameRefSchema>
