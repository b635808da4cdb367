import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ActionResultSchema } from '../../schemas/api/actions.ts'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { GamesPageSchema } from '../../schemas/api/games.ts'
import type { GameEntranceResolved, LotteryFrameResolved, LotteryPanelResolved } from '../../schemas/blocks/index.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function screen(agent: supertest.Agent, path: string) {
  const res = await agent.get('/api/screen').query({ path })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

async function entrance(agent: supertest.Agent, path = '/m/gameList'): Promise<GameEntranceResolved> {
  const body = await screen(agent, path)
  const block = body.blocks.find((b) => b.type === 'gameEntrance')
  if (block?.type !== 'gameEntrance') throw new Error('no game entrance on ' + path)
  return block.props
}

async function member(account: keyof typeof ACCOUNTS = 'member0') {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS[account])).status).toBe(200)
  return agent
}

function act(agent: supertest.Agent, name: string, body: unknown) {
  return agent
    .post(`/api/actions/${name}`)
    .set('x-requested-with', 'fetch')
    .set('content-type', 'application/json')
    .send(body as object)
}

async function page(agent: supertest.Agent, query: Record<string, string | number>) {
  const res = await agent.get('/api/data/gameList').query(query)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return GamesPageSchema.parse(res.body)
}

describe('game entrance screen', () => {
  it('builds its tabs from the vendor list for a visitor, with e-sports and cockfight split out of sports', async () => {
    const props = await entrance(t.request())
    expect(props.categories.map((c) => c.id)).toEqual(['HOT', 'FAV', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTTERY', 'PROMO'])
    const byId = Object.fromEntries(props.categories.map((c) => [c.id, c]))
    expect(byId.RNG?.sides?.map((s) => s.id)).toEqual(['HOT', 'PG', 'JL', 'PP', 'CQ9', 'JDB', 'KA', 'FC', 'SG', 'HB', 'RTG'])
    expect(byId.RNG?.sides?.[0]?.list).toEqual({ source: 'hot', gameType: 'RNG' })
    expect(byId.ESPORTS?.list).toEqual({ source: 'category', gameType: 'SPORTS', only: ['TF', 'IMES', 'IA'] })
    expect(byId.SPORTS?.list).toEqual({ source: 'category', gameType: 'SPORTS', except: ['IMES', 'TF', 'IA', 'SV3'] })
    // The platform lists cockfight under SPORTS too: it gets its own tab the same way.
    expect(byId.COCKFIGHT?.list).toEqual({ source: 'category', gameType: 'SPORTS', only: ['SV3'] })
    expect(byId.LOTTERY?.action).toEqual({ type: 'navigate', to: '/m/lottery' })
    expect(byId.PROMO?.action).toEqual({ type: 'navigate', to: '/m/activity' })
    // Visitors: favourites need a session (in_logged_login for 2 s); games and stars lead to login.
    expect(byId.FAV?.action).toEqual({ type: 'toast', text: 'You are not logged in, please login first', ms: 2000 })
    const hot = byId.HOT?.games ?? []
    expect(hot.length).toBeGreaterThan(0)
    for (const card of hot) {
      expect(card.action).toEqual({ type: 'navigate', to: '/m/login' })
      expect(card.star).toEqual({ type: 'navigate', to: '/m/login' })
    }
    expect(props.active).toEqual({ category: 'HOT' })
  })

  it('gives a member their favourites tab, and stars that show which games are favourites', async () => {
    const agent = await member()
    const props = await entrance(agent, '/m/gameList?type=fav')
    expect(props.active).toEqual({ category: 'FAV' })
    expect(props.categories.find((c) => c.id === 'FAV')?.list).toEqual({ source: 'favourites' })
    const favourites = await page(agent, { source: 'favourites', page: 1, pageSize: 100 })
    const favouriteIds = new Set(favourites.items.map((g) => g.id))
    expect(favouriteIds.size).toBe(20)
    for (const card of props.categories.find((c) => c.id === 'HOT')?.games ?? []) {
      expect(card.favourite).toBe(favouriteIds.has(card.id))
      expect(card.star).toMatchObject({ type: 'toggleFavourite', game: { nodeId: card.id } })
      expect(card.action).toMatchObject({ type: 'launchGame', game: { nodeId: card.id } })
    }
  })

  it('tells a trial user that favourites need a real account, and leaves my collection off their home', async () => {
    const agent = await member('trial4')
    const props = await entrance(agent)
    expect(props.categories.find((c) => c.id === 'FAV')?.action).toEqual({ type: 'toast', text: 'Trial accounts cannot use this feature', ms: 2000 })
    const home = await screen(agent, '/m/home')
    expect(home.blocks.map((b) => b.id)).not.toContain('favourites')
    expect((await screen(await member(), '/m/home')).blocks.map((b) => b.id)).toContain('favourites')
  })

  it('selects the category and vendor the URL names, and RNG on /m/slotsCenter', async () => {
    expect((await entrance(t.request(), '/m/gameList?gameType=PVP&vassalage=V8')).active).toEqual({ category: 'PVP', side: 'V8' })
    expect((await entrance(t.request(), '/m/gameList?gameType=LIVE')).active).toEqual({ category: 'LIVE', side: 'HOT' })
    expect((await entrance(t.request(), '/m/gameList?gameType=NOPE')).active).toEqual({ category: 'HOT' })
    const slots = await screen(t.request(), '/m/slotsCenter')
    expect(slots.shell.header).toMatchObject({ visible: true, title: 'RNG' })
    const block = slots.blocks[0]
    expect(block?.type === 'gameEntrance' && block.props.active).toEqual({ category: 'RNG', side: 'HOT' })
  })

  it('shows a vendor added on the platform with no other change', async () => {
    await t.control('/__sim/vendors', { code: 'NEWV', displayName: 'New Vendor', gameType: 'FISH', games: 30 })
    const props = await entrance(t.request(), '/m/gameList?gameType=FISH&vassalage=NEWV')
    const fish = props.categories.find((c) => c.id === 'FISH')
    expect(fish?.sides?.map((s) => s.label)).toContain('New Vendor')
    expect(props.active).toEqual({ category: 'FISH', side: 'NEWV' })
    const first = await page(t.request(), { source: 'vendor', gameType: 'FISH', vassalage: 'NEWV', page: 2, pageSize: 25 })
    expect(first).toMatchObject({ page: 2, totalPages: 2 })
    expect(first.items).toHaveLength(5)
    expect(new Set(first.items.map((g) => g.vendor))).toEqual(new Set(['NEWV']))
  })
})

describe('GET /api/data/gameList', () => {
  it('pages a vendor list: 1-based, no game twice, totalPages from the platform', async () => {
    const one = await page(t.request(), { source: 'vendor', gameType: 'RNG', vassalage: 'PG', page: 1, pageSize: 25 })
    const two = await page(t.request(), { source: 'vendor', gameType: 'RNG', vassalage: 'PG', page: 2, pageSize: 25 })
    expect(one.items).toHaveLength(25)
    expect(one.totalPages).toBeGreaterThan(2)
    expect(two.page).toBe(2)
    const ids = [...one.items, ...two.items].map((g) => g.id)
    expect(new Set(ids).size).toBe(50)
  })

  it('lists third-party categories whole, e-sports and cockfight apart from sports', async () => {
    const esports = await page(t.request(), { source: 'category', gameType: 'SPORTS', only: 'TF,IMES,IA', page: 1 })
    const cockfight = await page(t.request(), { source: 'category', gameType: 'SPORTS', only: 'SV3', page: 1 })
    const sports = await page(t.request(), { source: 'category', gameType: 'SPORTS', except: 'TF,IMES,IA,SV3', page: 1 })
    expect(new Set(esports.items.map((g) => g.vendor))).toEqual(new Set(['TF', 'IMES', 'IA']))
    expect(new Set(cockfight.items.map((g) => g.vendor))).toEqual(new Set(['SV3']))
    expect(new Set(sports.items.map((g) => g.vendor))).toEqual(new Set(['SBO', 'SABA']))
  })

  it('pages favourites by 15 for a member and refuses visitors', async () => {
    const agent = await member()
    const one = await page(agent, { source: 'favourites', page: 1, pageSize: 15 })
    const two = await page(agent, { source: 'favourites', page: 2, pageSize: 15 })
    expect([one.items.length, two.items.length, one.totalPages]).toEqual([15, 5, 2])
    expect(one.items.every((g) => g.favourite === true)).toBe(true)
    const visitor = await t.request().get('/api/data/gameList').query({ source: 'favourites' })
    expect(visitor.status).toBe(401)
    expect(ErrorResponseSchema.parse(visitor.body).error.code).toBe('GW_AUTH_NO_SESSION')
  })

  it.each([
    [{ source: 'vendor', gameType: 'RNG', vassalage: 'PG', page: 0 }],
    [{ source: 'vendor', gameType: 'RNG', vassalage: 'PG', page: 'abc' }],
    [{ source: 'vendor', gameType: 'RNG', vassalage: 'PG', page: 1, pageSize: 5000 }],
    [{ source: 'vendor', gameType: 'RNG' }],
    [{ source: 'hot', vassalage: 'PG' }],
    [{ source: 'everything' }],
    [{ source: 'category', gameType: 'rng; drop' }],
  ])('answers 400 for bad input %j', async (query) => {
    const res = await t.request().get('/api/data/gameList').query(query)
    expect(res.status).toBe(400)
    expect(ErrorResponseSchema.parse(res.body).error.code).toBe('GW_BAD_REQUEST')
  })
})

describe('favourites', () => {
  it('adds and removes a favourite, and the lists follow', async () => {
    const agent = await member('member2')
    const [game] = (await page(agent, { source: 'vendor', gameType: 'RNG', vassalage: 'JL', page: 1, pageSize: 1 })).items
    if (!game) throw new Error('no game')
    expect(game.favourite).toBe(false)
    const ref = game.star?.type === 'toggleFavourite' ? game.star.game : undefined
    expect(ref).toBeDefined()
    const added = await act(agent, 'favourite', { game: ref, on: true })
    expect(added.status).toBe(200)
    expect(ActionResultSchema.parse(added.body)).toEqual({
      ok: true,
      data: { nodeId: game.id, favourite: true },
      then: [{ type: 'toast', text: 'Changes saved', ms: 1500 }],
    })
    expect((await page(agent, { source: 'favourites', page: 1 })).items.map((g) => g.id)).toEqual([game.id])
    const removed = await act(agent, 'favourite', { game: ref, on: false })
    expect(removed.status).toBe(200)
    expect((await page(agent, { source: 'favourites', page: 1 })).items).toEqual([])
  })

  it('refuses visitors, trial users and malformed games', async () => {
    const game = { nodeId: '100001', gameType: 'RNG', vendor: 'PG' }
    const visitor = await act(t.request(), 'favourite', { game, on: true })
    expect([visitor.status, visitor.body.error.code]).toEqual([401, 'GW_AUTH_NO_SESSION'])
    const trial = await act(await member('trial4'), 'favourite', { game, on: true })
    expect([trial.status, trial.body.error.code, trial.body.error.message]).toEqual([403, 'GW_FORBIDDEN', 'Trial accounts cannot use this feature'])
    const bad = await act(await member(), 'favourite', { game: { ...game, nodeId: '../x' }, on: true })
    expect(bad.status).toBe(400)
  })
})

describe('launchGame', () => {
  it('opens a casino game at the URL the platform hands out, in the same tab, and records it as recent', async () => {
    const agent = await member()
    const [game] = (await page(agent, { source: 'vendor', gameType: 'RNG', vassalage: 'PP', page: 1, pageSize: 1 })).items
    if (game?.action.type !== 'launchGame') throw new Error('no launch action')
    const res = await act(agent, 'launchGame', { game: game.action.game })
    expect(res.status).toBe(200)
    const then = ActionResultSchema.parse(res.body).then ?? []
    expect(then).toHaveLength(1)
    const open = then[0]
    if (open?.type !== 'openExternal') throw new Error('expected openExternal')
    expect(open.target).toBe('self')
    expect(open.url.startsWith(`${t.sim.url}/play/PP/`)).toBe(true)
    const gamePage = await fetch(open.url)
    expect(gamePage.status).toBe(200)
    const html = await gamePage.text()
    expect(html).toContain(game.name)
    expect(html).toMatch(/member0<\/strong> · Real money/)
    const recent = await page(agent, { source: 'recent', page: 1 })
    expect(recent.items[0]?.id).toBe(game.id)
  })

  it('opens the lottery lobby for VN and SEA lottery games', async () => {
    const agent = await member()
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      const [game] = (await page(agent, { source: 'vendor', gameType: 'ELOTT', vassalage: vendor, page: 1, pageSize: 1 })).items
      if (game?.action.type !== 'launchGame') throw new Error('no launch action')
      const res = await act(agent, 'launchGame', { game: { ...game.action.game, prizeMode: 'Lott' } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const open = ActionResultSchema.parse(res.body).then?.[0]
      expect(open).toMatchObject({ type: 'openExternal', target: 'self' })
      expect(open?.type === 'openExternal' && open.url).toMatch(new RegExp(`^${t.sim.url}/lotto-vn/t3/games/`))
    }
  })

  it('sends TCG lottery games to the launcher, whose frame carries the session without showing the token', async () => {
    const agent = await member()
    const [game] = (await page(agent, { source: 'vendor', gameType: 'LOTT', vassalage: 'LOTT', page: 1, pageSize: 1 })).items
    if (game?.action.type !== 'launchGame') throw new Error('no launch action')
    const res = await act(agent, 'launchGame', { game: game.action.game })
    const go = ActionResultSchema.parse(res.body).then?.[0]
    if (go?.type !== 'navigate') throw new Error('expected navigate')
    expect(go.to).toMatch(/^\/m\/launchGame\?mui=tcg&playType=ent&gameId=\d+&prize_mode=Lott/)
    const launcher = await screen(agent, go.to)
    expect(launcher.screen).toBe('launch-game')
    const frame = launcher.blocks[0]?.props as LotteryFrameResolved
    if (!frame.ok) throw new Error('frame refused')
    expect(frame.close).toEqual({ type: 'navigate', to: '/m/game', replace: true })
    expect(frame.src).toMatch(/^\/lotto\/tcg\/ent\/games\/\d+\?merchant=sim88&css=sim88&prizeMode=Lott/)
    const framed = await agent.get(frame.src)
    expect(framed.status).toBe(200)
    expect(framed.headers['content-security-policy']).toContain('sandbox')
    expect(framed.text).toContain('member0')
    const token = [...t.sim.state.sessions.keys()][0] ?? 'none'
    expect(framed.text).not.toContain(token)
    expect(JSON.stringify(launcher)).not.toContain(token)
    expect((await t.request().get(frame.src)).status).toBe(401)
    const back = (await screen(agent, `${go.to}&pageBack=1`)).blocks[0]?.props as LotteryFrameResolved
    expect(back.close).toEqual({ type: 'navigate', to: '/m/home', replace: true })
  })

  it('tells a visitor to log in, with a close control back to where they were and the login as the next step (#29)', async () => {
    const frame = (await screen(t.request(), '/m/launchGame?mui=tcg&playType=ent&gameId=1')).blocks[0]?.props as LotteryFrameResolved
    expect(frame).toEqual({
      ok: false,
      message: 'Please login first',
      close: { type: 'back', fallback: '/m/home' },
      closeLabel: 'Close',
      next: { label: 'Login', action: { type: 'navigate', to: '/m/login' } },
    })
  })

  it('says so when the previous game has not finished (#734)', async () => {
    const agent = await member()
    await t.control('/__sim/rounds', { account: 'member0', nodeId: '100901' })
    const res = await act(agent, 'launchGame', { game: { nodeId: '100001', gameType: 'RNG', vendor: 'PG' } })
    expect(res.status).toBe(409)
    expect(ErrorResponseSchema.parse(res.body).error).toEqual({ code: 'GW_GAME_UNFINISHED', message: 'The previous game has not finished' })
  })

  it('lets a trial user launch, on a demo account', async () => {
    const agent = await member('trial4')
    const res = await act(agent, 'launchGame', { game: { nodeId: '100001', gameType: 'RNG', vendor: 'PG' } })
    expect(res.status).toBe(200)
    const open = ActionResultSchema.parse(res.body).then?.[0]
    if (open?.type !== 'openExternal') throw new Error('expected openExternal')
    expect(await (await fetch(open.url)).text()).toMatch(/trial4<\/strong> · Demo play/)
  })

  it('a game list asked for with a session the platform ended drops the cookies and says so', async () => {
    const agent = await member()
    await t.control('/__sim/sessions/expire', {})
    const res = await agent.get('/api/data/gameList').query({ source: 'favourites' })
    expect([res.status, res.body.error.code]).toEqual([401, 'GW_AUTH_SESSION_ENDED'])
    expect((res.headers['set-cookie'] as unknown as string[]).some((c) => c.startsWith('sid=;'))).toBe(true)
  })

  it.each(['launchGame', 'favourite'])('%s: a session the platform ended drops the cookies and says so', async (name) => {
    const agent = await member()
    await t.control('/__sim/sessions/expire', {})
    const game = { nodeId: '100001', gameType: 'RNG', vendor: 'PG' }
    const res = await act(agent, name, name === 'favourite' ? { game, on: true } : { game })
    expect(res.status).toBe(401)
    expect(ErrorResponseSchema.parse(res.body).error).toEqual({
      code: 'GW_AUTH_SESSION_ENDED',
      message: 'The account has been logged out, please log in again',
    })
    expect((res.headers['set-cookie'] as unknown as string[]).some((c) => c.startsWith('sid=;'))).toBe(true)
    expect((await screen(agent, '/m/home')).viewer.loggedIn).toBe(false)
  })

  it('refuses a visitor (whose cards lead to login) and unknown games', async () => {
    const res = await act(t.request(), 'launchGame', { game: { nodeId: '100001', gameType: 'RNG', vendor: 'PG' } })
    expect([res.status, res.body.error.code]).toEqual([401, 'GW_AUTH_NO_SESSION'])
    const unknown = await act(await member(), 'launchGame', { game: { nodeId: '999999', gameType: 'RNG', vendor: 'PG' } })
    expect([unknown.status, unknown.body.error.code]).toEqual([502, 'GW_UPSTREAM_REJECTED'])
  })
})

describe('lottery screen', () => {
  it('lists the lottery categories with live draws, the weekday filter where the seeds put it, and KENO', async () => {
    const body = await screen(t.request(), '/m/lottery')
    const panel = body.blocks.find((b) => b.type === 'lotteryPanel')?.props as LotteryPanelResolved
    const ids = panel.categories.map((c) => c.id)
    expect(ids).toEqual(expect.arrayContaining(['vietnam_northern', 'vietnam_central', 'vietnam_southern', 'ssc', 'pk10', 'KENO']))
    expect(panel.categories.find((c) => c.id === 'ssc')?.games[0]?.action).toEqual({ type: 'navigate', to: '/m/login' })
    expect(
      panel.categories
        .filter((c) => c.weekdayFilter)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['vietnam_central', 'vietnam_southern'])
    expect(panel.categories.find((c) => c.id === 'KENO')).toMatchObject({
      keno: { list: { source: 'vendor', gameType: 'ELOTT', vassalage: 'GPI' }, pageSize: 1000 },
    })
    const games = panel.categories.flatMap((c) => c.games)
    expect(games.some((g) => g.numero !== null && g.isSale && g.remainTime > 0)).toBe(true)
    expect(games.some((g) => !g.isSale)).toBe(true)
    expect(panel.weekdays.map((d) => d.day)).toEqual([2, 3, 4, 5, 6, 7, 1])
    expect(panel.favouritesOf).toBeUndefined()
    const member0 = (await screen(await member(), '/m/lottery')).blocks[0]?.props as LotteryPanelResolved
    expect(member0.favouritesOf).toBe('member0')
    expect(member0.categories.find((c) => c.id === 'ssc')?.games[0]?.action).toMatchObject({ type: 'launchGame', game: { vendor: 'LOTT', prizeMode: 'Lott' } })
  })

  it('shows game names as the platform answers them for the page language (Chinese names on a Chinese page)', async () => {
    const names = async (lang: string) => {
      const res = await t.request().get('/api/screen').set('cookie', `lang=${lang}`).query({ path: '/m/home' })
      const games = ScreenResponseSchema.parse(res.body).blocks.find((b) => b.type === 'gameBlock')
      return games?.type === 'gameBlock' ? (games.props.tabs[0]?.games.map((g) => g.name) ?? []) : []
    }
    const cn = await names('CN')
    expect(cn.length).toBeGreaterThan(0)
    expect(cn.some((name) => /[\u4e00-\u9fff]/.test(name))).toBe(true)
    expect((await names('EN')).some((name) => /[\u4e00-\u9fff]/.test(name))).toBe(false)
  })

  it('names groups that carry only gameMenus (S11) in the language asked, and keeps the labels the platform sends', async () => {
    const labels = async (lang: string) => {
      const res = await t.request().get('/api/screen').set('cookie', `lang=${lang}`).query({ path: '/m/lottery' })
      const panel = ScreenResponseSchema.parse(res.body).blocks.find((b) => b.type === 'lotteryPanel')?.props as LotteryPanelResolved
      return Object.fromEntries(panel.categories.map((c) => [c.id, c.label]))
    }
    expect(await labels('EN')).toMatchObject({ vietnam_northern: 'Northern', sea: 'SEA', k3: 'Fast 3', '11x5': '11 Select 5', KENO: 'KENO' })
    expect(await labels('VI')).toMatchObject({ vietnam_northern: 'Miền Bắc', vietnam_southern: 'Miền Nam', k3: 'Nhanh 3' })
    expect(await labels('TH')).toMatchObject({ vietnam_central: 'ภาคกลาง', ssc: 'SSC' })
    await t.control('/__sim/variants', { endpoint: '/lgw/games/game_menus', variant: 'seedLabels' })
    expect((await labels('VI')).lhc).toBe('Mark Six')
  })
})
