import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { StudioStore } from '../layouts/studioStore.ts'
import { FileStudioStore } from './history.ts'
import { parseOperators } from './operators.ts'
import { Studio } from './studio.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator studio (off while STUDIO_OPERATORS is empty). */
    studio: Studio
  }
}

/** The studio's versions, drafts and audit log live in the shared store when there is one, else in STUDIO_HISTORY_DIR. */
async function studioPlugin(app: FastifyInstance, options: { store: StudioStore | undefined }): Promise<void> {
  const { studio } = app.config
  app.decorate('studio', new Studio(app, parseOperators(studio.operators), options.store ?? new FileStudioStore(studio.historyDir)))
}

export default fp(studioPlugin, { name: 'gateway-studio', fastify: '5.x', decorators: { fastify: ['config', 'layouts', 'upstream'] } })
