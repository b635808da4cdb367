import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ChallengeStore } from '../context/challengeStore.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's own bot check: open slider challenges and their tickets. */
    challenges: ChallengeStore
  }
}

/** Where the gateway's own challenges are kept: the shared store's (Redis), or this instance's memory. */
async function challengesPlugin(app: FastifyInstance, options: { store: ChallengeStore }): Promise<void> {
  app.decorate('challenges', options.store)
}

export default fp(challengesPlugin, { name: 'gateway-challenges', fastify: '5.x' })
