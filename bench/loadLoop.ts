// A closed-loop load generator that, unlike autocannon's summary, keeps the latency of each status apart: the p99 of
// the answers served must not be mixed with the fast 503s of the refused ones, and how fast a refusal comes is a
// figure of its own. Like autocannon, a client asks again as soon as it has its answer; with `followRetryAfter` a
// refused client waits as the site's pages do (Retry-After, spread by up to a half) before it asks again.
import { Pool } from 'undici'

export type LoopResult = {
  total: number
  ok: number
  shed: number
  /** 503s that carried a Retry-After header. */
  shedWithRetryAfter: number
  other: number
  errors: number
  servedP50: number
  servedP99: number
  /** How long a refusal took to come, from the request being sent. */
  shedP50: number
  shedP99: number
  rps: number
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN)
}

/** `connections` clients, each asking again as soon as it has its answer, for `seconds`. */
export async function loadLoop(
  origin: string,
  path: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  followRetryAfter = false,
): Promise<LoopResult> {
  const pool = new Pool(origin, { connections, pipelining: 1, headersTimeout: 30_000, bodyTimeout: 30_000 })
  const served: number[] = []
  const refused: number[] = []
  const counts = { ok: 0, shed: 0, shedWithRetryAfter: 0, other: 0, errors: 0 }
  const end = performance.now() + seconds * 1000
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now()
      try {
        const res = await pool.request({ method: 'GET', path, headers })
        await res.body.dump()
        const took = performance.now() - started
        if (res.statusCode === 200) {
          counts.ok++
          served.push(took)
        } else if (res.statusCode === 503) {
          counts.shed++
          refused.push(took)
          const retryAfter = Number(res.headers['retry-after'])
          if (res.headers['retry-after'] !== undefined) counts.shedWithRetryAfter++
          const wait = Math.min(retryAfter * 1000 * (1 + Math.random() * 0.5), end - performance.now())
          if (followRetryAfter && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        } else counts.other++
      } catch {
        counts.errors++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  await pool.close()
  served.sort((a, b) => a - b)
  refused.sort((a, b) => a - b)
  const total = counts.ok + counts.shed + counts.other + counts.errors
  return {
    total,
    ...counts,
    servedP50: percentile(served, 0.5),
    servedP99: percentile(served, 0.99),
    shedP50: percentile(refused, 0.5),
    shedP99: percentile(refused, 0.99),
    rps: Math.round(total / seconds),
  }
}
