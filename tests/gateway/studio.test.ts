import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'
import { editedHome, OPERATOR, publishDraft, saveDraft, signIn, studioEnv, studioPost } from '../helpers/studio.ts'

type Entry = { kind: string; where: string; id: string; shown: boolean; reasons: { kind: string; text: string; fact?: string; value?: unknown }[] }
type Diff = { audience: string; screens: { screen: string; gains: string[]; loses: string[]; moved: string[] }[] }

const HOME = '/api/screen?path=%2Fm%2Fhome'
const blockIds = (body: { blocks: { id: string }[] }) => body.blocks.map((b) => b.id)

describe('studio: no operator configured', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => t.close())

  it('says it is off and how to turn it on; sign-in and its API are refused', async () => {
    const agent = t.request()
    expect((await agent.get('/api/studio/status')).body).toMatchObject({ enabled: false, operator: null })
    const signin = await studioPost(agent, '/api/studio/signin', OPERATOR)
    expect(signin.status).toBe(404)
    expect(signin.body.error.code).toBe('GW_STUDIO_OFF')
    expect(signin.body.error.message).toContain('STUDIO_OPERATORS')
    expect((await agent.get('/api/studio/files')).body.error.code).toBe('GW_STUDIO_OFF')
    expect((await agent.get(`${HOME}&explain=1`)).body.error.code).toBe('GW_STUDIO_OPERATORS_ONLY')
  })
})

describe('studio: sign-in limits and budgets', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ copyLayouts: true, env: await studioEnv({ STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE: '3', STUDIO_BUDGET_BLOCKS: '4' }) })
  })
  afterAll(async () => t.close())

  it('rate-limits sign-in attempts', async () => {
    const agent = t.request()
    const codes: string[] = []
    for (let i = 0; i < 4; i++) codes.push((await studioPost(agent, '/api/studio/signin', { name: 'alice', password: `guess ${i}` })).body.error.code)
    expect(codes).toEqual(['GW_STUDIO_SIGNIN_INVALID', 'GW_STUDIO_SIGNIN_INVALID', 'GW_STUDIO_SIGNIN_INVALID', 'GW_RATE_LIMITED'])
    // Every attempt is in the audit log, the one the limit cut off too.
    const audit = await t.app.studio.store.auditLog()
    expect(audit.map((e) => `${e.what} ${e.by}`)).toEqual(['signin-limited alice', 'signin-refused alice', 'signin-refused alice', 'signin-refused alice'])
  })

  it('refuses a publish over budget with the figure', async () => {
    const agent = t.request()
    await t.app.inject({ method: 'GET', url: '/healthz' })
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/studio/signin',
      headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.9' },
      payload: OPERATOR,
      remoteAddress: '10.0.0.9',
    })
    expect(signed.statusCode).toBe(200)
    const cookie = String(signed.headers['set-cookie']).split(';')[0] ?? ''
    const { body: files } = await agent.get('/api/studio/files').set('cookie', cookie)
    agent.set('cookie', cookie)
    await saveDraft(agent, { 'screens/home.json': editedHome(files.files['screens/home.json']) }, files.version)
    const res = await publishDraft(agent, 'anything')
    expect(res.status).toBe(422)
    expect(res.body.error.code).toBe('GW_STUDIO_OVER_BUDGET')
    expect(res.body.error.message).toMatch(/^screens\/[a-z-]+\.json for \w+: over budget: \d+ blocks \(budget 4\)$/)
    expect(res.body.error.problems).toContainEqual({
      file: 'screens/home.json',
      path: 'for visitor',
      message: expect.stringMatching(/^over budget: [5-9] blocks \(budget 4\)$/),
    })
    // A screen that sends an audience elsewhere is not charged with the other screen's figures.
    const charged = (res.body.error.problems as { file: string; path: string }[]).filter(
      (p) => p.file === 'screens/agent-centre.json' && p.path === 'for trial',
    )
    expect(charged).toEqual([])
  })
})

describe('studio: operators, explain, drafts, publish, rollback', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ copyLayouts: true, env: await studioEnv({ STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE: '100' }) })
  })
  afterAll(async () => t.close())

  it('refuses a wrong password and records the attempt', async () => {
    const res = await studioPost(t.request(), '/api/studio/signin', { name: 'alice', password: 'wrong one' })
    expect(res.status).toBe(401)
    expect(res.body.error.code).toBe('GW_STUDIO_SIGNIN_INVALID')
    const unknown = await studioPost(t.request(), '/api/studio/signin', { name: 'mallory', password: 'wrong one' })
    expect(unknown.body.error.code).toBe('GW_STUDIO_SIGNIN_INVALID')
  })

  it('refuses every studio call without the operator cookie, and for a player signed in', async () => {
    const player = t.request()
    expect((await login(player, ACCOUNTS.member0)).status).toBe(200)
    for (const agent of [t.request(), player]) {
      for (const path of ['/api/studio/files', '/api/studio/draft', '/api/studio/presence', '/api/studio/versions', '/api/studio/audit']) {
        const res = await agent.get(path)
        expect([path, res.status, res.body.error.code]).toEqual([path, 401, 'GW_STUDIO_SIGNIN_REQUIRED'])
      }
      for (const path of [
        '/api/studio/draft/file',
        '/api/studio/draft/discard',
        '/api/studio/draft/rebase',
        '/api/studio/preview',
        '/api/studio/check',
        '/api/studio/publish',
        '/api/studio/rollback',
        '/api/studio/signout',
      ]) {
        const res = await studioPost(agent, path, { file: 'shell.json', text: '{}', base: 'x', path: '/m/home', message: 'x', version: 1, revs: {}, live: 'x' })
        expect([path, res.status, res.body.error.code]).toEqual([path, 401, 'GW_STUDIO_SIGNIN_REQUIRED'])
      }
    }
    const explained = await player.get(`${HOME}&explain=1`)
    expect(explained.status).toBe(403)
    expect(explained.body.error.code).toBe('GW_STUDIO_OPERATORS_ONLY')
  })

  it('refuses a studio call without the CSRF header even for an operator', async () => {
    const agent = t.request()
    await signIn(agent)
    const res = await agent.post('/api/studio/publish').set('content-type', 'application/json').send({ message: 'x' })
    expect([res.status, res.text]).toEqual([403, expect.stringContaining('GW_CSRF_REJECTED')])
  })

  it('explains a screen for an operator: each condition with its fact and value, requires rewrites', async () => {
    const agent = t.request()
    await signIn(agent)
    const res = await agent.get(`${HOME}&explain=1`)
    expect(res.status).toBe(200)
    expect(res.body.screen.screen).toBe('home')
    const entries = res.body.explain.entries as Entry[]
    const cashback = entries.find((e) => e.id === 'cashback')
    expect(cashback).toMatchObject({ kind: 'item', where: 'block quickNav', shown: true })
    expect(cashback?.reasons).toContainEqual(expect.objectContaining({ kind: 'condition', fact: 'flags.CASHBACK3', value: true }))
    expect(entries.find((e) => e.id === 'favourites')).toMatchObject({ kind: 'block', shown: false })
    expect(entries.find((e) => e.id === 'favourites')?.reasons).toContainEqual(expect.objectContaining({ fact: 'role', value: 'visitor' }))
    expect(entries.filter((e) => e.where === 'bottomMenu').length).toBeGreaterThan(0)
    // Sent in the coding the operator's browser accepts, never kept: its trace is this request's alone.
    const coded = await agent.get(`${HOME}&explain=1`).set('accept-encoding', 'gzip')
    expect([coded.headers['content-encoding'], coded.headers['cache-control'], coded.body.screen.screen]).toEqual(['gzip', 'private, no-store', 'home'])
    expect(entries.some((e) => e.reasons.some((r) => r.kind === 'requires' && r.text.includes('login page')))).toBe(true)
  })

  it('keeps a draft per operator, with file and path errors, and refuses to publish it', async () => {
    const agent = t.request()
    await signIn(agent)
    const { body: files } = await agent.get('/api/studio/files')
    expect(files.schemas.screen).toBeTypeOf('object')
    const broken = files.files['screens/home.json'].replace('"type": "gameBlock"', '"type": "noSuchBlock"')
    await saveDraft(agent, { 'screens/home.json': broken })
    const checks = await studioPost(agent, '/api/studio/check')
    // The file's own problem, and nothing that follows from it ("a home screen is required" was one).
    expect(checks.body.problems).toEqual([
      { file: 'screens/home.json', path: expect.stringMatching(/^blocks\[\d+\]\.type$/), message: expect.stringContaining('unknown type "noSuchBlock"') },
    ])
    const player = await t.request().get(HOME)
    expect(blockIds(player.body)).toContain('games')
    const refused = await publishDraft(agent, 'broken')
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('GW_STUDIO_PUBLISH_INVALID')
    expect(refused.body.error.problems).toEqual(checks.body.problems)
    await studioPost(agent, '/api/studio/draft/discard', {})
  })

  it('diffs a known change per audience, publishes it live, lists versions, rolls back, audits both', async () => {
    const agent = t.request()
    await signIn(agent)
    const before = blockIds((await t.request().get(HOME)).body)
    const { body: files } = await agent.get('/api/studio/files')
    await saveDraft(agent, { 'screens/home.json': editedHome(files.files['screens/home.json']) })
    const preview = await studioPost(agent, '/api/studio/preview', { path: '/m/home' })
    expect(preview.body.columns.map((c: { audience: string }) => c.audience)).toEqual(['visitor', 'member0', 'member1', 'member2', 'trial', 'agent'])
    const trialColumn = preview.body.columns[4] as { explain: { entries: Entry[] } }
    expect(trialColumn.explain.entries.find((e) => e.id === 'cashback')).toMatchObject({ shown: false })

    const check = await studioPost(agent, '/api/studio/check')
    expect(check.body.problems).toEqual([])
    // Today's layouts meet the default budgets.
    expect(check.body.breaches).toEqual([])
    const most = (k: string) => Math.max(...check.body.budgets.map((f: Record<string, number>) => f[k]))
    console.warn(`largest figures: ${most('bytes')} bytes, ${most('blocks')} blocks, ${most('calls')} calls`)
    const diff = check.body.diff as Diff[]
    const home = (audience: string) => diff.find((d) => d.audience === audience)?.screens.find((s) => s.screen === 'home')
    expect(home('trial')).toEqual({ screen: 'home', gains: [], loses: ['item cashback (block quickNav)'], moved: ['block games'] })
    expect(home('visitor')).toEqual({ screen: 'home', gains: [], loses: [], moved: ['block games'] })
    expect(home('member0')).toEqual({ screen: 'home', gains: [], loses: [], moved: ['block games'] })

    const published = await publishDraft(agent, 'Games first; no cashback for trial users')
    expect(published.status).toBe(200)
    const after = blockIds((await t.request().get(HOME)).body)
    expect(after.indexOf('games')).toBeLessThan(after.indexOf('banners'))

    const { body: history } = await agent.get('/api/studio/versions')
    expect(history.versions.map((v: { kind: string }) => v.kind)).toEqual(['publish', 'disk'])
    expect(history.versions[0]).toMatchObject({ by: 'alice', message: 'Games first; no cashback for trial users', version: history.live })
    const original = history.versions[1].id as number

    const rollbackCheck = await studioPost(agent, '/api/studio/check', { version: original })
    expect(rollbackCheck.body.diff.find((d: Diff) => d.audience === 'trial').screens[0]).toMatchObject({
      gains: ['item cashback (block quickNav)'],
      moved: expect.arrayContaining([expect.stringMatching(/^block /)]),
    })
    const rolled = await studioPost(agent, '/api/studio/rollback', { version: original, message: 'back to how it was', live: rollbackCheck.body.against })
    expect(rolled.status).toBe(200)
    expect(blockIds((await t.request().get(HOME)).body)).toEqual(before)

    const missing = await studioPost(agent, '/api/studio/rollback', { version: 999, message: 'nothing', live: 'x' })
    expect(missing.body.error.code).toBe('GW_STUDIO_VERSION_NOT_FOUND')

    const audit = (await agent.get('/api/studio/audit')).body.entries as { by: string; what: string; detail?: string }[]
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({ by: 'alice', what: 'rollback', detail: expect.stringContaining(`back to #${original}`) }),
      expect.objectContaining({ by: 'alice', what: 'publish', detail: expect.stringContaining('Games first') }),
    ])
    expect(audit.some((e) => e.what === 'signin-refused' && e.by === 'mallory')).toBe(true)
  })
})
