// `npm start`: builds the client if it is missing, starts the embedded platform simulator unless
// UPSTREAM_URL points at a real platform, then the gateway on http://localhost:PORT (8080): one process, or
// GATEWAY_INSTANCES processes behind that one port (node:cluster; each worker runs this script again).
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

if (cluster.isWorker) {
  const { startGateway } = await import('../gateway/server.ts')
  await startGateway()
} else {
  const { loadConfig } = await import('../gateway/config.ts')
  // A bad setting stops the start here, once, rather than in every instance.
  const config = loadConfig()
  const clientDir = config.clientDir
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    console.warn('Building the client (first start)…')
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }

  if (!process.env.UPSTREAM_URL) {
    const { startSimulator } = await import('../simulator/start.ts')
    const sim = await startSimulator(config.simPort)
    console.warn(`Embedded platform simulator on ${sim.url} (no UPSTREAM_URL set)`)
    process.env.SIM_PORT = String(sim.port)
  }

  let port: number
  if (config.instances > 1) {
    if (!config.redisUrl) {
      console.warn(
        `${config.instances} gateway instances without REDIS_URL: each keeps its own rate limits, caches and last good status (set REDIS_URL to share them)`,
      )
    }
    const { startInstances } = await import('../gateway/cluster.ts')
    const instances = await startInstances(config.instances, (line) => console.warn(line), config.metrics)
    port = instances.port
    let stopping = false
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (stopping) return
        stopping = true
        instances.stop().then(() => process.exit(0))
      })
    }
    console.warn(`${config.instances} gateway instances (processes ${instances.pids().join(', ')}) behind one port`)
    if (instances.metricsPort !== undefined) console.warn(`Metrics of every instance at http://${config.metrics.host}:${instances.metricsPort}/metrics`)
  } else {
    const { startGateway } = await import('../gateway/server.ts')
    const app = await startGateway()
    port = (app.server.address() as { port: number }).port
  }
  console.warn(`Site ready at http://localhost:${port}/m/home`)
}
