// Warm visitor home throughput with two gateway instances behind one port against one, side by side in one run:
// rounds alternate (1, 2, 1, 2, 1, 2) so that a change in the machine's load touches both; medians are compared. With redis-server on the
// machine both run with REDIS_URL set, as several instances are meant to run; the warm home does not touch it.
import { existsSync } from 'node:fs'
import autocannon from 'autocannon'
import { REDIS_SERVER_PATH, startRedis } from '../tests/helpers/redisServer.ts'
import { startChild } from './processes.ts'

const HOME = '/api/screen?path=%2Fm%2Fhome'

export type InstancesReport = {
  oneRps: number
  twoRps: number
  ratio: number
  rounds: { instances: number; rps: number }[]
  redis: boolean
  connections: number
}

async function measure(port: number, seconds: number): Promise<number> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${HOME}`, connections: 50, duration: seconds, pipelining: 1 })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

export async function instancesThroughput(simPort: number): Promise<InstancesReport> {
  const redis = existsSync(REDIS_SERVER_PATH) ? await startRedis() : undefined
  const rounds: { instances: number; rps: number }[] = []
  try {
    for (const instances of [1, 2, 1, 2, 1, 2]) {
      const gw = await startChild('clusterProcess.ts', {
        BENCH_UPSTREAM_URL: `http://127.0.0.1:${simPort}`,
        BENCH_INSTANCES: String(instances),
        ...(redis ? { REDIS_URL: redis.url } : {}),
      })
      try {
        await measure(gw.port, 2)
        rounds.push({ instances, rps: Math.round(await measure(gw.port, 5)) })
      } finally {
        await gw.stop()
      }
    }
  } finally {
    await redis?.stop()
  }
  const median = (n: number) =>
    rounds
      .filter((r) => r.instances === n)
      .map((r) => r.rps)
      .sort((x, y) => x - y)[1] ?? 0
  const oneRps = median(1)
  const twoRps = median(2)
  return { oneRps, twoRps, ratio: Number((twoRps / oneRps).toFixed(2)), rounds, redis: redis !== undefined, connections: 50 }
}
