import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEVICES } from '../../schemas/conditions.ts'
import { LANGUAGES } from '../../schemas/text.ts'
import { GwErrors } from '../errors.ts'
import type { Share } from '../layouts/studioStore.ts'
import type { LayoutFiles } from '../layouts/validate.ts'
import { assertStudioSameOrigin } from './auth.ts'
import { type Drafts, previewSet } from './drafts.ts'
import { AUDIENCES, resolveForAudiences } from './preview.ts'
import type { Studio } from './studio.ts'

const ShareBodySchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  audience: z.enum(AUDIENCES.map((a) => a.id) as [string, ...string[]]),
  language: z.enum(LANGUAGES).default('EN'),
  device: z.enum(DEVICES).default('other'),
  /** For a viewer of this country (country conditions). */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  source: z.union([z.literal('draft'), z.literal('live'), z.uuid()]).describe('The draft, what is live, or a scheduled change (its id)'),
  hours: z.number().int().min(1).max(72).default(24),
})

/** A link's token: the share's id and end, signed with the cookie secret (no store lookup to refuse a forged one). */
function sign(secret: string, id: string, expires: number): string {
  const mac = createHmac('sha256', secret).update(`studio-share\n${id}\n${expires}`).digest('base64url')
  return `${id}.${expires}.${mac}`
}

function opened(secret: string, token: string): string | undefined {
  const [id = '', expires = '', mac = ''] = token.split('.')
  const expected = sign(secret, id, Number(expires)).split('.')[2] ?? ''
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return undefined
  return Number(expires) > Date.now() ? id : undefined
}

/** The files a link shows: the operator's draft, what is live, or a scheduled change; and words for what it is. */
async function filesOf(studio: Studio, drafts: Drafts, operator: string, source: string): Promise<{ files: LayoutFiles; what: string }> {
  if (source === 'live') return { files: studio.live().files, what: 'live' }
  if (source === 'draft') {
    const { base, texts } = await drafts.of(operator)
    return { files: { ...base.files, ...texts }, what: `${operator}'s draft` }
  }
  const schedule = await studio.store.schedule(source)
  if (!schedule) throw new GwErrors.badRequest('No such scheduled change')
  return { files: { ...schedule.base.files, ...schedule.changes }, what: `the change scheduled for ${schedule.at}: ${schedule.message}` }
}

/** Keeps the link's set (files, expiry, audience) and audits its making; its address, signed. */
async function makeShare(
  studio: Studio,
  drafts: Drafts,
  secret: string,
  operator: string,
  body: z.infer<typeof ShareBodySchema>,
): Promise<{ url: string; expires: string }> {
  const { path, audience, language, device, country, source, hours } = body
  const { files, what } = await filesOf(studio, drafts, operator, source)
  const expires = Date.now() + hours * 3_600_000
  const share: Share = {
    id: randomUUID(),
    by: operator,
    createdAt: new Date().toISOString(),
    expires: new Date(expires).toISOString(),
    path,
    audience,
    language,
    device,
    ...(country ? { country } : {}),
    what,
    files,
  }
  await studio.store.saveShare(share)
  await studio.store.audit({
    at: share.createdAt,
    by: operator,
    what: 'share',
    detail: `${share.id}: ${path} as ${audience} in ${language}${country ? ` in ${country}` : ''}, ${what}, until ${share.expires}`,
  })
  return { url: `/studio/shared/${sign(secret, share.id, expires)}`, expires: share.expires }
}

/** The screen a valid link shows, drawn for its audience, language and device; its opening audited. */
async function openShare(app: FastifyInstance, studio: Studio, share: Share, from: string) {
  const set = previewSet(share.files, studio.live().set, share.files)
  const audience = AUDIENCES.filter((a) => a.id === share.audience)
  const language = share.language as (typeof LANGUAGES)[number]
  const [column] = await resolveForAudiences(
    app,
    set,
    share.path,
    { language, device: share.device as (typeof DEVICES)[number], ...(share.country ? { country: share.country } : {}) },
    audience,
  )
  await studio.store.audit({ at: new Date().toISOString(), by: share.by, what: 'share-open', detail: `${share.id} from ${from}` })
  const about = { path: share.path, audience: share.audience, what: share.what, expires: share.expires, by: share.by }
  return { screen: column?.screen, language, texts: { ...set.texts.EN, ...set.texts[language] }, about }
}

/**
 * Preview links (issue: "share a preview"): a signed link, for someone without a studio account, to one screen of a
 * draft, of a scheduled change or of live, drawn for one audience and language on a phone. Read-only (taps are not
 * run), it expires (72 hours at most), and making and opening one are audited.
 */
export function studioShareRoutes(studio: Studio, drafts: Drafts): FastifyPluginAsyncZod {
  return async (app) => {
    const secret = app.config.cookieSecret
    const sameOrigin = async (request: FastifyRequest) => assertStudioSameOrigin(request)
    app.post('/api/studio/share', { preValidation: sameOrigin, schema: { hide: true, body: ShareBodySchema } }, async (request) =>
      makeShare(studio, drafts, secret, studio.requireOperator(request).name, request.body),
    )
    const params = z.object({ token: z.string().max(200) })
    app.get('/api/studio/shared/:token', { schema: { hide: true, params }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
      const id = opened(secret, request.params.token)
      const share = id === undefined ? undefined : await studio.store.share(id)
      if (!share) throw new GwErrors.forbidden('This preview link is not valid, or it has expired: ask for a new one')
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      return openShare(app, studio, share, request.ip)
    })
  }
}
