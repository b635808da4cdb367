import type { ActionName } from '../../schemas/api/actionNames.ts'
import type { ActionInput, ActionResultOf } from '../../schemas/api/actions.ts'
import type { GatewayConfig } from '../config.ts'
import type { RequestContext } from '../context/requestContext.ts'

/**
 * One handler per POST /api/actions/:name; its body (schemas/actionApi.ts) is checked before it runs. A handler is
 * a plain function of the input and the request context: it reaches the platform, the attempt store and the
 * cookies through `ctx`, so it runs the same under a route or in a test without a server.
 */
export type ActionHandler<N extends ActionName> = {
  /** Per-IP limit for abuse-prone actions (requests per minute). */
  rateLimitPerMinute?: (config: GatewayConfig) => number
  /** A larger body than the site's 64 KiB (an application carries pictures). */
  bodyLimit?: number
  run: (input: ActionInput<N>, ctx: RequestContext) => Promise<ActionResultOf<N>>
}
