import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ActionInput, ActionResultOf } from '../../schemas/api/actions.ts'
import type { ActionName } from '../../schemas/api/actionNames.ts'

/** One handler per POST /api/actions/:name; its body (schemas/api/actions.ts) is checked before it runs. */
export type ActionHandler<N extends ActionName> = {
  /** Per-IP limit for abuse-prone actions (requests per minute). */
  rateLimitPerMinute?: (config: FastifyRequest['server']['config']) => number
  /** A larger body than the site's 64 KiB (an application carries pictures). */
  bodyLimit?: number
  run: (input: ActionInput<N>, request: FastifyRequest, reply: FastifyReply) => Promise<ActionResultOf<N>>
}
