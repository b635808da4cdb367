import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { startGatewayProcess, type GatewayProcess } from '../helpers/gatewayProcess.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'

// Two whole gateway processes, each with its own layout folder, one simulator and one real redis-server.
let redis: RedisServer
let sim: RunningSimulator
let a: GatewayProcess
let b: GatewayProcess
const dirs: string[] = []
const folders = new Map<GatewayProcess, string>()

async function layoutCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'layouts-scale-'))
  await cp(join(ROOT, 'layouts'), dir, { recursive: true })
  dirs.push(dir)
  return dir
}

async function instance(): Promise<GatewayProcess> {
  const dir = await layoutCopy()
  const gateway = await startGatewayProcess({
    UPSTREAM_URL: sim.url,
    REDIS_URL: redis.url,
    LAYOUTS_DIR: dir,
    CLIENT_DIR: join(dir, 'no-client'),
    // Nothing goes stale while the test runs: every platform call it counts comes from a cold key.
    PUBLIC_CACHE_TTL_MS: '120000',
  })
  folders.set(gateway, dir)
  return gateway
}

beforeAll(async () => {
  redis = await startRedis()
  sim = await startSimulator(0)
  ;[a, b] = await Promise.all([instance(), instance()])
  // An instance that found no Redis within a second of its start serves from memory until it connects.
  await until(async () => (await readyz(a)).shared?.redis === 'up' && (await readyz(b)).shared?.redis === 'up', 10_000)
}, 60_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await sim?.close()
  await redis?.stop()
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

async function simCalls(): Promise<Record<string, number>> {
  return ((await (await fetch(`${sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }).calls
}

async function home(gw: GatewayProcess, language = 'EN') {
  const res = await fetch(`${gw.url}/api/screen?path=%2Fm%2Fhome&lang=${language}`)
  return { status: res.status, body: (await res.json()) as { blocks: { type: string; props: { items?: { id: string; label: string }[] } }[] } }
}

async function hotGamesLabel(gw: GatewayProcess): Promise<string | undefined> {
  const { body } = await home(gw)
  return body.blocks.find((block) => block.type === 'quickNav')?.props.items?.find((item) => item.id === 'hotGames')?.label
}

function loginAttempt(gw: GatewayProcess, username: string) {
  return fetch(`${gw.url}/api/actions/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify({ username, password: 'not-the-password' }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: { code: string } } }))
}

async function readyz(gw: GatewayProcess) {
  return (await (await fetch(`${gw.url}/readyz`)).json()) as { ok: boolean; shared?: { redis: string; layoutsVersion: string } }
}

/** Renames the hot-games quick-nav item in one instance's layout folder. */
async function renameHotGames(gw: GatewayProcess, label: string): Promise<void> {
  const file = join(folders.get(gw) ?? '', 'screens/home.json')
  const layout = JSON.parse(await readFile(file, 'utf8')) as { blocks: { type: string; props: { items: { id: string; label: unknown }[] } }[] }
  const nav = layout.blocks.find((block) => block.type === 'quickNav')
  const item = nav?.props.items.find((i) => i.id === 'hotGames')
  if (item) item.label = label
  await writeFile(file, JSON.stringify(layout, null, 2))
}

/** Polls until `check` holds; how long it took (ms). */
async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return performance.now() - started
}

async function burst(count: number, language: string) {
  await fetch(`${sim.url}/__sim/stats`, { method: 'DELETE' })
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => home(i % 2 ? a : b, language)))
  return { statuses: new Set(answers.map((answer) => answer.status)), calls: await simCalls() }
}

describe('two gateway instances sharing a Redis', () => {
  it('100 concurrent cold home requests spread over both make one call per platform endpoint', async () => {
    const { statuses, calls } = await burst(100, 'EN')
    expect(statuses).toEqual(new Set([200]))
    expect(Object.keys(calls)).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/relay/GCSGAME_hotGamesV2', '/wps/relay/MCSFE_getListAnnouncements']))
    expect(Object.entries(calls).filter(([, n]) => n !== 1)).toEqual([])
  }, 30_000)

  it('counts login attempts per account across instances: the sixth, on the other instance, is refused', async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => loginAttempt(a, 'member2')))
    expect(five.map((attempt) => attempt.status)).toEqual([400, 400, 400, 400, 400])
    const sixth = await loginAttempt(b, 'member2')
    expect(sixth.status).toBe(429)
    expect(sixth.body.error?.code).toBe('GW_RATE_LIMITED')
    expect((await loginAttempt(b, 'member1')).status).toBe(400)
  })

  it('makes a layout change on one instance live on both within a second', async () => {
    const before = await readFile(join(folders.get(b) ?? '', 'screens/home.json'), 'utf8')
    const saved = performance.now()
    await renameHotGames(a, 'Top picks')
    await until(async () => (await hotGamesLabel(a)) === 'Top picks' && (await hotGamesLabel(b)) === 'Top picks', 5000)
    expect(performance.now() - saved).toBeLessThanOrEqual(1000)
    // The other instance's folder is untouched: the change reached it through Redis.
    expect(await readFile(join(folders.get(b) ?? '', 'screens/home.json'), 'utf8')).toBe(before)
    const [readyA, readyB] = await Promise.all([readyz(a), readyz(b)])
    expect(readyA.shared?.layoutsVersion).toBe(readyB.shared?.layoutsVersion)
  })

  it('keeps both answering while Redis is stopped, says so, and converges once it is back', async () => {
    await redis.stop()
    await Promise.all([a, b].map((gw) => gw.logged((l) => l.level === 40 && String(l.msg).startsWith('shared store (Redis) unreachable'))))
    for (const gw of [a, b]) {
      expect((await readyz(gw)).shared?.redis).toBe('down')
      expect((await home(gw)).status).toBe(200)
      // Nothing cached for Thai yet: straight to the platform, with no Redis to share through.
      expect((await home(gw, 'TH')).status).toBe(200)
      expect((await loginAttempt(gw, 'trial4')).status).toBe(400)
    }
    await renameHotGames(a, 'Redis-less picks')
    await until(async () => (await hotGamesLabel(a)) === 'Redis-less picks', 5000)
    expect(await hotGamesLabel(b)).toBe('Top picks')

    await redis.start()
    await until(async () => (await readyz(a)).shared?.redis === 'up' && (await readyz(b)).shared?.redis === 'up', 10_000)
    await until(async () => (await hotGamesLabel(b)) === 'Redis-less picks', 5000)
    expect(await hotGamesLabel(a)).toBe('Redis-less picks')
    const [readyA, readyB] = await Promise.all([readyz(a), readyz(b)])
    expect(readyA.shared?.layoutsVersion).toBe(readyB.shared?.layoutsVersion)
    for (const gw of [a, b]) expect(gw.logs.some((l) => l.msg === 'shared store (Redis) back: catching up')).toBe(true)

    // Limits and the single flight are shared again.
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => loginAttempt(b, 'member0')))
    expect(five.map((attempt) => attempt.status)).toEqual([400, 400, 400, 400, 400])
    expect((await loginAttempt(a, 'member0')).status).toBe(429)
    const { statuses, calls } = await burst(20, 'VI')
    expect(statuses).toEqual(new Set([200]))
    expect(calls['/wps/relay/GCSGAME_hotGamesV2']).toBe(1)
    expect(Object.entries(calls).filter(([, n]) => n > 1)).toEqual([])
  }, 60_000)
})
