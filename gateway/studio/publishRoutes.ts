import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PublishBodySchema, RollbackBodySchema } from '../../schemas/studio.ts'
import { GwErrors } from '../errors.ts'
import type { LayoutFiles } from '../layouts/validate.ts'
import { assertStudioSameOrigin } from './auth.ts'
import type { Drafts } from './drafts.ts'
import { conflictOf, type Studio } from './studio.ts'

/** A version's checks and what rolling back to it changes, against live (whose version the rollback names). */
async function checkVersion(studio: Studio, record: { files: LayoutFiles }) {
  const live = await studio.liveMeta()
  const { checked: _checked, ...checks } = await studio.check(record.files, studio.live())
  return { ...checks, live, against: live.version }
}

/**
 * The draft's checks and what it changes against the live version it started from; when live has moved since,
 * also what changed on each side, per file.
 */
async function checkDraft(studio: Studio, drafts: Drafts, operator: string) {
  const live = await studio.liveMeta()
  const { base, texts } = await drafts.of(operator)
  const current = base.version === live.version
  const from = current ? studio.live() : { files: base.files, set: (await studio.checkFiles(base.files)).checked?.set ?? studio.live().set }
  const { checked: _checked, ...checks } = await studio.check({ ...base.files, ...texts }, from)
  const conflict = current ? undefined : conflictOf(base, live, studio.live().files, texts)
  return { ...checks, live, against: base.version, ...(conflict ? { conflict } : {}) }
}

/** Checks, publish, versions, rollback and the audit log; all need the operator cookie. */
export function studioPublishRoutes(studio: Studio, drafts: Drafts): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => assertStudioSameOrigin(request))
    const versionFiles = async (id: number) => {
      const record = await studio.store.version(id)
      if (!record) throw new GwErrors.studioVersionNotFound(`#${id}`)
      return record
    }
    app.post('/api/studio/check', { schema: { hide: true, body: z.object({ version: z.number().int().min(1).optional() }) } }, async (request) => {
      const operator = studio.requireOperator(request)
      return request.body.version === undefined ? checkDraft(studio, drafts, operator.name) : checkVersion(studio, await versionFiles(request.body.version))
    })
    app.post('/api/studio/publish', { schema: { hide: true, body: PublishBodySchema } }, async (request) => {
      const operator = studio.requireOperator(request)
      const { version, checks } = await drafts.publish(operator.name, request.body.message, request.body.revs)
      return { version, diff: checks.diff, routes: checks.routes }
    })
    app.post('/api/studio/rollback', { schema: { hide: true, body: RollbackBodySchema } }, async (request) => {
      const operator = studio.requireOperator(request)
      const record = await versionFiles(request.body.version)
      const { version, checks } = await studio.publish(record.files, operator.name, request.body.message, request.body.live, { rollbackOf: record.id })
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
