// The home with one platform call hanging, caches off: p99 with the platform healthy against p99 once the call's
// breaker is open (and p99 while it was still closed, each request paying the timeout). Overload: bench/overload.ts.
import { loadLoop, type LoopResult } from './loadLoop.ts'
import { startChild } from './processes.ts'

const HOME = '/api/screen?path=%2Fm%2Fhome'
const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const HANG_TIMEOUT_MS = 1000

async function sim(simPort: number, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${simPort}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return res.json()
}

export type BreakerReport = { healthy: LoopResult; beforeOpen: LoopResult; open: LoopResult; hangingCallsWhileOpen: number; timeoutMs: number }

async function breakerState(origin: string): Promise<string | undefined> {
  const ready = (await (await fetch(`${origin}/readyz`)).json()) as { breakers?: Record<string, string> }
  return ready.breakers?.hotGames
}

export async function hangingEndpoint(simPort: number): Promise<BreakerReport> {
  const gw = await startChild('gatewayProcess.ts', {
    BENCH_UPSTREAM_URL: `http://127.0.0.1:${simPort}`,
    PUBLIC_CACHE_TTL_MS: '0',
    PUBLIC_CACHE_STALE_MS: '0',
    UPSTREAM_TIMEOUT_MS: String(HANG_TIMEOUT_MS),
  })
  const origin = `http://127.0.0.1:${gw.port}`
  try {
    await loadLoop(origin, HOME, 10, 2)
    const healthy = await loadLoop(origin, HOME, 10, 5)
    await sim(simPort, 'POST', '/__sim/faults', { endpoint: HOT, kind: 'hang' })
    // Concurrent screens share one call, so the breaker sees about one failure per timeout: load until it opens.
    const beforeOpen = await loadLoop(origin, HOME, 10, 2)
    for (let i = 0; i < 30 && (await breakerState(origin)) !== 'open'; i++) await loadLoop(origin, HOME, 10, 1)
    if ((await breakerState(origin)) !== 'open') throw new Error('the hot games breaker did not open')
    await sim(simPort, 'DELETE', '/__sim/stats')
    const open = await loadLoop(origin, HOME, 10, 5)
    const { calls } = (await sim(simPort, 'GET', '/__sim/stats')) as { calls: Record<string, number> }
    return { healthy, beforeOpen, open, hangingCallsWhileOpen: calls[HOT] ?? 0, timeoutMs: HANG_TIMEOUT_MS }
  } finally {
    await sim(simPort, 'DELETE', '/__sim/faults')
    await gw.stop()
  }
}
