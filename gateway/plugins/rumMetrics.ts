import { Counter, Histogram, type Registry } from 'prom-client'
import { BLOCK_TYPES } from '../../schemas/blocks/index.ts'
import { RUM_VITALS, type RumEvent, type RumVital, type ScreenTimings } from '../../schemas/rum.ts'

// Buckets around each vital's "good" and "poor" thresholds (web.dev): LCP 2.5/4 s, INP 0.2/0.5 s, TTFB 0.8/1.8 s, CLS 0.1/0.25.
const VITALS: Record<RumVital, { name: string; help: string; toUnit: number; buckets: number[] }> = {
  LCP: { name: 'gateway_rum_lcp_seconds', help: "Players' largest contentful paint", toUnit: 1 / 1000, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10] },
  INP: { name: 'gateway_rum_inp_seconds', help: "Players' interaction to next paint", toUnit: 1 / 1000, buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2] },
  CLS: { name: 'gateway_rum_cls', help: "Players' cumulative layout shift (score)", toUnit: 1, buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1] },
  TTFB: { name: 'gateway_rum_ttfb_seconds', help: "Players' time to first byte", toUnit: 1 / 1000, buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5] },
}
const KNOWN_BLOCKS: ReadonlySet<string> = new Set(BLOCK_TYPES)
// The live version and the two before it keep their own label (pages opened before a publish still report for a while).
const VERSIONS_KEPT = 3

type Bucket = { le: number; count: number }

/**
 * Players' timings and failures, from the pages' beacons, as histograms and counters by screen id and layout version.
 * Every label is bounded by what the gateway knows: a screen it serves, one of the last few layout versions, a block
 * type it has; anything else counts as `other`.
 */
export class RumMetrics {
  private readonly vitals: Record<RumVital, Histogram>
  private readonly blockErrors: Counter
  private readonly chunkErrors: Counter
  private readonly versions: string[] = []
  private readonly isScreen: (id: string) => boolean

  constructor(registers: Registry[], isScreen: (id: string) => boolean) {
    this.isScreen = isScreen
    const labelNames = ['screen', 'version']
    this.vitals = Object.fromEntries(RUM_VITALS.map((v) => [v, new Histogram({ ...VITALS[v], labelNames, registers })])) as Record<RumVital, Histogram>
    this.blockErrors = new Counter({
      name: 'gateway_rum_block_errors_total',
      help: "Blocks that failed to draw in players' pages, by block type",
      labelNames: [...labelNames, 'block'],
      registers,
    })
    this.chunkErrors = new Counter({ name: 'gateway_rum_chunk_errors_total', help: "Code chunks that failed to load in players' pages", labelNames, registers })
  }

  versionLive(version: string): void {
    if (this.versions[0] === version) return
    this.versions.unshift(version)
    this.versions.length = Math.min(this.versions.length, VERSIONS_KEPT)
  }

  record(events: readonly RumEvent[]): void {
    for (const event of events) {
      const labels = { screen: this.isScreen(event.screen) ? event.screen : 'other', version: this.versions.includes(event.version) ? event.version : 'other' }
      if (event.kind === 'vital') this.vitals[event.name].observe(labels, event.value * VITALS[event.name].toUnit)
      else if (event.kind === 'blockError') this.blockErrors.inc({ ...labels, block: KNOWN_BLOCKS.has(event.block) ? event.block : 'other' })
      else this.chunkErrors.inc(labels)
    }
  }

  /** Per screen, over every version this instance has heard of since it started: p75 of each vital and the failures. */
  async byScreen(): Promise<ScreenTimings[]> {
    const screens = new Map<string, ScreenTimings>()
    const of = (screen: string) => screens.get(screen) ?? screens.set(screen, { screen, vitals: {}, blockErrors: 0, chunkErrors: 0 }).get(screen)!
    for (const vital of RUM_VITALS) {
      const buckets = new Map<string, Map<number, number>>()
      for (const value of (await this.vitals[vital].get()).values) {
        if (value.metricName !== `${VITALS[vital].name}_bucket`) continue
        const screen = String(value.labels.screen)
        const le = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le)
        const perScreen = buckets.get(screen) ?? buckets.set(screen, new Map()).get(screen)!
        perScreen.set(le, (perScreen.get(le) ?? 0) + value.value)
      }
      for (const [screen, counts] of buckets) {
        const sorted = [...counts].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le)
        const samples = sorted.at(-1)?.count ?? 0
        if (samples > 0) of(screen).vitals[vital] = { p75: quantile(0.75, sorted) / VITALS[vital].toUnit, samples }
      }
    }
    for (const value of (await this.blockErrors.get()).values) of(String(value.labels.screen)).blockErrors += value.value
    for (const value of (await this.chunkErrors.get()).values) of(String(value.labels.screen)).chunkErrors += value.value
    return [...screens.values()].sort((a, b) => a.screen.localeCompare(b.screen))
  }
}

/** As PromQL's histogram_quantile: linear within the bucket; in the last (+Inf) bucket, the highest finite bound. */
function quantile(q: number, buckets: readonly Bucket[]): number {
  const total = buckets.at(-1)?.count ?? 0
  const rank = q * total
  let lower = 0
  let below = 0
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (le === Infinity) return lower
      return count === below ? le : lower + ((le - lower) * (rank - below)) / (count - below)
    }
    lower = le
    below = count
  }
  return lower
}
