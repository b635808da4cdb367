import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { deadlineIn, runWithDeadline, type Deadline } from '../upstream/deadline.ts'

const DEADLINE = Symbol('request deadline')

declare module 'fastify' {
  interface FastifyRequest {
    [DEADLINE]: Deadline | null
  }
}

/**
 * Every platform call a request makes shares one deadline: an action's, or a screen's (and any other read's). Its
 * timer ends with the answer, unless a platform call still running then (a shared feed others wait on) holds it:
 * then with the last such call (deadline.ts).
 */
async function deadlinesPlugin(app: FastifyInstance): Promise<void> {
  const { actionTimeoutMs, upstreamTimeoutMs } = app.config
  const budgetOf = (request: FastifyRequest) => (request.url.startsWith('/api/actions/') ? actionTimeoutMs : upstreamTimeoutMs)
  // On the request itself, not in a WeakMap keyed by it (whose values outlive their request in V8's young generation).
  app.decorateRequest(DEADLINE, null)
  app.addHook('onRequest', (request, _reply, done) => {
    const deadline = deadlineIn(budgetOf(request))
    request[DEADLINE] = deadline
    runWithDeadline(deadline, done)
  })
  app.addHook('onResponse', (request, _reply, done) => {
    request[DEADLINE]?.end()
    done()
  })
}

export default fp(deadlinesPlugin, { name: 'gateway-deadlines', fastify: '5.x', decorators: { fastify: ['config'] } })
