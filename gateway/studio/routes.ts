import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEVICES } from '../../schemas/conditions.ts'
import { LANGUAGES } from '../../schemas/text.ts'
import { GwErrors } from '../errors.ts'
import { publishProblems } from '../layouts/store.ts'
import { assertStudioSameOrigin, clearOperatorCookie, setOperatorCookie } from './auth.ts'
import { verifyOperator } from './operators.ts'
import { AUDIENCES, resolveForAudiences } from './preview.ts'
import { previewSet, type Studio, withDraft } from './studio.ts'

const SCHEMA_DIR = resolve(import.meta.dirname, '../../layouts/schema')
const LAYOUT_FILE = /^(shell\.json|screens\/[a-z][a-z0-9-]*\.json|i18n\/[a-z]{2}\.json)$/
const FilesSchema = z.record(z.string().regex(LAYOUT_FILE, 'a layout file: shell.json, screens/<id>.json or i18n/<lang>.json'), z.string().max(512 * 1024))

const PreviewBodySchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  source: z.enum(['draft', 'live']).default('draft'),
  language: z.enum(LANGUAGES).default('EN'),
  device: z.enum(DEVICES).default('other'),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  flags: z.record(z.string().min(1).max(64), z.boolean()).optional(),
})

/** `/api/studio/*`: sign-in, files and drafts, preview. Every route but status and sign-in needs the operator cookie. */
export function studioRoutes(studio: Studio): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => assertStudioSameOrigin(request))
    app.get('/api/studio/status', { schema: { hide: true } }, async (request) => {
      const operator = studio.enabled ? studio.requireOperator.bind(studio) : undefined
      let name: string | undefined
      try {
        name = operator?.(request).name
      } catch {
        name = undefined
      }
      return { enabled: studio.enabled, operator: name ?? null, audiences: AUDIENCES.map((a) => a.id), budgets: app.config.studio.budgets }
    })
    app.post(
      '/api/studio/signin',
      {
        schema: { hide: true, body: z.object({ name: z.string().min(1).max(40), password: z.string().min(1).max(256) }) },
        config: { rateLimit: { max: app.config.studio.signinRateLimitPerMinute, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        if (!studio.enabled) throw new GwErrors.studioOff()
        const operator = await verifyOperator(studio.operators, request.body.name, request.body.password)
        const at = new Date().toISOString()
        if (!operator) {
          await studio.store.audit({ at, by: request.body.name.slice(0, 40), what: 'signin-refused', detail: request.ip })
          throw new GwErrors.studioSigninInvalid()
        }
        setOperatorCookie(request, reply, operator)
        await studio.store.audit({ at, by: operator.name, what: 'signin', detail: request.ip })
        return { operator: operator.name }
      },
    )
    app.post('/api/studio/signout', { schema: { hide: true } }, async (request, reply) => {
      const operator = studio.requireOperator(request)
      clearOperatorCookie(request, reply)
      await studio.store.audit({ at: new Date().toISOString(), by: operator.name, what: 'signout' })
      return { ok: true }
    })
    app.get('/api/studio/files', { schema: { hide: true } }, async (request) => {
      studio.requireOperator(request)
      const { files, set } = studio.live()
      const [screen, shell] = await Promise.all(['screen', 'shell'].map((n) => readFile(resolve(SCHEMA_DIR, `${n}.schema.json`), 'utf8').then(JSON.parse)))
      return { version: set.version, files, schemas: { screen, shell } }
    })
    app.get('/api/studio/draft', { schema: { hide: true } }, async (request) => {
      const operator = studio.requireOperator(request)
      const draft = await studio.store.draft(operator.name)
      return { files: draft, problems: publishProblems(withDraft(studio.live().files, draft)) }
    })
    app.post('/api/studio/draft', { schema: { hide: true, body: z.object({ files: FilesSchema }) } }, async (request) => {
      const operator = studio.requireOperator(request)
      const live = studio.live().files
      const changed = Object.fromEntries(Object.entries(request.body.files).filter(([f, text]) => live[f] !== text))
      await studio.store.saveDraft(operator.name, changed)
      return { files: changed, problems: publishProblems(withDraft(live, changed)) }
    })
    app.post('/api/studio/preview', { schema: { hide: true, body: PreviewBodySchema } }, async (request) => {
      const operator = studio.requireOperator(request)
      const { path, source, ...facts } = request.body
      const live = studio.live()
      const files = source === 'draft' ? withDraft(live.files, await studio.store.draft(operator.name)) : live.files
      const set = source === 'draft' ? previewSet(live.files, live.set, files) : live.set
      const columns = await resolveForAudiences(app, set, path, facts)
      return { version: set.version, columns }
    })
  }
}
