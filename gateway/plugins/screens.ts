import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DrawnPage } from '../output/pageTemplate.ts'
import { keptBytes, type PreparedAnswer } from '../output/precompressed.ts'
import { PartMemo } from '../resolve/partMemo.ts'
import type { ResolveDeps } from '../resolve/resolveScreen.ts'
import { ScreenCache } from '../resolve/screenCache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What a screen resolve needs: the live layouts, the platform, the media policy; block failures logged on `log`. */
    resolveDeps: (log: FastifyBaseLogger) => ResolveDeps
    /** Visitor screen answers, resolved, as bytes, sent again, and drawn as pages (gateway/resolve/screenCache.ts). */
    screenCache: ScreenCache<PreparedAnswer, DrawnPage>
  }
}

/** Screens: how they are resolved, and the one cache of their answers, shared by GET /api/screen and the pages. */
async function screensPlugin(app: FastifyInstance): Promise<void> {
  const { config, layouts, upstream, media } = app
  const parts = new PartMemo()
  app.decorate('resolveDeps', (log: FastifyBaseLogger): ResolveDeps => ({
    layouts: layouts.layouts,
    upstream,
    media,
    socialLoginUrl: config.socialLoginUrl,
    parts,
    onBlockError: ({ screenId, blockId, source, error }) =>
      log.warn({ screenId, blockId, source, code: (error as { kind?: string }).kind ?? (error instanceof Error ? error.name : 'error') }, 'block degraded'),
  }))
  app.decorate(
    'screenCache',
    new ScreenCache<PreparedAnswer, DrawnPage>({ shareMs: config.visitorScreenShareMs, answerBytes: keptBytes, pageBytes: (page) => keptBytes(page.answer) }),
  )
}

export default fp(screensPlugin, { name: 'gateway-screens', fastify: '5.x', decorators: { fastify: ['config', 'layouts', 'upstream', 'media'] } })
