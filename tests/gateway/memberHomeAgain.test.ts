import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ScreenResponseSchema, type ScreenResponse } from '../../schemas/screen.ts'
import { act, buildTestApp, freshSimulator, MANY_LOGINS, signedIn, type ACCOUNTS, type TestApp } from '../helpers/buildTestApp.ts'

// A member's home is made from kept parts (gateway/resolve/partMemo.ts) and, when nothing changed, sent as the bytes
// made before (by their content): what the member changes, or what changes for them, must show on the next home.
let t: TestApp

beforeAll(async () => {
  // The public answers cached as in production, so the shared parts are kept and used again.
  t = await buildTestApp({ env: { ...MANY_LOGINS, PUBLIC_CACHE_TTL_MS: '60000', PUBLIC_CACHE_STALE_MS: '60000' } })
})
afterAll(async () => t.close())
beforeEach(async () => freshSimulator(t))

const member = (account: keyof typeof ACCOUNTS) => signedIn(t, account)

async function home(agent: supertest.Agent) {
  const res = await agent.get('/api/screen').query({ path: '/m/home' }).set('accept-encoding', 'gzip, deflate, br')
  expect(res.status).toBe(200)
  return { body: ScreenResponseSchema.parse(res.body), etag: String(res.headers.etag), text: JSON.stringify(res.body) }
}

function block<T extends ScreenResponse['blocks'][number]['type']>(screen: ScreenResponse, id: string, type: T) {
  const found = screen.blocks.find((b) => b.id === id)
  if (found?.type !== type) throw new Error(`no ${type} ${id}`)
  return found as Extract<ScreenResponse['blocks'][number], { type: T }>
}

const hotCards = (screen: ScreenResponse) => block(screen, 'games', 'gameBlock').props.tabs[0]?.games ?? []
const collection = (screen: ScreenResponse) => screen.blocks.find((b) => b.id === 'favourites' && b.type === 'gameStrip')

describe("a member's home asked again", () => {
  it('is the same answer while nothing changed, and shows a favourite added or removed at once', async () => {
    const agent = await member('member2')
    const first = await home(agent)
    const again = await home(agent)
    expect(again.etag).toBe(first.etag)
    expect(again.text).toBe(first.text)

    const card = hotCards(first.body).find((g) => g.favourite === false)
    if (!card || card.star?.type !== 'toggleFavourite') throw new Error('no hot game to star')
    expect((await act(agent, 'favourite', { game: card.star.game, on: true })).status).toBe(200)
    const added = await home(agent)
    expect(added.etag).not.toBe(first.etag)
    expect(hotCards(added.body).find((g) => g.id === card.id)?.favourite).toBe(true)
    const strip = collection(added.body)
    expect(strip?.type === 'gameStrip' && strip.props.games.map((g) => g.id)).toContain(card.id)

    expect((await act(agent, 'favourite', { game: card.star.game, on: false })).status).toBe(200)
    const removed = await home(agent)
    expect(hotCards(removed.body).find((g) => g.id === card.id)?.favourite).toBe(false)
    const after = collection(removed.body)
    expect(after?.type === 'gameStrip' && after.props.games.map((g) => g.id)).not.toContain(card.id)
    expect(removed.text).toBe(first.text)
  })

  it("never shows one member another's name, balance or favourites", async () => {
    const [a, b] = [await member('member0'), await member('member1')]
    const homeA = await home(a)
    const homeB = await home(b)
    await home(a)
    const summary = (screen: ScreenResponse) => screen.shell.topBanner?.member
    expect(summary(homeA.body)).not.toEqual(summary(homeB.body))
    expect((await home(a)).text).toBe(homeA.text)
    expect((await home(b)).text).toBe(homeB.text)
    const starred = (screen: ScreenResponse) =>
      hotCards(screen)
        .filter((g) => g.favourite)
        .map((g) => g.id)
    const favouritesOf = async (agent: supertest.Agent) => {
      const res = await agent.get('/api/data/gameList').query({ source: 'favourites', page: 1, pageSize: 100 })
      return new Set((res.body as { items: { id: string }[] }).items.map((g) => g.id))
    }
    const [idsA, idsB] = [await favouritesOf(a), await favouritesOf(b)]
    expect(starred(homeA.body)).toEqual(
      hotCards(homeA.body)
        .filter((g) => idsA.has(g.id))
        .map((g) => g.id),
    )
    expect(starred(homeB.body)).toEqual(
      hotCards(homeB.body)
        .filter((g) => idsB.has(g.id))
        .map((g) => g.id),
    )
  })
})
