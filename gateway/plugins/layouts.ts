import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { LayoutPublisher } from '../layouts/publication.ts'
import { LayoutStore } from '../layouts/store.ts'
import { LayoutSync } from '../layouts/sync.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The live layouts: loaded at start, watched on disk, kept in step with other instances. */
    layouts: LayoutStore
  }
}

type LayoutsPluginOptions = {
  watch: boolean
  /** Publications shared by instances (Redis) and a wait for the store to connect; this instance's folder only when absent. */
  shared: { publisher: LayoutPublisher; connected: (ms: number) => Promise<boolean> } | undefined
}

/** Loads LAYOUTS_DIR; a restarted instance starts on the live layouts, and with Redis away on its folder, catching up. */
async function layoutsPlugin(app: FastifyInstance, options: LayoutsPluginOptions): Promise<void> {
  const layouts = new LayoutStore(app.config.layoutsDir, app.log)
  await layouts.load()
  if (options.watch) layouts.watch()
  app.decorate('layouts', layouts)
  if (options.shared) {
    await options.shared.connected(1000)
    await new LayoutSync(layouts, options.shared.publisher, app.log).start()
  }
  app.addHook('onClose', async () => layouts.close())
}

export default fp(layoutsPlugin, { name: 'gateway-layouts', fastify: '5.x', decorators: { fastify: ['config'] } })
