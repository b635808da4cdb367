// Loaded on idle by ./rum.ts for the sampled page loads: web-vitals, and the batches sent with navigator.sendBeacon.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import type { RumEvent } from '../../schemas/rum.ts'
import { rumDeliverTo, rumLanding } from './rum.ts'

const ENDPOINT = '/api/rum'
const BATCH_MAX = 20

export function startRumReporter(): void {
  const batch: RumEvent[] = []
  // A text/plain body (a string): sendBeacon refuses a JSON Blob in some browsers; the gateway reads either.
  const flush = () => {
    while (batch.length > 0) navigator.sendBeacon(ENDPOINT, JSON.stringify({ events: batch.splice(0, BATCH_MAX) }))
  }
  const add = (event: RumEvent) => {
    batch.push(event)
    if (batch.length >= BATCH_MAX) flush()
  }
  const vital = (metric: Metric) => {
    const { screen, version } = rumLanding()
    if (screen !== '' && metric.name !== 'FCP') add({ kind: 'vital', name: metric.name, value: Math.max(0, metric.value), screen, version })
  }
  onLCP(vital)
  onINP(vital)
  onCLS(vital)
  onTTFB(vital)
  rumDeliverTo(add)
  // The last moment a page is sure to have: web-vitals reports LCP, CLS and INP as it hides, then this sends them.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
}
