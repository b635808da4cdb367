import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ActionResult } from '../../schemas/api.ts'

/** One handler per POST /api/actions/:name; its body schema is checked before it runs. */
export type ActionHandler<S extends z.ZodType = z.ZodType> = {
  body: S
  /** Per-IP limit for abuse-prone actions (requests per minute). */
  rateLimitPerMinute?: (config: FastifyRequest['server']['config']) => number
  run: (input: z.infer<S>, request: FastifyRequest, reply: FastifyReply) => Promise<ActionResult>
}
