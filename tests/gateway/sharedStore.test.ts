import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type CheckedSet, setProblems } from '../../gateway/layouts/checks.ts'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { act, buildTestApp, ROOT, type TestApp, type TestAppOptions } from '../helpers/buildTestApp.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'

let redis: RedisServer
let inspect: Redis
const apps: TestApp[] = []

beforeAll(async () => {
  redis = await startRedis()
  inspect = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 })
  // Redis is stopped on purpose below: this client just reconnects.
  inspect.on('error', () => undefined)
})
afterAll(async () => {
  inspect?.disconnect()
  await redis?.stop()
})
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()))
  await inspect.flushall()
})

async function app(options: TestAppOptions = {}) {
  const t = await buildTestApp({ ...options, env: { REDIS_URL: redis.url, ...options.env } })
  apps.push(t)
  return t
}

async function homeOf(t: TestApp) {
  const res = await t.request().get('/api/screen').query({ path: '/m/home' })
  return { res, screen: res.status === 200 ? ScreenResponseSchema.parse(res.body) : undefined }
}

async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A set as a publish takes it: through the one set of checks. */
function checked(files: Record<string, string>): CheckedSet {
  const { problems, set } = setProblems(files)
  if (!set) throw new Error(`the set has problems: ${JSON.stringify(problems)}`)
  return { files, set }
}

/** The layout files with the home screen's blocks reversed. */
async function reversedHome(): Promise<Record<string, string>> {
  const files = await readLayoutFiles(join(ROOT, 'layouts'))
  const home = JSON.parse(files['screens/home.json'] ?? '{}') as { blocks: unknown[] }
  home.blocks.reverse()
  return { ...files, 'screens/home.json': JSON.stringify(home, null, 2) }
}

const blockTypes = async (t: TestApp) => (await homeOf(t)).screen?.blocks.map((b) => b.type)

describe('publishing layouts through the shared store', () => {
  it('makes a published set live on every instance within a second, keeps it in history, and says who and why', async () => {
    const [one, two] = [await app(), await app()]
    const before = await blockTypes(two)
    const files = await reversedHome()
    const started = Date.now()
    const published = await one.app.layouts.publish(checked(files), 'ana', 'Games first')
    expect(published).toEqual({ version: expect.any(String) })
    await until(async () => JSON.stringify(await blockTypes(two)) === JSON.stringify(before?.slice().reverse()))
    expect(Date.now() - started).toBeLessThanOrEqual(1000)
    expect(await blockTypes(one)).toEqual(before?.slice().reverse())

    const live = JSON.parse((await inspect.get('layouts:sim88:live')) ?? '{}') as Record<string, unknown>
    expect(live).toMatchObject({ version: (published as { version: string }).version, by: 'ana', message: 'Games first' })
    expect(JSON.parse((await inspect.get(`layouts:sim88:files:${String(live.version)}`)) ?? '{}')).toEqual(files)
    expect((await inspect.lrange('layouts:sim88:history', 0, -1)).map((e) => (JSON.parse(e) as { by: string }).by)).toContain('ana')
    expect(two.logs.some((l) => l.msg === 'layouts: serving the published version' && l.by === 'ana' && l.message === 'Games first')).toBe(true)
    // A folder that is older than the publication does not take it back when its instance restarts.
    const three = await app()
    expect(await blockTypes(three)).toEqual(before?.slice().reverse())
  })

  it('publishes only over the version it was made against (compare-and-set), whichever instance publishes', async () => {
    const [one, two] = [await app(), await app()]
    const before = one.app.layouts.layouts.version
    const files = await reversedHome()
    expect(await one.app.layouts.publish(checked(files), 'ana', 'first', before)).toEqual({ version: expect.any(String) })
    const home = JSON.parse(files['screens/home.json'] ?? '{}') as { blocks: unknown[] }
    home.blocks.pop()
    const stale = await two.app.layouts.publish(checked({ ...files, 'screens/home.json': JSON.stringify(home) }), 'bob', 'made before ana published', before)
    expect(stale).toEqual({ moved: expect.objectContaining({ by: 'ana', message: 'first' }) })
    expect(JSON.parse((await inspect.get('layouts:sim88:live')) ?? '{}')).toMatchObject({ by: 'ana', message: 'first' })
    // The second instance hears of ana's publish over the store's channel: once it serves that version, the same screen.
    await until(() => two.app.layouts.layouts.version === one.app.layouts.layouts.version)
    expect(await blockTypes(two)).toEqual((await blockTypes(one)) ?? [])
  })

  it('keeps the later of two changes live, whichever instance writes last', async () => {
    const one = await app()
    const files = await reversedHome()
    await one.app.layouts.publish(checked(files), 'ana', 'newer')
    const liveBefore = await inspect.get('layouts:sim88:live')
    const publisher = one.app.shared?.layouts
    const older = { version: 'older-version', files: await readLayoutFiles(join(ROOT, 'layouts')), changedAt: Date.now() - 60_000, by: 'bob' }
    expect(await publisher?.publish(older)).toBe(false)
    expect(await inspect.get('layouts:sim88:live')).toBe(liveBefore)
    expect(await publisher?.publish({ ...older, changedAt: Date.now() })).toBe(true)
    expect(JSON.parse((await inspect.get('layouts:sim88:live')) ?? '{}')).toMatchObject({ version: 'older-version', by: 'bob' })
  })
})

describe('the shared store, with Redis away and back', () => {
  it('keeps the last good status for every instance and writes it back into a Redis restarted empty', async () => {
    const one = await app()
    expect((await homeOf(one)).res.status).toBe(200)
    await until(async () => (await inspect.hget('lastGood:sim88:systemStatus', 'savedAt')) !== null)
    const savedAt = Number(await inspect.hget('lastGood:sim88:systemStatus', 'savedAt'))

    const two = await app({ simulator: one.sim })
    await two.control('/__sim/faults', { endpoint: '/wps/system/status', kind: 'error' })
    const { screen } = await homeOf(two)
    expect(screen?.statusAsOf).toBe(new Date(savedAt).toISOString())
    await two.control('/__sim/faults', { endpoint: '/wps/system/status', kind: 'reset' })

    await redis.stop()
    await until(() => one.app.shared?.status().redis === 'down')
    await redis.start()
    await until(async () => (await inspect.hget('lastGood:sim88:systemStatus', 'savedAt').catch(() => null)) !== null, 8000)
  })

  it('starts an instance while Redis is away, and brings it in step once Redis is there', async () => {
    await redis.stop()
    const late = await app()
    expect(late.app.shared?.status().redis).toBe('down')
    expect((await homeOf(late)).res.status).toBe(200)
    expect(late.logs.some((l) => l.level === 40 && String(l.msg).startsWith('shared store (Redis) unreachable'))).toBe(true)
    await redis.start()
    await until(() => late.app.shared?.status().redis === 'up', 8000)
    const other = await app()
    const files = await reversedHome()
    const before = await blockTypes(late)
    await other.app.layouts.publish(checked(files), 'ana')
    await until(async () => JSON.stringify(await blockTypes(late)) === JSON.stringify(before?.slice().reverse()), 1000)
    expect(late.logs.some((l) => l.msg === 'shared store (Redis) back: catching up')).toBe(true)
  })

  it('counts attempts in memory while Redis is down, so limits still hold', async () => {
    const one = await app({ env: { ACCOUNT_RATE_LIMIT_PER_MINUTE: '2', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } })
    await redis.stop()
    await until(() => one.app.shared?.status().redis === 'down')
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await act(one.request(), 'login', { username: 'member0', password: 'x' })).status)
    expect(statuses).toEqual([400, 400, 429])
    const ready = await one.request().get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body.shared).toMatchObject({ redis: 'down', since: expect.any(String), layoutsVersion: one.app.layouts.layouts.version })
    await redis.start()
    await until(() => one.app.shared?.status().redis === 'up', 8000)
  })
})

describe('publishing without a shared store', () => {
  it('writes the set into the layout folder (removing screens it no longer has) and serves it', async () => {
    const t = await buildTestApp({ copyLayouts: true })
    apps.push(t)
    const files = await reversedHome()
    const before = (await homeOf(t)).screen?.blocks.map((b) => b.type)
    // A screen file that the published set does not have (it was there before) goes.
    await writeFile(join(t.layoutsDir, 'screens/spare.json'), JSON.stringify({ id: 'spare', routes: [], blocks: [] }))
    await t.app.layouts.nextReload()
    const result = await t.app.layouts.publish(checked(files), 'ana', undefined, t.app.layouts.layouts.version)
    expect(result).toEqual({ version: expect.any(String) })
    expect(await blockTypes(t)).toEqual(before?.slice().reverse())
    expect(await readFile(join(t.layoutsDir, 'screens/home.json'), 'utf8')).toBe(files['screens/home.json'])
    expect(await readdir(join(t.layoutsDir, 'screens'))).not.toContain('spare.json')
    // Made against a version that is no longer live: nothing is written.
    const stale = await t.app.layouts.publish(
      checked({ ...files, 'screens/home.json': `${files['screens/home.json']}\n` }),
      'bob',
      undefined,
      'an-older-version',
    )
    expect(stale).toEqual({ moved: expect.objectContaining({ version: t.app.layouts.layouts.version }) })
    expect(await readFile(join(t.layoutsDir, 'screens/home.json'), 'utf8')).toBe(files['screens/home.json'])
  })
})
