import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PublishBodySchema, RollbackBodySchema } from '../../schemas/studio.ts'
import { GwErrors } from '../errors.ts'
import { assertStudioSameOrigin } from './auth.ts'
import type { Drafts } from './drafts.ts'
import { conflictOf, type Studio } from './studio.ts'

/** Checks, publish, versions, rollback and the audit log; all need the operator cookie. */
export function studioPublishRoutes(studio: Studio, drafts: Drafts): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => assertStudioSameOrigin(request))
    const versionFiles = async (id: number) => {
      const record = await studio.store.version(id)
      if (!record) throw new GwErrors.studioVersionNotFound(`#${id}`)
      return record
    }
    // The draft's checks and what it changes against the live version it started from (and, when live has
    // moved since, what changed on each side); or a version's, against live, for a rollback.
    app.post('/api/studio/check', { schema: { hide: true, body: z.object({ version: z.number().int().min(1).optional() }) } }, async (request) => {
      const operator = studio.requireOperator(request)
      const live = await studio.liveMeta()
      if (request.body.version !== undefined) {
        const record = await versionFiles(request.body.version)
        const { checked: _checked, ...checks } = await studio.check(record.files, studio.live())
        return { ...checks, live, against: live.version }
      }
      const { base, texts } = await drafts.of(operator.name)
      const files = { ...base.files, ...texts }
      const from = base.version === live.version ? studio.live() : { files: base.files, set: (await studio.checkFiles(base.files)).checked?.set ?? studio.live().set }
      const { checked: _checked, ...checks } = await studio.check(files, from)
      const conflict = base.version === live.version ? undefined : conflictOf(base, live, studio.live().files, texts)
      return { ...checks, live, against: base.version, ...(conflict ? { conflict } : {}) }
    })
    app.post('/api/studio/publish', { schema: { hide: true, body: PublishBodySchema } }, async (request) => {
      const operator = studio.requireOperator(request)
      const { version, checks } = await drafts.publish(operator.name, request.body.message, request.body.revs)
      return { version, diff: checks.diff, routes: checks.routes }
    })
    app.post('/api/studio/rollback', { schema: { hide: true, body: RollbackBodySchema } }, async (request) => {
      const operator = studio.requireOperator(request)
      const record = await versionFiles(request.body.version)
      const { version, checks } = await studio.publish(record.files, operator.name, request.body.message, request.body.live, record.id)
      return { version, diff: checks.diff, routes: checks.routes }
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
