import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import type { LogLine } from '../helpers/gatewayProcess.ts'
import { seriesValue } from '../helpers/metricsText.ts'
import { freePort, startRedis, type RedisServer } from '../helpers/redisServer.ts'

// `npm start` with GATEWAY_INSTANCES=2: the real start script, two gateway processes behind one port.
let redis: RedisServer
let sim: RunningSimulator
let primary: ChildProcess
let port: number
let metricsPort: number
let clientDir: string
const logs: LogLine[] = []
let said = ''

beforeAll(async () => {
  redis = await startRedis()
  sim = await startSimulator(0)
  port = await freePort()
  metricsPort = await freePort()
  clientDir = await mkdtemp(join(tmpdir(), 'client-'))
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>site</title>')
  primary = spawn(process.execPath, [join(ROOT, 'scripts/start.ts')], {
    env: {
      ...process.env,
      GATEWAY_INSTANCES: '2',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      HOST: '127.0.0.1',
      UPSTREAM_URL: sim.url,
      REDIS_URL: redis.url,
      CLIENT_DIR: clientDir,
      PUBLIC_CACHE_TTL_MS: '0',
      PUBLIC_CACHE_STALE_MS: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let buffered = ''
  primary.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines.filter((l) => l.startsWith('{'))) logs.push(JSON.parse(line) as LogLine)
  })
  primary.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()))
  await until(() => said.includes('Site ready at'), 60_000)
}, 90_000)

afterAll(async () => {
  if (primary.exitCode === null) {
    primary.kill('SIGTERM')
    await new Promise((resolve) => primary.once('exit', resolve))
  }
  await sim?.close()
  await redis?.stop()
  await rm(clientDir, { recursive: true, force: true })
})

async function until(check: () => boolean, ms: number): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${said}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** One request on a connection of its own, as separate browsers would make. */
function home(): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/screen?path=%2Fm%2Fhome', agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    }).on('error', reject)
  })
}

const servedBy = () => new Set(logs.filter((l) => l.msg === 'request completed').map((l) => l.pid))
const listening = () => logs.filter((l) => String(l.msg).startsWith('Server listening at'))

describe('npm start with GATEWAY_INSTANCES=2', () => {
  it('serves one port from two processes', async () => {
    expect(said).toMatch(/2 gateway instances \(processes \d+, \d+\) behind one port/)
    // Each instance's log reaches the pipe on its own time: a busy machine can deliver the second line after `said`.
    await until(() => listening().length >= 2, 10_000)
    expect(listening().map((l) => l.msg)).toEqual([`Server listening at http://127.0.0.1:${port}`, `Server listening at http://127.0.0.1:${port}`])
    const statuses = await Promise.all(Array.from({ length: 20 }, home))
    expect(new Set(statuses)).toEqual(new Set([200]))
    // Each new connection goes to the next instance (the log reaches the pipe a little after the answer).
    await until(() => servedBy().size === 2, 5000)
  })

  it("serves every instance's metrics on the primary's METRICS_PORT, each series labelled with its instance", async () => {
    expect(said).toContain(`Metrics of every instance at http://127.0.0.1:${metricsPort}/metrics`)
    const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    const screens = (text: string, worker: string) =>
      seriesValue(text, 'gateway_http_request_duration_seconds_count', { worker, route: '/api/screen', screen: 'home' }) ?? 0
    const before = await scrape()
    expect(await Promise.all(Array.from({ length: 10 }, home))).toEqual(Array(10).fill(200))
    const after = await scrape()
    const served = ['0', '1'].map((worker) => screens(after, worker) - screens(before, worker))
    expect(served[0]! + served[1]!).toBe(10)
    expect(served.every((n) => n > 0)).toBe(true)
    for (const worker of ['0', '1']) expect(seriesValue(after, 'gateway_redis_up', { worker })).toBe(1)
    // Nothing but the metrics on that port; nothing of the metrics on the players' port without a token.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/screen?path=/m/home`)).status).toBe(404)
    expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).not.toContain('gateway_http_request_duration_seconds')
  })

  it('loses no in-flight request when one instance is stopped, and replaces it', async () => {
    await fetch(`${sim.url}/__sim/latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: 600 }) })
    try {
      const stopped = listening()[0]?.pid ?? 0
      const before = logs.length
      const inFlight = Array.from({ length: 8 }, home)
      await until(() => logs.slice(before).filter((l) => l.msg === 'incoming request' && l.pid === stopped).length >= 2, 10_000)
      process.kill(stopped, 'SIGTERM')
      expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200))
      await until(() => said.includes(`gateway instance ${stopped} exited (code 0); starting another`), 10_000)
      // The stopped instance finished what it had before it exited (its log says so, flushed before the exit).
      expect(logs.slice(before).filter((l) => l.msg === 'request completed' && l.pid === stopped).length).toBeGreaterThanOrEqual(2)
      await until(() => listening().length === 3, 30_000)
      expect(await Promise.all(Array.from({ length: 6 }, home))).toEqual(Array(6).fill(200))
    } finally {
      await fetch(`${sim.url}/__sim/latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: 0 }) })
    }
  }, 60_000)

  it('stops every instance on SIGTERM', async () => {
    const workers = [...new Set(listening().map((l) => l.pid ?? 0))].filter((pid) => pid !== listening()[0]?.pid)
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve))
    primary.kill('SIGTERM')
    expect(await exited).toBe(0)
    const alive = workers.filter((pid) => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    })
    expect(alive).toEqual([])
  }, 30_000)
})
