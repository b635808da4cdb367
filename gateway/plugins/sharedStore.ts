import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { LayoutPublisher } from '../layouts/publication.ts'
/** What the app, its health route and its tests use of the store instances share (gateway/store, wired in by app.ts). */
type Shared = {
  status: () => { redis: 'up' | 'down'; since: string }
  /** Resolves once connected, or after `ms`. */
  connected: (ms: number) => Promise<boolean>
  close: () => Promise<void>
  /** Layout publications, shared by instances. */
  layouts: LayoutPublisher
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The store instances share (REDIS_URL); undefined: this instance keeps everything in memory. */
    shared: Shared | undefined
  }
}

/** The shared store (opened by app.ts, which alone imports gateway/store), closed with the app. */
async function sharedStorePlugin(app: FastifyInstance, options: { shared: Shared | undefined }): Promise<void> {
  const { shared } = options
  app.decorate('shared', shared)
  app.addHook('onClose', async () => {
    await shared?.close()
  })
}

export default fp(sharedStorePlugin, { name: 'gateway-shared-store', fastify: '5.x' })
