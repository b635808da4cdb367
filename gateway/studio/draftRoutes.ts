import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DiscardBodySchema, MAX_LAYOUT_FILE_CHARS, SaveDraftFileSchema } from '../../schemas/studio.ts'
import { assertStudioSameOrigin } from './auth.ts'
import type { Drafts } from './drafts.ts'
import type { Studio } from './studio.ts'

// One file per save: the largest file the studio takes, as JSON (escapes can take up to six bytes a character in
// the worst case; UTF-8 text takes up to three), with room for the rest of the body.
const SAVE_BODY_LIMIT = MAX_LAYOUT_FILE_CHARS * 6 + 4096

/** An operator's draft, file by file: read it, save one file, discard, bring it onto live; who else holds one. */
export function studioDraftRoutes(studio: Studio, drafts: Drafts): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => assertStudioSameOrigin(request))
    app.get('/api/studio/draft', { schema: { hide: true } }, async (request) => drafts.view(studio.requireOperator(request).name))
    app.get('/api/studio/presence', { schema: { hide: true } }, async (request) => drafts.presence(studio.requireOperator(request).name))
    app.post('/api/studio/draft/file', { bodyLimit: SAVE_BODY_LIMIT, schema: { hide: true, body: SaveDraftFileSchema } }, async (request) => {
      const { file, text, base } = request.body
      return drafts.save(studio.requireOperator(request).name, file, text, base)
    })
    app.post('/api/studio/draft/discard', { schema: { hide: true, body: DiscardBodySchema } }, async (request) => {
      await drafts.discard(studio.requireOperator(request).name, request.body.files)
      return { ok: true }
    })
    app.post('/api/studio/draft/rebase', { schema: { hide: true } }, async (request) => drafts.rebase(studio.requireOperator(request).name))
  }
}
