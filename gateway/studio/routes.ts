import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEVICES } from '../../schemas/conditions.ts'
import { LANGUAGES } from '../../schemas/text.ts'
import { GwErrors } from '../errors.ts'
import { assertStudioSameOrigin, clearOperatorCookie, setOperatorCookie } from './auth.ts'
import { type Drafts, previewSet } from './drafts.ts'
import { verifyOperator } from './operators.ts'
import { AUDIENCES, resolveForAudiences } from './preview.ts'
import type { Studio } from './studio.ts'

const SCHEMA_DIR = resolve(import.meta.dirname, '../../layouts/schema')

const PreviewBodySchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  source: z.enum(['draft', 'live']).default('draft'),
  language: z.enum(LANGUAGES).default('EN'),
  device: z.enum(DEVICES).default('other'),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  flags: z.record(z.string().min(1).max(64), z.boolean()).optional(),
  /** Preview as at this time (time windows decide with it): a scheduled change's screen before its time. */
  at: z.iso.datetime({ offset: true }).optional(),
  /** Preview for a viewer of this country (country conditions). */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Preview as a viewer in this variant of each named experiment (variant conditions). */
  variants: z.record(z.string().min(1).max(40), z.string().min(1).max(20)).optional(),
})

/** Sign-in: rate-limited per IP, every attempt audited (those the limit cut off too). */
function signinRoute(app: Parameters<FastifyPluginAsyncZod>[0], studio: Studio): void {
  app.post(
    '/api/studio/signin',
    {
      schema: { hide: true, body: z.object({ name: z.string().min(1).max(40), password: z.string().min(1).max(256) }) },
      // Counted once the body is read, so that an attempt the limit cuts off is audited with its name.
      config: { rateLimit: { max: app.config.studio.signinRateLimitPerMinute, timeWindow: 60_000, hook: 'preHandler' } },
      // A refused attempt is audited too: a guessing run shows whole, not only its first tries.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode === 429) {
          await studio.store.audit({ at: new Date().toISOString(), by: request.body.name.slice(0, 40), what: 'signin-limited', detail: request.ip })
        }
        return payload
      },
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
}

/** `/api/studio/*`: sign-in, the live files, preview. Every route but status and sign-in needs the operator cookie. */
export function studioRoutes(studio: Studio, drafts: Drafts): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => assertStudioSameOrigin(request))
    app.get('/api/studio/status', { schema: { hide: true } }, async (request) => {
      const operator = studio.enabled ? studio.operatorOf(request) : undefined
      return { enabled: studio.enabled, operator: operator?.name ?? null, audiences: AUDIENCES.map((a) => a.id), budgets: app.config.studio.budgets }
    })
    signinRoute(app, studio)
    app.post('/api/studio/signout', { schema: { hide: true } }, async (request, reply) => {
      const operator = studio.requireOperator(request)
      clearOperatorCookie(request, reply)
      await studio.store.audit({ at: new Date().toISOString(), by: operator.name, what: 'signout' })
      return { ok: true }
    })
    app.get('/api/studio/files', { schema: { hide: true } }, async (request) => {
      studio.requireOperator(request)
      const { files } = studio.live()
      const [live, screen, shell] = await Promise.all([
        studio.liveMeta(),
        ...['screen', 'shell'].map((n) => readFile(resolve(SCHEMA_DIR, `${n}.schema.json`), 'utf8').then(JSON.parse)),
      ])
      return { version: live.version, live, files, schemas: { screen, shell } }
    })
    app.post('/api/studio/preview', { schema: { hide: true, body: PreviewBodySchema } }, async (request) => {
      const operator = studio.requireOperator(request)
      const { path, source, at, ...facts } = request.body
      const live = studio.live()
      const { base, texts } = await drafts.of(operator.name)
      const set = source === 'draft' ? previewSet(base.files, live.set, { ...base.files, ...texts }) : live.set
      const columns = await resolveForAudiences(app, set, path, { ...facts, ...(at ? { at: Date.parse(at) } : {}) })
      return { version: set.version, columns }
    })
  }
}
