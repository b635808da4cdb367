import type { HttpSide } from './http.ts'
import type { RequestContext } from './requestContext.ts'

/**
 * The effect of layout changes, counted per layout version, experiment and variant with no personal data: how many
 * screens were served (exposures) and to how many viewers, taps on each block, and the seeds' conversions
 * (registration, first deposit) of viewers who saw the experiment. Counts are fields of one hash per experiment:
 * `<version>|<variant>|<metric>[|<detail>]`, and per hour `h<hour>|<variant>|<metric>` for the chart.
 */
export type EffectCount = { experiment: string; field: string; n: number }

/** Where the counts live: Redis when configured (every instance adds to one hash), else this process. */
export type EffectStore = {
  add: (counts: readonly EffectCount[]) => Promise<void>
  read: (experiment: string) => Promise<Record<string, number>>
}

export class MemoryEffectStore implements EffectStore {
  private readonly hashes = new Map<string, Map<string, number>>()

  async add(counts: readonly EffectCount[]): Promise<void> {
    for (const { experiment, field, n } of counts) {
      let hash = this.hashes.get(experiment)
      if (!hash) this.hashes.set(experiment, (hash = new Map()))
      hash.set(field, (hash.get(field) ?? 0) + n)
    }
  }

  async read(experiment: string): Promise<Record<string, number>> {
    return Object.fromEntries(this.hashes.get(experiment) ?? [])
  }
}

export const CONVERSIONS = ['registration', 'firstDeposit'] as const
export type Conversion = (typeof CONVERSIONS)[number]

/** One experiment a viewer is in, under the layout version that showed it. */
export type Placement = { experiment: string; variant: string; version: string }

const HOUR = 3_600_000
const FLUSH_MS = 1000

/**
 * Adds counts up in memory and hands them to the store once a second (and on close): a busy screen costs the store
 * one write a second per instance, not one per request. A store that fails loses that second's counts, logged.
 */
export class EffectCounter {
  private pending = new Map<string, EffectCount>()
  private readonly store: EffectStore
  private readonly onError: (error: unknown) => void
  private timer: NodeJS.Timeout | undefined

  constructor(store: EffectStore, onError: (error: unknown) => void) {
    this.store = store
    this.onError = onError
  }

  exposed(placements: readonly Placement[], firstTime: ReadonlySet<string>): void {
    for (const p of placements) {
      this.count(p, 'exposure')
      if (firstTime.has(p.experiment)) this.count(p, 'viewer')
    }
  }

  tapped(placements: readonly Placement[], taps: readonly { block: string; n: number }[]): void {
    for (const p of placements) for (const tap of taps) this.count(p, 'tap', tap.block, tap.n)
  }

  converted(placements: readonly Placement[], conversion: Conversion): void {
    for (const p of placements) this.count(p, 'conversion', conversion)
  }

  /** What is counted so far, in the store (tests, and before an instance stops). */
  async flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const counts = [...this.pending.values()]
    this.pending = new Map()
    if (counts.length) await this.store.add(counts).catch(this.onError)
  }

  read(experiment: string): Promise<Record<string, number>> {
    return this.store.read(experiment)
  }

  private count(p: Placement, metric: string, detail?: string, n = 1): void {
    const hour = Math.floor(Date.now() / HOUR)
    const tail = detail === undefined ? metric : `${metric}|${detail}`
    this.add(p.experiment, `${p.version}|${p.variant}|${tail}`, n)
    this.add(p.experiment, `h${hour}|${p.variant}|${tail}`, n)
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref()
  }

  private add(experiment: string, field: string, n: number): void {
    const key = `${experiment}\u0000${field}`
    const known = this.pending.get(key)
    if (known) known.n += n
    else this.pending.set(key, { experiment, field, n })
  }
}

/**
 * The experiments this browser was shown, in an httpOnly cookie of its own (ids only, no person): a viewer is counted
 * once per experiment, and a conversion is counted only for experiments its viewer saw, once each.
 */
const SEEN_COOKIE = 'xp'
const SEEN_SECONDS = 90 * 24 * 60 * 60

type Seen = Map<string, Set<string>>

function readSeen(http: HttpSide, secure: boolean): Seen {
  const raw = http.cookie(secure ? `__Host-${SEEN_COOKIE}` : SEEN_COOKIE) ?? ''
  const seen: Seen = new Map()
  for (const entry of raw.split('.')) {
    const [id, ...done] = entry.split('~')
    if (id && /^[a-z0-9-]{1,40}$/.test(id)) seen.set(id, new Set(done))
  }
  return seen
}

/** Experiments one cookie remembers, the most recently shown kept: ended ones drop out and the cookie stays small. */
const SEEN_MAX = 20

function writeSeen(http: HttpSide, secure: boolean, seen: Seen): void {
  const value = [...seen]
    .slice(-SEEN_MAX)
    .map(([id, done]) => [id, ...done].join('~'))
    .join('.')
  http.setCookie(secure ? `__Host-${SEEN_COOKIE}` : SEEN_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SEEN_SECONDS })
}

/** The experiments this browser was shown. */
export function seenExperiments(http: HttpSide, secure: boolean): Set<string> {
  return new Set(readSeen(http, secure).keys())
}

/** Marks experiments as seen; answers the ones seen for the first time. */
function markSeen(http: HttpSide, secure: boolean, experiments: readonly string[]): Set<string> {
  const seen = readSeen(http, secure)
  const fresh = new Set(experiments.filter((id) => !seen.has(id)))
  if (fresh.size === 0) return fresh
  for (const id of fresh) seen.set(id, new Set())
  writeSeen(http, secure, seen)
  return fresh
}

/** The seen experiments a conversion counts for (each once): marks it done for them. */
function convertSeen(http: HttpSide, secure: boolean, conversion: Conversion): string[] {
  const seen = readSeen(http, secure)
  const counted = [...seen].filter(([, done]) => !done.has(conversion)).map(([id]) => id)
  if (counted.length === 0) return counted
  for (const id of counted) seen.get(id)?.add(conversion)
  writeSeen(http, secure, seen)
  return counted
}

/** The experiments of a screen the viewer is in, with the variant it got, under the live layout version. */
export function placementsOf(ctx: RequestContext, screenId: string, only?: ReadonlySet<string>): Placement[] {
  const screen = ctx.layouts.screens.find((s) => s.id === screenId)
  if (!screen || screen.experiments.length === 0) return []
  const variants = ctx.viewerAudience().audience?.variants ?? {}
  return screen.experiments.flatMap((e) => {
    const variant = variants[e.id]
    return variant && (!only || only.has(e.id)) ? [{ experiment: e.id, variant, version: ctx.layouts.version }] : []
  })
}

/** A screen was served to a player (not to the studio): one exposure per experiment on it, one viewer the first time. */
export function countExposure(ctx: RequestContext, screenId: string): void {
  const placements = placementsOf(ctx, screenId)
  if (placements.length === 0) return
  const fresh = markSeen(
    ctx.http,
    ctx.config.cookieSecure,
    placements.map((p) => p.experiment),
  )
  ctx.effects.exposed(placements, fresh)
}

/** A conversion of the seeds (a registration, a first deposit) made by this viewer: counted for the experiments it saw, once each. */
export function countConversion(ctx: RequestContext, conversion: Conversion): void {
  const experiments = convertSeen(ctx.http, ctx.config.cookieSecure, conversion)
  if (experiments.length === 0) return
  const variants = ctx.viewerAudience().audience?.variants ?? {}
  const placements = experiments.flatMap((experiment) => {
    const variant = variants[experiment]
    return variant ? [{ experiment, variant, version: ctx.layouts.version }] : []
  })
  ctx.effects.converted(placements, conversion)
}
