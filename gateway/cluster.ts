// Several gateway processes behind one port (node:cluster): the primary forks them, replaces one that exits and
// stops them gracefully; each worker is a whole gateway (startGateway), sharing the rest through REDIS_URL. With
// METRICS_PORT the primary serves every instance's metrics there, each series labelled with its instance's `worker`.
import cluster, { type Worker } from 'node:cluster'
import type { Server } from 'node:http'
import { AggregatorRegistry } from 'prom-client'
import type { GatewayConfig } from './config.ts'
import { metricsServer } from './plugins/metrics.ts'

export type Instances = {
  port: number
  /** Where the primary serves every instance's metrics (METRICS_PORT), when set. */
  metricsPort: number | undefined
  /** Process ids of the running instances. */
  pids: () => number[]
  /** Stops every instance gracefully: each finishes the requests it has, then exits. */
  stop: () => Promise<void>
}

const RESPAWN_DELAY_MS = 500
const STOP_GRACE_MS = 15_000

function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve()
    const force = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS)
    worker.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    // The worker's own SIGTERM handler closes the app: it stops accepting, finishes what it has, then exits.
    worker.process.kill('SIGTERM')
  })
}

/**
 * Every instance's metrics on one port, gathered from the workers when scraped (prom-client's cluster protocol): a
 * series per instance, told apart by `worker` (its index, kept by its replacement; counters restart from zero then).
 */
async function serveClusterMetrics(metrics: GatewayConfig['metrics']): Promise<Server | undefined> {
  if (metrics.port === undefined) return undefined
  const aggregator = new AggregatorRegistry()
  const server = metricsServer(() => aggregator.clusterMetrics(), aggregator.contentType, metrics.token)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(metrics.port, metrics.host, () => resolve())
  })
  return server
}

/**
 * In the primary process: forks `count` gateway instances, which run the same script as workers. A new
 * connection goes to the next instance; an instance that exits (stopped for a rolling restart, or crashed) is
 * replaced; one that exits before it listened stops them all (exit code 1). Resolves once all listen.
 */
export async function startInstances(count: number, say: (line: string) => void, metrics?: GatewayConfig['metrics']): Promise<Instances> {
  const pool: InstancePool = { stopping: false, listening: new Set<number>(), say }
  const metricsServed = metrics ? await serveClusterMetrics(metrics) : undefined
  const fork = (index: number): void => {
    const worker = cluster.fork({ GATEWAY_WORKER: String(index) })
    worker.once('exit', (code, signal) => onInstanceExit(pool, worker, signal ?? `code ${code}`, () => fork(index)))
  }
  const instances = (port: number): Instances => ({
    port,
    metricsPort: (metricsServed?.address() as { port: number } | null)?.port,
    pids: () => [...pool.listening],
    stop: async () => {
      pool.stopping = true
      await Promise.all(workers().map(stopWorker))
      metricsServed?.close()
    },
  })
  return new Promise((resolve) => {
    let port = 0
    cluster.on('listening', (worker, address) => {
      pool.listening.add(worker.process.pid ?? 0)
      port = address.port
      if (pool.listening.size === count) resolve(instances(port))
    })
    for (let i = 0; i < count; i++) fork(i)
  })
}

/** The primary's view of its instances: the pids that listen, and whether they are being stopped. */
type InstancePool = { stopping: boolean; listening: Set<number>; say: (line: string) => void }

function workers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined)
}

/** An instance exited (`why`: its signal or exit code): replaced if it had listened; otherwise all stop, exit code 1. */
function onInstanceExit(pool: InstancePool, worker: Worker, why: string, replace: () => void): void {
  const pid = worker.process.pid ?? 0
  const served = pool.listening.delete(pid)
  if (pool.stopping) return
  if (!served) {
    // A start that failed would fail again in its replacement: stop, and say so by the exit code.
    pool.say(`gateway instance ${pid} exited before it listened (${why}): stopping`)
    pool.stopping = true
    void Promise.all(workers().map(stopWorker)).then(() => process.exit(1))
    return
  }
  pool.say(`gateway instance ${pid} exited (${why}); starting another`)
  setTimeout(replace, RESPAWN_DELAY_MS)
}
