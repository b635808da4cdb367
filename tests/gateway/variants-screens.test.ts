import type supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import { ScreenResponseSchema, type ScreenResponse } from '../../schemas/screen.ts'
import { VARIANTS } from '../../simulator/variants.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

/**
 * Every answer variant the evidence shows, one at a time: the site still serves every main screen whole to
 * visitors, members and trial users, with its content.
 */
let t: TestApp
/** Logged in once: the variants change answers, not sessions (a login variant logs in anew). */
const agents = new Map<string, supertest.Agent>()

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000' } })
  for (const viewer of VIEWERS) agents.set(viewer, await viewerAgent(viewer))
})
afterAll(async () => t.close())

const SCREENS = ['/m/home', '/m/gameCenter', '/m/lottery', '/m/login', '/m/register'] as const
const VIEWERS = ['visitor', 'member', 'trial'] as const
type Viewer = (typeof VIEWERS)[number]

function block<T extends ResolvedBlock['type']>(s: ScreenResponse, type: T): Extract<ResolvedBlock, { type: T }> {
  const found = s.blocks.find((b) => b.type === type)
  if (!found) throw new Error(`no ${type} block in ${s.screen}: ${s.blocks.map((b) => b.type).join(', ')}`)
  return found as Extract<ResolvedBlock, { type: T }>
}

/** What each screen must show, whatever shape the platform answered in. */
function expectContent(path: (typeof SCREENS)[number], s: ScreenResponse, viewer: Viewer): void {
  switch (path) {
    case '/m/home': {
      expect(block(s, 'noticeTicker').props.items.length).toBeGreaterThan(0)
      expect(block(s, 'bannerCarousel').props.slides.length).toBeGreaterThan(0)
      const games = block(s, 'gameBlock').props.tabs
      expect(games[0]?.games.length).toBeGreaterThan(0)
      expect(games[0]?.games.every((g) => g.name.length > 0)).toBe(true)
      if (viewer !== 'visitor') expect(s.shell.topBanner?.member?.balance).toBeTruthy()
      return
    }
    case '/m/gameCenter': {
      const entrance = block(s, 'gameEntrance').props
      expect(entrance.categories.map((c) => c.id)).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH']))
      expect(entrance.categories.find((c) => c.id === 'RNG')?.sides?.every((side) => side.label.length > 0)).toBe(true)
      return
    }
    case '/m/lottery':
      expect(block(s, 'lotteryPanel').props.categories.some((c) => c.games.length > 0)).toBe(true)
      return
    case '/m/login':
    case '/m/register': {
      const form = block(s, 'form').props
      if (viewer === 'visitor') expect(form.modes.flatMap((m) => m.fields.map((f) => f.name))).toContain(path === '/m/login' ? 'password' : 'username')
      if (path === '/m/register' && viewer === 'visitor') {
        const fields = form.modes.find((m) => m.id === 'username')?.fields.map((f) => f.name)
        expect(fields).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword', 'captcha']))
      }
    }
  }
}

async function viewerAgent(viewer: Viewer): Promise<supertest.Agent> {
  const agent = t.request()
  if (viewer === 'visitor') return agent
  const res = await login(agent, viewer === 'member' ? ACCOUNTS.member0 : ACCOUNTS.trial4)
  expect(res.status).toBe(200)
  return agent
}

const modes = Object.entries(VARIANTS).flatMap(([endpoint, variants]) => Object.keys(variants).map((variant) => [endpoint, variant] as const))

describe('GET /api/screen against every platform variant', () => {
  it.each(modes)('serves every screen whole with %s switched to %s', async (endpoint, variant) => {
    await fetch(`${t.sim.url}/__sim/variants`, { method: 'DELETE' })
    await t.control('/__sim/variants', { endpoint, variant })
    for (const viewer of VIEWERS) {
      // A new login ends the account's previous session: the new agent replaces the old one.
      if (endpoint === '/wps/session/login') agents.set(viewer, await viewerAgent(viewer))
      const agent = agents.get(viewer)
      if (!agent) throw new Error(`no agent for ${viewer}`)
      for (const path of SCREENS) {
        const res = await agent.get('/api/screen').query({ path })
        expect(res.status, `${viewer} ${path}`).toBe(200)
        const s = ScreenResponseSchema.parse(res.body)
        expect(s.viewer.role, `${viewer} ${path}`).toBe(viewer)
        expect(
          s.blocks.filter((b) => b.status !== 'ok').map((b) => b.type),
          `${viewer} ${path}`,
        ).toEqual([])
        expectContent(path, s, viewer)
      }
    }
    expect((await t.request().get('/readyz')).body.dropped).toEqual({})
  })
})
