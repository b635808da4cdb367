import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { EffectCounter, type EffectStore } from '../context/effects.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Exposures, taps and conversions per experiment and variant (README, Experiments and their effect). */
    effects: EffectCounter
  }
}

/** Where the effect counts go: the shared store's (Redis), a test's, or this instance's memory; flushed on close. */
async function effectsPlugin(app: FastifyInstance, options: { store: EffectStore }): Promise<void> {
  const counter = new EffectCounter(options.store, (err) => app.log.warn({ err }, 'effect counts not stored'))
  app.decorate('effects', counter)
  app.addHook('onClose', async () => counter.flush())
}

export default fp(effectsPlugin, { name: 'gateway-effects', fastify: '5.x' })
