import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())

async function member() {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
  return agent
}

describe('GET /lotto/:mui/:playType/games/:gameId (issue 15)', () => {
  it('answers 404 with the platform\'s "Game not found" page for a game that does not exist', async () => {
    const res = await (await member()).get('/lotto/tcg/ent/games/99999999?merchant=sim88&css=sim88&prizeMode=Lott')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.text).toContain('Game not found')
    expect(res.headers['content-security-policy']).toContain('sandbox')
  })

  it('answers 404 for a lottery ui or play type the platform does not have', async () => {
    const agent = await member()
    expect((await agent.get('/lotto/xyz/ent/games/1')).status).toBe(404)
    expect((await agent.get('/lotto/tcg/classic/games/1')).status).toBe(404)
  })

  it("passes the platform's refusal of another merchant as 403, and a missing session as 401", async () => {
    expect((await (await member()).get('/lotto/tcg/ent/games/99999999?merchant=other')).status).toBe(403)
    expect((await t.request().get('/lotto/tcg/ent/games/99999999')).status).toBe(401)
  })
})
