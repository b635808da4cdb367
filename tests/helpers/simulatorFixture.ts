import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'

export type SimulatorFixture = {
  /** The running simulator (set before the first test). */
  readonly url: string
  /** Sets a fault through the control API (`kind` and its options, for `endpoint` or `*`). */
  fault: (endpoint: string, kind: string, extra?: object) => Promise<void>
  /** How many calls the simulator counted on a path since the last reset. */
  calls: (path: string) => Promise<number>
}

/** One simulator for the test file, reset before each test; for tests that talk to the platform without a gateway. */
export function useSimulator(): SimulatorFixture {
  let sim: RunningSimulator | undefined
  const url = () => {
    if (!sim) throw new Error('the simulator starts in beforeAll')
    return sim.url
  }
  beforeAll(async () => {
    sim = await startSimulator(0)
  })
  afterAll(async () => sim?.close())
  beforeEach(async () => {
    await fetch(`${url()}/__sim/reset`, { method: 'POST' })
  })
  return {
    get url() {
      return url()
    },
    fault: async (endpoint, kind, extra = {}) => {
      const res = await fetch(`${url()}/__sim/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint, kind, ...extra }),
      })
      if (!res.ok) throw new Error(`fault ${kind} on ${endpoint}: ${res.status} ${await res.text()}`)
    },
    calls: async (path) => {
      const stats = (await (await fetch(`${url()}/__sim/stats`)).json()) as { calls: Record<string, number> }
      return stats.calls[path] ?? 0
    },
  }
}
