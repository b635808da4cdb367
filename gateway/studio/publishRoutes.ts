import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { GwErrors } from '../errors.ts'
import { assertStudioSameOrigin } from './auth.ts'
import { type Studio, withDraft } from './studio.ts'

const MessageSchema = z.string().trim().min(1, 'say what the change is').max(500)

/** Checks, publish, versions, rollback and the audit log; all need the operator cookie. */
export function studioPublishRoutes(studio: Studio): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => assertStudioSameOrigin(request))
    const versionFiles = async (id: number) => {
      const record = await studio.store.version(id)
      if (!record) throw new GwErrors.studioVersionNotFound(`#${id}`)
      return record
    }
    app.post('/api/studio/check', { schema: { hide: true, body: z.object({ version: z.number().int().min(1).optional() }) } }, async (request) => {
      const operator = studio.requireOperator(request)
      const files = request.body.version === undefined ? withDraft(studio.live().files, await studio.store.draft(operator.name)) : (await versionFiles(request.body.version)).files
      return studio.check(files)
    })
    app.post('/api/studio/publish', { schema: { hide: true, body: z.object({ message: MessageSchema }) } }, async (request) => {
      const operator = studio.requireOperator(request)
      const draft = await studio.store.draft(operator.name)
      const result = await studio.publish(withDraft(studio.live().files, draft), operator.name, request.body.message)
      await studio.store.saveDraft(operator.name, {})
      return result
    })
    app.post('/api/studio/rollback', { schema: { hide: true, body: z.object({ version: z.number().int().min(1), message: MessageSchema }) } }, async (request) => {
      const operator = studio.requireOperator(request)
      const record = await versionFiles(request.body.version)
      return studio.publish(record.files, operator.name, request.body.message, record.id)
    })
    app.get('/api/studio/versions', { schema: { hide: true } }, async (request) => {
      studio.requireOperator(request)
      return { live: studio.live().set.version, versions: await studio.store.versions() }
    })
    app.get('/api/studio/audit', { schema: { hide: true } }, async (request) => {
      studio.requireOperator(request)
      return { entries: await studio.store.auditLog() }
    })
  }
}
