import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'
import { editedHome, publishDraft, saveDraft, signIn, studioEnv, studioPost } from '../helpers/studio.ts'

// Two instances sharing Redis, each with its own layout folder: the studio of one publishes for both.
let redis: RedisServer
let a: TestApp
let b: TestApp

beforeAll(async () => {
  redis = await startRedis()
  const env = await studioEnv({ REDIS_URL: redis.url, STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE: '100' })
  a = await buildTestApp({ copyLayouts: true, env })
  b = await buildTestApp({ copyLayouts: true, env, simulator: a.sim })
}, 60_000)

afterAll(async () => {
  await b?.close()
  await a?.close()
  await redis?.stop()
})

const blockIds = async (t: TestApp) => ((await t.request().get('/api/screen?path=%2Fm%2Fhome')).body as { blocks: { id: string }[] }).blocks.map((x) => x.id)

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Date.now() - started
}

it('publishes on every instance within a second, keeps versions and the audit log in the shared store, and rolls back', async () => {
  const before = await blockIds(b)
  const opA = a.request()
  await signIn(opA)
  const { body: files } = await opA.get('/api/studio/files')
  await saveDraft(opA, { 'screens/home.json': editedHome(files.files['screens/home.json']) })
  const published = await publishDraft(opA, 'Games first')
  expect(published.status).toBe(200)
  const took = await within(1000, async () => {
    const ids = await blockIds(b)
    return ids.indexOf('games') < ids.indexOf('banners')
  })
  expect(took).toBeLessThan(1000)

  const opB = b.request()
  await signIn(opB)
  const { body: history } = await opB.get('/api/studio/versions')
  expect(history.versions.map((v: { kind: string; by: string }) => `${v.kind} ${v.by}`)).toEqual(['publish alice', 'disk disk'])
  const rolled = await studioPost(opB, '/api/studio/rollback', { version: history.versions[1].id, message: 'Back', live: history.live })
  expect(rolled.status).toBe(200)
  await within(1000, async () => JSON.stringify(await blockIds(a)) === JSON.stringify(before))
  const audit = (await opA.get('/api/studio/audit')).body.entries as { what: string }[]
  expect(audit.map((e) => e.what).filter((w) => w !== 'signin')).toEqual(['rollback', 'publish', 'draft-save'])
})
