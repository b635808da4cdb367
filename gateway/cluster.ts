// Several gateway processes behind one port (node:cluster): the primary forks them, replaces one that exits and
// stops them gracefully; each worker is a whole gateway (startGateway), sharing the rest through REDIS_URL.
import cluster, { type Worker } from 'node:cluster'

export type Instances = {
  port: number
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
 * In the primary process: forks `count` gateway instances, which run the same script as workers. A new
 * connection goes to the next instance; an instance that exits (stopped for a rolling restart, or crashed) is
 * replaced; one that exits before it listened stops them all (exit code 1). Resolves once all listen.
 */
export function startInstances(count: number, say: (line: string) => void): Promise<Instances> {
  let stopping = false
  const listening = new Set<number>()
  const fork = (): void => {
    const worker = cluster.fork()
    worker.once('exit', (code, signal) => {
      const pid = worker.process.pid ?? 0
      const served = listening.delete(pid)
      if (stopping) return
      if (!served) {
        // A start that failed would fail again in its replacement: stop, and say so by the exit code.
        say(`gateway instance ${pid} exited before it listened (${signal ?? `code ${code}`}): stopping`)
        stopping = true
        void Promise.all(workers().map(stopWorker)).then(() => process.exit(1))
        return
      }
      say(`gateway instance ${pid} exited (${signal ?? `code ${code}`}); starting another`)
      setTimeout(fork, RESPAWN_DELAY_MS)
    })
  }
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined)
  const instances = (port: number): Instances => ({
    port,
    pids: () => [...listening],
    stop: async () => {
      stopping = true
      await Promise.all(workers().map(stopWorker))
    },
  })
  return new Promise((resolve) => {
    let port = 0
    cluster.on('listening', (worker, address) => {
      listening.add(worker.process.pid ?? 0)
      port = address.port
      if (listening.size === count) resolve(instances(port))
    })
    for (let i = 0; i < count; i++) fork()
  })
}
