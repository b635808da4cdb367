import type supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

type Block = { id: string; type: string; props: Record<string, unknown> }
type Card = { id: string; name: string; action: unknown; star?: unknown; favourite?: boolean }

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())

async function viewer(who: 'visitor' | keyof typeof ACCOUNTS): Promise<supertest.Agent> {
  const agent = t.request()
  if (who !== 'visitor') expect((await login(agent, ACCOUNTS[who])).status).toBe(200)
  return agent
}

async function blocks(agent: supertest.Agent, path: string): Promise<Block[]> {
  const res = await agent.get('/api/screen').query({ path, lang: 'EN' })
  expect(res.status).toBe(200)
  return res.body.blocks as Block[]
}

async function page(agent: supertest.Agent, query: Record<string, string | number>): Promise<Card[]> {
  const res = await agent.get('/api/data/gameList').query({ lang: 'EN', ...query })
  expect(res.status).toBe(200)
  return res.body.items as Card[]
}

const block = (list: Block[], id: string) => list.find((b) => b.id === id)?.props

describe('one data path for game lists: the screen carries the same first page /api/data serves', () => {
  it.each(['visitor', 'member0', 'trial4'] as const)('hot games on home and in the game centre, for %s', async (who) => {
    const agent = await viewer(who)
    const data = await page(agent, { source: 'hot' })
    expect(data.length).toBeGreaterThan(0)
    const home = block(await blocks(agent, '/m/home'), 'games') as { tabs: { id: string; games: Card[] }[] }
    expect(home.tabs[0]?.games).toEqual(data)
    const centre = (await blocks(agent, '/m/gameCenter')).find((b) => b.type === 'gameEntrance')?.props as { categories: { id: string; games?: Card[] }[] }
    expect(centre.categories.find((c) => c.id === 'HOT')?.games).toEqual(data)
  })

  it('the favourites and recent strips of a member are the first pages of their lists, stars and all', async () => {
    const agent = await viewer('member0')
    const home = await blocks(agent, '/m/home')
    const favourites = block(home, 'favourites') as { games: Card[] }
    const recent = block(home, 'recent') as { games: Card[] }
    expect(favourites.games).toEqual(await page(agent, { source: 'favourites', pageSize: 15 }))
    expect(favourites.games.every((g) => g.favourite === true)).toBe(true)
    expect(recent.games).toEqual(await page(agent, { source: 'recent' }))
    expect(recent.games.length).toBe(5)
  })

  it('draws cards for the viewer on both paths: the star asks a visitor to log in and refuses a trial user', async () => {
    const [visitorCards, trialCards] = [await page(await viewer('visitor'), { source: 'hot' }), await page(await viewer('trial4'), { source: 'hot' })]
    expect(visitorCards[0]?.star).toEqual({ type: 'navigate', to: '/m/login' })
    expect(trialCards[0]?.star).toMatchObject({ type: 'toast' })
    expect(trialCards[0]?.action).toMatchObject({ type: 'launchGame' })
  })
})
