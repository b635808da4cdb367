import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { deadlineIn, runWithDeadline, type Deadline } from '../upstream/deadline.ts'

/**
 * Every platform call a request makes shares one deadline: an action's, or a screen's (and any other read's). Its
 * timer ends with the answer, unless a platform call still running then (a shared feed others wait on) holds it:
 * then with the last such call (deadline.ts).
 */
async function deadlinesPlugin(app: FastifyInstance): Promise<void> {
  const { actionTimeoutMs, upstreamTimeoutMs } = app.config
  const budgetOf = (request: FastifyRequest) => (request.url.startsWith('/api/actions/') ? actionTimeoutMs : upstreamTimeoutMs)
  const deadlines = new WeakMap<FastifyRequest, Deadline>()
  app.addHook('onRequest', (request, _reply, done) => {
    const deadline = deadlineIn(budgetOf(request))
    deadlines.set(request, deadline)
    runWithDeadline(deadline, done)
  })
  app.addHook('onResponse', (request, _reply, done) => {
    deadlines.get(request)?.end()
    done()
  })
}

export default fp(deadlinesPlugin, { name: 'gateway-deadlines', fastify: '5.x', decorators: { fastify: ['config'] } })
