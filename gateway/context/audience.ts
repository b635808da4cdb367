import { createHash, randomUUID } from 'node:crypto'
import type { Condition, ServerFacts } from '../../schemas/conditions.ts'
import { foldCondition } from '../../schemas/conditions.ts'
import type { Experiment } from '../../schemas/layout.ts'
import type { LayoutSet } from '../layouts/validate.ts'
import type { HttpSide } from './http.ts'
import type { SessionCookie } from './session.ts'

/** The first-party id of a visitor for experiments (never sent to the platform, never read by scripts). */
const VISITOR_COOKIE = 'vid'
const VISITOR_COOKIE_SECONDS = 400 * 24 * 60 * 60
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * What a layout set's audiences need: its experiments, the salts its bucket conditions use, its conditions that
 * depend on the clock or the bucket (their verdicts are part of a shared answer's key), and whether any reads the country.
 */
type AudienceNeeds = { experiments: readonly Experiment[]; salts: readonly string[]; keyed: readonly Condition[]; country: boolean }
const needsOf = new WeakMap<LayoutSet, AudienceNeeds>()

function conditionsIn(value: unknown, found: Condition[]): void {
  if (Array.isArray(value)) for (const v of value) conditionsIn(v, found)
  else if (value && typeof value === 'object') {
    const op = (value as { op?: unknown }).op
    if (op === 'bucket' || op === 'window' || op === 'country') found.push(value as Condition)
    for (const v of Object.values(value)) conditionsIn(v, found)
  }
}

/** The experiments of every screen and the salts of every bucket condition, found once per layout set. */
function audienceNeeds(layouts: LayoutSet): AudienceNeeds {
  let needs = needsOf.get(layouts)
  if (!needs) {
    const found: Condition[] = []
    conditionsIn([layouts.shell, layouts.screens], found)
    const experiments = layouts.screens.flatMap((s) => s.experiments)
    const salts = [...new Set(found.flatMap((c) => (c.op === 'bucket' ? [c.salt] : [])))]
    const keyed = found.filter((c) => c.op !== 'country')
    needs = { experiments, salts, keyed, country: found.length > keyed.length }
    needsOf.set(layouts, needs)
  }
  return needs
}

/** The viewer's sticky bucket for a salt: 0–99 from a hash of both, the same on every instance and after a restart. */
function bucketOf(salt: string, key: string): number {
  return createHash('sha256').update(`${salt}\u0000${key}`).digest().readUInt32BE(0) % 100
}

/** The variant a bucket falls in: the variants' shares laid end to end from 0. */
function variantOf(experiment: Experiment, bucket: number): string {
  let end = 0
  for (const variant of experiment.variants) {
    end += variant.share
    if (bucket < end) return variant.id
  }
  return experiment.variants.at(-1)?.id ?? ''
}

/**
 * Whom the buckets are counted for: a member by their account (on any device), a visitor by a random id of their
 * own in an httpOnly cookie, made on first need; a session started from a visitor keeps that visitor's key (`k`), so
 * logging in does not change the group.
 */
export function viewerKey(session: SessionCookie | null, http: HttpSide, secure: boolean): string {
  if (session) return session.k ?? `m:${session.u}`
  return `v:${visitorId(http, secure)}`
}

/** The visitor's own id, made (and set as a cookie) when it has none yet. */
function visitorId(http: HttpSide, secure: boolean): string {
  const name = secure ? `__Host-${VISITOR_COOKIE}` : VISITOR_COOKIE
  const known = http.cookie(name)
  if (known && VISITOR_ID.test(known)) return known
  const id = randomUUID()
  http.setCookie(name, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: VISITOR_COOKIE_SECONDS })
  return id
}

/** The visitor key a session inherits at login, when the browser has one (else the member's own key is used). */
export function inheritedKey(http: HttpSide, secure: boolean): string | undefined {
  const known = http.cookie(secure ? `__Host-${VISITOR_COOKIE}` : VISITOR_COOKIE)
  return known && VISITOR_ID.test(known) ? `v:${known}` : undefined
}

/** The viewer's buckets and variants for what the layouts use; nothing (and no cookie) when they use none. */
export function audienceFacts(layouts: LayoutSet, key: () => string): { buckets: Record<string, number>; variants: Record<string, string> } | undefined {
  const { experiments, salts } = audienceNeeds(layouts)
  if (experiments.length === 0 && salts.length === 0) return undefined
  const k = key()
  const buckets: Record<string, number> = {}
  const variants: Record<string, string> = {}
  for (const salt of salts) buckets[salt] = bucketOf(salt, k)
  for (const experiment of experiments) {
    const bucket = bucketOf(experiment.id, k)
    buckets[experiment.id] = bucket
    variants[experiment.id] = variantOf(experiment, bucket)
  }
  return { buckets, variants }
}

/**
 * What of the viewer's audience a shared (visitor) answer depends on: the variants, the country where a condition
 * reads it, and the verdict of each time-window and bucket condition. Empty when the layouts use none of them.
 */
export function audienceStamp(layouts: LayoutSet, facts: Pick<ServerFacts, 'variants' | 'buckets' | 'country' | 'now'>): string {
  const needs = audienceNeeds(layouts)
  const variants = needs.experiments.map((e) => facts.variants?.[e.id] ?? '-').join(',')
  const country = needs.country ? (facts.country ?? '-') : ''
  const verdicts = needs.keyed.map((c) => (foldCondition(c, facts as ServerFacts) === true ? 1 : 0)).join('')
  return variants || country || verdicts ? `${variants};${country};${verdicts}` : ''
}
