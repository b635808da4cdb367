import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AttemptStore } from '../context/attemptStore.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Money attempts: exactly-once withdrawals and deposits. */
    attempts: AttemptStore
  }
}

/** Where money attempts are kept: the shared store's (Redis), a test's, or this instance's memory. */
async function attemptsPlugin(app: FastifyInstance, options: { store: AttemptStore }): Promise<void> {
  app.decorate('attempts', options.store)
}

export default fp(attemptsPlugin, { name: 'gateway-attempts', fastify: '5.x' })
