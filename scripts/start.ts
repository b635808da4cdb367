// `npm start`: builds the client if it is missing, starts the embedded platform simulator unless
// UPSTREAM_URL points at a real platform, then the gateway on http://localhost:PORT (8080).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const clientDir = process.env.CLIENT_DIR ?? resolve(root, 'dist/client')

if (!existsSync(resolve(clientDir, 'index.html'))) {
  console.warn('Building the client (first start)…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (!process.env.UPSTREAM_URL) {
  const { startSimulator } = await import('../simulator/start.ts')
  const simPort = Number(process.env.SIM_PORT ?? 8090)
  const sim = await startSimulator(simPort)
  console.warn(`Embedded platform simulator on ${sim.url} (no UPSTREAM_URL set)`)
  process.env.SIM_PORT = String(sim.port)
}

const { startGateway } = await import('../gateway/server.ts')
const app = await startGateway()
const port = (app.server.address() as { port: number }).port
console.warn(`Site ready at http://localhost:${port}/m/home`)
