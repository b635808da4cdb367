import type { FastifyInstance, FastifyRequest } from 'fastify'
import { deadlineIn, runWithDeadline } from '../upstream/deadline.ts'

/** Every platform call a request makes shares one deadline: an action's, or a screen's (and any other read's). */
export function registerDeadlines(app: FastifyInstance): void {
  const { actionTimeoutMs, upstreamTimeoutMs } = app.config
  const budgetOf = (request: FastifyRequest) => (request.url.startsWith('/api/actions/') ? actionTimeoutMs : upstreamTimeoutMs)
  app.addHook('onRequest', (request, _reply, done) => runWithDeadline(deadlineIn(budgetOf(request)), done))
}
