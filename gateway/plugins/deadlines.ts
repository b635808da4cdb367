import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { deadlineIn, runWithDeadline } from '../upstream/deadline.ts'

/** Every platform call a request makes shares one deadline: an action's, or a screen's (and any other read's). */
async function deadlinesPlugin(app: FastifyInstance): Promise<void> {
  const { actionTimeoutMs, upstreamTimeoutMs } = app.config
  const budgetOf = (request: FastifyRequest) => (request.url.startsWith('/api/actions/') ? actionTimeoutMs : upstreamTimeoutMs)
  app.addHook('onRequest', (request, _reply, done) => runWithDeadline(deadlineIn(budgetOf(request)), done))
}

export default fp(deadlinesPlugin, { name: 'gateway-deadlines', fastify: '5.x', decorators: { fastify: ['config'] } })
