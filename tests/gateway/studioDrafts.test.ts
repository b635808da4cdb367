import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenLayout } from '../../schemas/layout.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { editedHome, publishDraft, saveDraft, SECOND_OPERATOR, signIn, studioEnv, studioPost } from '../helpers/studio.ts'

type Files = Record<string, string>
type Problem = { file: string; path: string; message: string }
const HOME = '/api/screen?path=%2Fm%2Fhome'

// The studio's pages as a build leaves them (the client build runs after these tests): the frame page a preview link opens.
const FRAME_PAGE = '<!doctype html><html><head><title>Preview</title></head><body><div id="frame"></div></body></html>'
let t: TestApp
let clientDir: string
beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'studio-client-'))
  await mkdir(join(clientDir, 'studio'))
  await writeFile(join(clientDir, 'studio', 'frame.html'), FRAME_PAGE)
  t = await buildTestApp({ copyLayouts: true, env: await studioEnv({ STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE: '100', CLIENT_DIR: clientDir }) })
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

const blockIds = async () => ((await t.request().get(HOME)).body as { blocks: { id: string }[] }).blocks.map((b) => b.id)
const liveFiles = async (agent: ReturnType<TestApp['request']>) => (await agent.get('/api/studio/files')).body as { version: string; files: Files }

/** Home with one block moved up by one place. */
function moveUp(text: string, id: string): string {
  const home = JSON.parse(text) as ScreenLayout
  const i = home.blocks.findIndex((b) => b.id === id)
  const [block] = home.blocks.splice(i, 1)
  if (!block) throw new Error(`no block ${id}`)
  home.blocks.splice(i - 1, 0, block)
  return `${JSON.stringify(home, null, 2)}\n`
}

/** A language file with one more key, and every text given a suffix, so that it weighs what a real edit does. */
function withKey(text: string, key: string, value: string): string {
  const texts = JSON.parse(text) as Record<string, string>
  return `${JSON.stringify({ ...texts, [key]: value }, null, 2)}\n`
}

describe('drafts, file by file', () => {
  it('keeps a draft far over 64 KiB: five languages and home, each file saved on its own, all there on reload, then published', async () => {
    const alice = t.request()
    await signIn(alice)
    const { files } = await liveFiles(alice)
    const edits: Files = { 'screens/home.json': editedHome(files['screens/home.json'] ?? '') }
    for (const lang of ['en', 'cn', 'th', 'vi', 'ur']) {
      edits[`i18n/${lang}.json`] = withKey(files[`i18n/${lang}.json`] ?? '', 'promo_week', `Promotion of the week (${lang})`)
    }
    const bytes = Object.values(edits).reduce((n, text) => n + Buffer.byteLength(text), 0)
    expect(bytes).toBeGreaterThan(150_000)
    const saved = await saveDraft(alice, edits)
    expect(saved.every((s) => s.rev !== null)).toBe(true)

    // What a reloaded studio reads: every file, each with the revision the save gave back.
    const { body: draft } = await t
      .request()
      .get('/api/studio/draft')
      .set('cookie', (await signIn(t.request())).headers['set-cookie'] as unknown as string)
    expect(Object.keys(draft.files).sort()).toEqual(Object.keys(edits).sort())
    for (const s of saved) expect(draft.files[s.file]).toMatchObject({ text: edits[s.file], rev: s.rev })

    const checks = await studioPost(alice, '/api/studio/check')
    expect(checks.body.problems).toEqual([])
    const published = await publishDraft(alice, 'A promotion key in every language; games first')
    expect(published.status).toBe(200)
    const texts = (await t.request().get('/api/i18n/TH')).body as Record<string, string>
    expect(texts.promo_week).toBe('Promotion of the week (th)')
    expect((await alice.get('/api/studio/draft')).body.files).toEqual({})
    const audit = await t.app.studio.store.auditLog()
    expect(
      audit
        .filter((e) => e.what === 'draft-save')
        .map((e) => e.detail)
        .sort(),
    ).toEqual(Object.keys(edits).sort())
  })

  it('refuses to publish what the gateway does not hold as the screen shows it', async () => {
    const alice = t.request()
    await signIn(alice)
    const { files } = await liveFiles(alice)
    const [saved] = await saveDraft(alice, { 'screens/home.json': moveUp(files['screens/home.json'] ?? '', 'quickNav') })
    const refused = await studioPost(alice, '/api/studio/publish', {
      message: 'as on my screen',
      revs: { 'screens/home.json': 'not-this-one', 'i18n/en.json': 'nor-this' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({ code: 'GW_STUDIO_DRAFT_NOT_SAVED', message: expect.stringContaining('i18n/en.json, screens/home.json') })
    expect(saved?.rev).toBeTruthy()
    await studioPost(alice, '/api/studio/draft/discard', {})
    expect((await alice.get('/api/studio/draft')).body.files).toEqual({})
  })
})

describe('two operators', () => {
  it("refuses a draft made before another operator's publish, shows what changed per file, merges it onto live, and keeps both changes", async () => {
    const alice = t.request()
    const bob = t.request()
    await signIn(alice)
    await signIn(bob, SECOND_OPERATOR)
    const { files } = await liveFiles(alice)
    const home = files['screens/home.json'] ?? ''
    await saveDraft(alice, { 'screens/home.json': moveUp(home, 'banners') })
    // Bob hides the favourites block from agents: another part of the same file.
    const bobs = JSON.parse(home) as ScreenLayout
    const favourites = bobs.blocks.find((b) => b.id === 'favourites')
    if (!favourites) throw new Error('home has no favourites block')
    favourites.when = { op: 'all', of: [...(favourites.when ? [favourites.when] : []), { op: 'not', cond: { op: 'role', in: ['agent'] } }] }
    await saveDraft(bob, { 'screens/home.json': `${JSON.stringify(bobs, null, 2)}\n` })
    const presence = (await bob.get('/api/studio/presence')).body as { others: { operator: string; files: { file: string; since: string }[] }[] }
    expect(presence.others).toEqual([
      { operator: 'alice', base: files && expect.any(String), files: [{ file: 'screens/home.json', since: expect.any(String), at: expect.any(String) }] },
    ])

    expect((await publishDraft(alice, 'Banners up')).status).toBe(200)
    const afterAlice = await blockIds()

    const check = await studioPost(bob, '/api/studio/check')
    expect(check.body.conflict).toMatchObject({
      live: { by: 'alice', message: 'Banners up' },
      files: [{ file: 'screens/home.json', live: 'changed', draft: 'changed' }],
    })
    const refused = await publishDraft(bob, 'No favourites for agents')
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('GW_STUDIO_LIVE_MOVED')
    expect(refused.body.error.message).toContain('alice published')
    expect(refused.body.error.conflict).toEqual({
      base: check.body.against,
      live: expect.objectContaining({ by: 'alice' }),
      files: [{ file: 'screens/home.json', live: 'changed', draft: 'changed' }],
    })
    expect(await blockIds()).toEqual(afterAlice)

    const rebased = await studioPost(bob, '/api/studio/draft/rebase')
    expect(rebased.body).toMatchObject({ merged: ['screens/home.json'], conflicts: [] })
    const merged = JSON.parse((await bob.get('/api/studio/draft')).body.files['screens/home.json'].text) as ScreenLayout
    expect(merged.blocks.map((b) => b.id)).toEqual(JSON.parse(moveUp(home, 'banners')).blocks.map((b: { id: string }) => b.id))
    expect(JSON.stringify(merged.blocks.find((b) => b.id === 'favourites')?.when)).toContain('"agent"')
    expect((await publishDraft(bob, 'No favourites for agents')).status).toBe(200)
    // Alice's change is still live.
    expect(await blockIds()).toEqual(afterAlice)
    const audit = (await t.app.studio.store.auditLog()).map((e) => `${e.what} ${e.by}`)
    expect(audit.slice(0, 3)).toEqual(['publish bob', 'draft-rebase bob', 'publish alice'])
  })

  it('keeps both sides between markers where both changed the same lines, and refuses the set until one is kept', async () => {
    const alice = t.request()
    const bob = t.request()
    await signIn(alice)
    await signIn(bob, SECOND_OPERATOR)
    const { files } = await liveFiles(alice)
    const en = files['i18n/en.json'] ?? ''
    await saveDraft(alice, { 'i18n/en.json': en.replace('"home": "Home"', '"home": "Lobby"') })
    await saveDraft(bob, { 'i18n/en.json': en.replace('"home": "Home"', '"home": "Start"') })
    expect((await publishDraft(alice, 'Lobby')).status).toBe(200)
    const rebased = await studioPost(bob, '/api/studio/draft/rebase')
    expect(rebased.body.conflicts).toEqual([{ file: 'i18n/en.json', conflicts: 1 }])
    const text = (await bob.get('/api/studio/draft')).body.files['i18n/en.json'].text as string
    expect(text).toMatch(/<<<<<<< your draft\n {2}"home": "Start",\n=======\n {2}"home": "Lobby",\n>>>>>>> live #\d+ \(alice\)/)
    const check = await studioPost(bob, '/api/studio/check')
    expect(check.body.problems).toEqual([
      { file: 'i18n/en.json', path: expect.stringMatching(/^\(line \d+, column 1\)$/), message: expect.stringContaining('unresolved conflict') },
    ])
    expect((await publishDraft(bob, 'Start')).status).toBe(422)
    await studioPost(bob, '/api/studio/draft/discard', {})
  })

  it('refuses a rollback checked against a version that is no longer live', async () => {
    const alice = t.request()
    await signIn(alice)
    const { body: history } = await alice.get('/api/studio/versions')
    const older = history.versions.at(-1) as { id: number }
    const check = await studioPost(alice, '/api/studio/check', { version: older.id })
    const { files } = await liveFiles(alice)
    await saveDraft(alice, { 'screens/home.json': moveUp(files['screens/home.json'] ?? '', 'quickNav') })
    expect((await publishDraft(alice, 'quick nav up')).status).toBe(200)
    const refused = await studioPost(alice, '/api/studio/rollback', { version: older.id, message: 'back', live: check.body.against })
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('GW_STUDIO_LIVE_MOVED')
    expect(refused.body.error.conflict.files).toContainEqual({ file: 'screens/home.json', live: 'changed', draft: 'same' })
  })
})

describe('one set of checks', () => {
  it('refuses two screens claiming one route in the editor and at publish, naming both files', async () => {
    const alice = t.request()
    await signIn(alice)
    const { files } = await liveFiles(alice)
    await saveDraft(alice, { 'screens/login.json': (files['screens/login.json'] ?? '').replace('"routes": ["/m/login"]', '"routes": ["/m/home"]') })
    const check = await studioPost(alice, '/api/studio/check')
    const clash = (check.body.problems as Problem[]).filter((p) => p.message.includes('also claimed'))
    expect(clash).toEqual([
      { file: 'screens/home.json', path: 'routes[0]', message: 'route "/m/home" is also claimed by screens/login.json: a route belongs to one screen' },
      { file: 'screens/login.json', path: 'routes[0]', message: 'route "/m/home" is also claimed by screens/home.json: a route belongs to one screen' },
    ])
    const refused = await publishDraft(alice, 'login on home')
    expect(refused.status).toBe(422)
    expect(refused.body.error.problems).toEqual(check.body.problems)
    await studioPost(alice, '/api/studio/draft/discard', {})
  })

  it('says in the diff which route changes screen', async () => {
    const alice = t.request()
    await signIn(alice)
    const { files } = await liveFiles(alice)
    const trail = JSON.parse(files['screens/trail.json'] ?? '{}') as ScreenLayout
    const login = JSON.parse(files['screens/login.json'] ?? '{}') as ScreenLayout
    const route = trail.routes[0] ?? ''
    await saveDraft(alice, {
      'screens/trail.json': JSON.stringify({ ...trail, routes: [] }),
      'screens/login.json': JSON.stringify({ ...login, routes: [...login.routes, route] }),
    })
    const check = await studioPost(alice, '/api/studio/check')
    expect(check.body.problems).toEqual([])
    expect(check.body.routes).toEqual([{ route, before: 'trail', after: 'login' }])
    await studioPost(alice, '/api/studio/draft/discard', {})
  })
})

describe('preview links', () => {
  it("opens a draft's screen for one audience without a studio account, read-only, audited; a changed or unknown link is refused", async () => {
    const alice = t.request()
    await signIn(alice)
    const { files } = await liveFiles(alice)
    await saveDraft(alice, { 'screens/home.json': moveUp(files['screens/home.json'] ?? '', 'quickNav') })
    const made = await studioPost(alice, '/api/studio/share', { path: '/m/home', audience: 'trial', language: 'CN', source: 'draft', hours: 2 })
    expect(made.status).toBe(200)
    expect(made.body.url).toMatch(/^\/studio\/shared\/[\w-]+\.\d+\.[\w-]+$/)
    expect(Date.parse(made.body.expires) - Date.now()).toBeGreaterThan(7_000_000)
    const stranger = t.request()
    const page = await stranger.get(made.body.url)
    expect([page.status, page.headers['content-type'], page.text]).toEqual([200, 'text/html; charset=utf-8', FRAME_PAGE])
    const token = String(made.body.url).split('/').at(-1)
    const shown = await stranger.get(`/api/studio/shared/${token}`)
    expect(shown.status).toBe(200)
    const ids = (shown.body.screen.blocks as { id: string }[]).map((b) => b.id)
    const draftOrder = (JSON.parse(moveUp(files['screens/home.json'] ?? '', 'quickNav')) as ScreenLayout).blocks
      .map((b) => b.id)
      .filter((id) => ids.includes(id))
    expect(ids).toEqual(draftOrder)
    expect(shown.body).toMatchObject({ language: 'CN', about: { path: '/m/home', audience: 'trial', by: 'alice' } })
    expect(shown.body.texts.home).toBe(JSON.parse(files['i18n/cn.json'] ?? '{}').home)
    const forged = String(token).replace(/\.\d+\./, `.${Date.now() + 999_999_999}.`)
    expect((await stranger.get(`/api/studio/shared/${forged}`)).status).toBe(403)
    expect((await stranger.get('/api/studio/shared/nothing.1.x')).status).toBe(403)
    const audit = await t.app.studio.store.auditLog()
    expect(audit.slice(0, 2).map((e) => `${e.what} ${e.by}`)).toEqual(['share-open alice', 'share alice'])
    await studioPost(alice, '/api/studio/draft/discard', {})
  })
})
