import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const VIEWERS = [
  ['visitor', null],
  ['member', ACCOUNTS.member0],
  ['trial user', ACCOUNTS.trial4],
] as const

async function viewer(account: (typeof VIEWERS)[number][1]) {
  const agent = t.request()
  if (account) expect((await login(agent, account)).status).toBe(200)
  return agent
}

async function screen(path: string, agent = t.request()): Promise<ScreenResponse> {
  const res = await agent.get('/api/screen').query({ path })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

/** What a player sees of an answer: the screen, its shell and its blocks. */
const seen = (s: ScreenResponse) => ({ screen: s.screen, route: s.route, shell: s.shell, blocks: s.blocks })

describe('GET /api/screen for aliases (issue 15)', () => {
  it.each(VIEWERS)("answers every alias with its route's screen, shell and blocks, as a %s", async (_, account) => {
    const agent = await viewer(account)
    const aliases = Object.entries(t.app.layouts.layouts.shell.aliases)
    expect(aliases.map(([alias]) => alias)).toEqual(expect.arrayContaining(['/', '/m', '/m/index.html', '/m/register.html']))
    for (const [alias, route] of aliases) {
      const [viaAlias, viaRoute] = [await screen(alias, agent), await screen(route, agent)]
      expect({ alias, ...seen(viaAlias) }).toEqual({ alias, ...seen(viaRoute) })
      expect(viaAlias.route).toBe(route)
      expect(viaAlias.replaceAddress).toBeUndefined()
    }
  })

  it('hides the header and the bottom menu on /m/register.html as on /m/register', async () => {
    const s = await screen('/m/register.html')
    expect([s.screen, s.shell.header.visible, s.shell.bottomMenu.visible]).toEqual(['register', false, false])
    expect(s.shell.header.back).toEqual({ type: 'navigate', to: '/m/home', replace: true })
  })

  it('keeps the query string of an alias (an affiliate link to /m/register.html?affiliateCode=…)', async () => {
    const s = await screen('/m/register.html?affiliateCode=AFF123')
    expect(s.path).toBe('/m/register.html?affiliateCode=AFF123')
    expect(s.screen).toBe('register')
  })
})

describe('GET /api/screen for a path the site does not have (issue 15)', () => {
  it.each(VIEWERS)("answers the home screen exactly, and home's address to show, as a %s", async (_, account) => {
    const agent = await viewer(account)
    const [unknown, home] = [await screen('/m/doesNotExist', agent), await screen('/m/home', agent)]
    expect(seen(unknown)).toEqual(seen(home))
    expect(unknown.shell.topBanner).not.toBeNull()
    expect(unknown.shell.header.visible).toBe(false)
    expect(unknown.shell.header.back).toBeUndefined()
    expect([unknown.path, unknown.route, unknown.replaceAddress]).toEqual(['/m/doesNotExist', '/m/home', '/m/home'])
    expect(home.replaceAddress).toBeUndefined()
  })

  it('ignores the query string of an unknown path, and answers deeper or odd paths the same way', async () => {
    const home = seen(await screen('/m/home'))
    for (const path of ['/m/doesNotExist?gameType=LIVE&vassalage=EVO', '/m/home/extra', '/M/HOME', '/constructor', '/__proto__']) {
      const s = await screen(path)
      expect({ path, ...seen(s) }).toEqual({ path, ...home })
      expect(s.replaceAddress).toBe('/m/home')
    }
  })

  it('shows the maintenance screen on an unknown path while the platform is in maintenance, without moving the address', async () => {
    await t.control('/__sim/status', { maintenance: true })
    const s = await screen('/m/doesNotExist')
    expect(s.screen).toBe('maintenance')
    expect(s.replaceAddress).toBeUndefined()
  })
})

describe('GET /api/screen: the language switch (issue 15)', () => {
  it('gives each language a flag from the configured media path, served by the site itself', async () => {
    const s = await screen('/m/home')
    const flags = Object.fromEntries(s.shell.sidebar.languages.map((l) => [l.code, l.flag]))
    expect(flags).toEqual({
      EN: '/media/TCG_PROD_IMAGES/FLAG/EN.svg',
      CN: '/media/TCG_PROD_IMAGES/FLAG/CN.svg',
      TH: '/media/TCG_PROD_IMAGES/FLAG/TH.svg',
      VI: '/media/TCG_PROD_IMAGES/FLAG/VI.svg',
      UR: '/media/TCG_PROD_IMAGES/FLAG/UR.svg',
    })
    for (const url of Object.values(flags)) {
      const image = await t.request().get(url ?? '')
      expect([url, image.status, String(image.headers['content-type']).split(';')[0]]).toEqual([url, 200, 'image/svg+xml'])
    }
  })
})
