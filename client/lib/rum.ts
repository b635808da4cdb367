// Players' timings (RUM): this part is in the first bundle and only decides and holds; the reporter (web-vitals and
// the beacons, ./rumReporter.ts) is a chunk of its own, loaded once the page is idle after hydration.
import type { RumEvent } from '../../schemas/rum.ts'
import { addReportSink } from './report.ts'

type Where = { screen: string; version: string }

const HELD_MAX = 50
let where: Where = { screen: '', version: '' }
let landing: Where | undefined
let deliver: ((event: RumEvent) => void) | undefined
const held: RumEvent[] = []

/** The screen on show (its id and layout version): failures are counted against it. */
export function rumScreen(screen: string, version: string): void {
  where = { screen, version }
  landing ??= where
}

/** The page load's first screen: its vitals (LCP, TTFB, CLS, INP of the load) are its own. */
export function rumLanding(): Where {
  return landing ?? where
}

function hold(event: RumEvent): void {
  if (deliver) deliver(event)
  else if (held.length < HELD_MAX) held.push(event)
}

/** Hands what was held, and all that follows, to the reporter. */
export function rumDeliverTo(reporter: (event: RumEvent) => void): void {
  deliver = reporter
  held.splice(0).forEach(reporter)
}

/**
 * Decides once per page load whether it reports (a share `rate` of loads, RUM_SAMPLE_RATE), and if so holds the
 * blocks that fail to draw and the chunks that fail to load from now on, then loads the reporter when the page is
 * idle: nothing of it competes with the first paint or hydration.
 */
export function startRum(rate: number): void {
  if (!(rate > 0) || Math.random() >= rate) return
  addReportSink((report) => {
    if (where.screen === '') return
    if (report.kind === 'blockCrashed') hold({ kind: 'blockError', block: report.type, ...where })
    else if (report.kind === 'chunkFailed') hold({ kind: 'chunkError', ...where })
  })
  const load = () =>
    void import('./rumReporter.ts').then(
      (m) => m.startRumReporter(),
      () => undefined,
    )
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}
