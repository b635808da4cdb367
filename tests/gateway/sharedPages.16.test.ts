import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

// Public feeds cached briefly, as in production: a visitor's page of a shared list is built once per answer version.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_CACHE_TTL_MS: '300', PUBLIC_CACHE_STALE_MS: '0' } })
})
afterAll(async () => t.close())

type Card = { id: string; vendor: string; favourite?: boolean; action: unknown; star?: unknown }
type Page = { items: Card[]; page: number; totalPages: number }
const URL = '/api/data/gameList?source=type&gameType=FISH&pageSize=500'

async function visitorPage(lang = 'EN'): Promise<{ page: Page; bytes: Buffer }> {
  const res = await t.app.inject({ method: 'GET', url: `${URL}&lang=${lang}`, headers: { 'accept-encoding': 'br', cookie: `lang=${lang}` } })
  expect(res.statusCode).toBe(200)
  const { brotliDecompressSync } = await import('node:zlib')
  return { page: JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as Page, bytes: res.rawPayload }
}

describe('a visitor page of a shared list, kept per answer version (issue 16)', () => {
  it('is the same page for every visitor until the platform list changes, then the new one', async () => {
    const first = await visitorPage()
    const second = await visitorPage()
    expect(first.page.items.length).toBeGreaterThan(0)
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0)
    // The platform adds a vendor's games; once the cached answer has expired the page is built anew from it.
    await t.control('/__sim/vendors', { code: 'KEPT', displayName: 'Kept', gameType: 'FISH', games: 7 })
    await new Promise((resolve) => setTimeout(resolve, 400))
    const after = await visitorPage()
    expect(after.page.items).toHaveLength(first.page.items.length + 7)
    expect(after.page.items.filter((g) => g.vendor === 'KEPT')).toHaveLength(7)
  })

  it("never hands a member's stars to a visitor, nor a visitor's page to a member", async () => {
    const visitor = await visitorPage()
    const member = t.request()
    expect((await login(member, ACCOUNTS.member0)).status).toBe(200)
    // member0 stars one of these games: only its own page shows it.
    const before = ((await member.get(URL)).body as Page).items
    const game = before.find((g) => g.favourite === false) as Card
    const starred = await member
      .post('/api/actions/favourite')
      .set('x-requested-with', 'fetch')
      .send({ game: (game.star as { game: unknown }).game, on: true })
    expect(starred.status).toBe(200)
    const mine = (await member.get(URL)).body as Page
    expect(mine.items.length).toBe(visitor.page.items.length)
    expect(
      mine.items
        .filter((g) => g.favourite)
        .map((g) => g.id)
        .sort(),
    ).toEqual([...before.filter((g) => g.favourite).map((g) => g.id), game.id].sort())
    // A visitor's star and launch lead to login; a member's act.
    expect(mine.items[0]?.star).not.toEqual(visitor.page.items[0]?.star)
    expect(mine.items[0]?.action).not.toEqual(visitor.page.items[0]?.action)
    const again = await visitorPage()
    expect(again.page.items.some((g) => g.favourite)).toBe(false)
    expect(again.page).toEqual(visitor.page)
  })
})

describe("a visitor's screen answer, sent again for VISITOR_SCREEN_SHARE_MS (issue 16)", () => {
  const screenOf = async (agent = t.request(), lang = 'EN') =>
    (await agent.get('/api/screen').query({ path: '/m/home', lang })).body as { screen: string; language: string; viewer: { loggedIn: boolean } }

  it('is the answer of its own language and viewer, and follows the platform once the window has passed', async () => {
    expect((await screenOf()).screen).toBe('home')
    expect((await screenOf(t.request(), 'CN')).language).toBe('CN')
    const member = t.request()
    expect((await login(member, ACCOUNTS.member0)).status).toBe(200)
    expect((await screenOf(member)).viewer.loggedIn).toBe(true)
    // Maintenance on the platform: within PUBLIC_CACHE_TTL_MS (300 ms here, the window's cap) every visitor sees it.
    await t.control('/__sim/status', { maintenance: true })
    try {
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect((await screenOf()).screen).toBe('maintenance')
    } finally {
      await t.control('/__sim/status', { maintenance: false })
    }
  })
})
