import type { FastifyPluginAsync } from 'fastify'
import type { EffectsAnswer, ExperimentEffect } from '../../schemas/effects.ts'
import type { Experiment } from '../../schemas/layout.ts'
import { CONVERSIONS } from '../context/effects.ts'
import type { Studio } from './studio.ts'

const Z95 = 1.959964

/** The Wilson score interval of x successes in n trials (95 %): sound for small counts and rates near 0. */
export function wilson(x: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 0 }
  const p = x / n
  const z2 = Z95 * Z95
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n)
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error below 7.5e-8). */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z))
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  const upper = (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly
  return z >= 0 ? 1 - upper : upper
}

/** Two proportions compared (pooled z test, two-sided): significant at 5 %. */
export function compare(x1: number, n1: number, x2: number, n2: number): { diff: number; z: number; p: number; significant: boolean } {
  if (n1 === 0 || n2 === 0) return { diff: 0, z: 0, p: 1, significant: false }
  const pooled = (x1 + x2) / (n1 + n2)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
  const diff = x2 / n2 - x1 / n1
  if (se === 0) return { diff, z: 0, p: 1, significant: false }
  const z = diff / se
  const p = 2 * (1 - normalCdf(Math.abs(z)))
  return { diff, z, p, significant: p < 0.05 }
}

type Tally = { exposures: number; viewers: number; taps: Map<string, number>; conversions: Map<string, number> }

function tallyOf(counts: Record<string, number>, version: string | undefined) {
  const byVariant = new Map<string, Tally>()
  const versions = new Set<string>()
  const series = new Map<string, { hour: string; variant: string; exposures: number; conversions: number }>()
  for (const [field, n] of Object.entries(counts)) {
    const [where = '', variant = '', metric = '', detail = ''] = field.split('|')
    if (where.startsWith('h')) {
      const hour = new Date(Number(where.slice(1)) * 3_600_000).toISOString()
      const point = series.get(`${hour}|${variant}`) ?? { hour, variant, exposures: 0, conversions: 0 }
      if (metric === 'exposure') point.exposures += n
      if (metric === 'conversion') point.conversions += n
      series.set(`${hour}|${variant}`, point)
      continue
    }
    versions.add(where)
    if (version !== undefined && where !== version) continue
    const tally = byVariant.get(variant) ?? { exposures: 0, viewers: 0, taps: new Map(), conversions: new Map() }
    if (metric === 'exposure') tally.exposures += n
    else if (metric === 'viewer') tally.viewers += n
    else if (metric === 'tap') tally.taps.set(detail, (tally.taps.get(detail) ?? 0) + n)
    else if (metric === 'conversion') tally.conversions.set(detail, (tally.conversions.get(detail) ?? 0) + n)
    byVariant.set(variant, tally)
  }
  return {
    byVariant,
    versions: [...versions].sort(),
    series: [...series.values()].sort((a, b) => a.hour.localeCompare(b.hour) || a.variant.localeCompare(b.variant)),
  }
}

/** What an experiment did, per variant: exposures, tap rate per block, each conversion's rate with its interval and test. */
export function experimentEffect(experiment: Experiment, screen: string, counts: Record<string, number>, version?: string): ExperimentEffect {
  const { byVariant, versions, series } = tallyOf(counts, version)
  const empty: Tally = { exposures: 0, viewers: 0, taps: new Map(), conversions: new Map() }
  const control = byVariant.get(experiment.variants[0]?.id ?? '') ?? empty
  const variants = experiment.variants.map((v, i) => {
    const t = byVariant.get(v.id) ?? empty
    return {
      variant: v.id,
      share: v.share,
      exposures: t.exposures,
      viewers: t.viewers,
      taps: [...t.taps].sort(([a], [b]) => a.localeCompare(b)).map(([block, taps]) => ({ block, taps, rate: t.exposures ? taps / t.exposures : 0 })),
      conversions: CONVERSIONS.map((event) => {
        const count = t.conversions.get(event) ?? 0
        const rate = t.viewers ? count / t.viewers : 0
        // Against a control (or a variant) nobody was shown yet, there is nothing to compare.
        const vsControl =
          i === 0 || control.viewers === 0 || t.viewers === 0 ? undefined : compare(control.conversions.get(event) ?? 0, control.viewers, count, t.viewers)
        return { event, count, rate, ...wilson(count, t.viewers), ...(vsControl ? { vsControl } : {}) }
      }),
    }
  })
  return { experiment: experiment.id, screen, versions, variants, series }
}

/** GET /api/studio/effects[?version=] (operators only): every experiment of the live layouts and what it did. */
export function studioEffectsRoute(studio: Studio): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/studio/effects', { schema: { hide: true } }, async (request, reply): Promise<EffectsAnswer> => {
      studio.requireOperator(request)
      reply.header('cache-control', 'private, no-store')
      const version = (request.query as { version?: unknown }).version
      await app.effects.flush()
      const experiments = await Promise.all(
        app.layouts.layouts.screens.flatMap((screen) =>
          screen.experiments.map(async (e) => experimentEffect(e, screen.id, await app.effects.read(e.id), typeof version === 'string' ? version : undefined)),
        ),
      )
      return { experiments }
    })
  }
}
