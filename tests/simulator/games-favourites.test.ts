import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  AddRecentGameSchema,
  FavoriteGameIdsSchema,
  FavoriteGamesPageSchema,
  RecentGamesSchema,
  WpsFailureSchema,
  wpsSuccessSchema,
} from '../../schemas/upstream/index.ts'
import { gamesSetup } from './gamesHelpers.ts'

const IDS = '/wps/relay/MCSFE_getFavoriteGames'
const PAGE = '/wps/relay/MCSFE_getFavoriteGamesList'
const ADD = '/wps/relay/MCSFE_addFavoriteGameV2'
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2'
const ADD_RECENT = '/wps/relay/MCS2_addRecentGame'
const RECENT = '/wps/relay/GCS_recentGame'

describe('favourites', () => {
  it('seeds 20 favourites across categories for member0, 3 for member1, none for member2 and trial4', async () => {
    const t = gamesSetup()
    const expected: Record<string, number> = { member0: 20, member1: 3, member2: 0, trial4: 0 }
    for (const [account, count] of Object.entries(expected)) {
      const member = await t.as(account)
      const ids = wpsSuccessSchema(FavoriteGameIdsSchema).parse((await member.get(IDS)).body).value
      expect(ids, account).toHaveLength(count)
    }
    const page = wpsSuccessSchema(FavoriteGamesPageSchema).parse((await (await t.as()).get(`${PAGE}?pageNo=1&pageSize=100&language=EN`)).body).value
    expect(new Set(page.content.map((g) => g.gameType)).size).toBeGreaterThanOrEqual(5)
  })

  it('pages the list 1-based in the order of the ids', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const ids = (await member.get(IDS)).body.value as string[]
    const first = wpsSuccessSchema(FavoriteGamesPageSchema).parse((await member.get(`${PAGE}?pageNo=1&pageSize=15&language=EN`)).body).value
    const second = wpsSuccessSchema(FavoriteGamesPageSchema).parse((await member.get(`${PAGE}?pageNo=2&pageSize=15`)).body).value
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 20 })
    expect(first.content).toHaveLength(15)
    expect(second.pageNum).toBe(2)
    expect(second.content).toHaveLength(5)
    expect([...first.content, ...second.content].map((g) => g.nodeId)).toEqual(ids)
    const beyond = (await member.get(`${PAGE}?pageNo=3&pageSize=15`)).body.value
    expect(beyond).toEqual({ content: [], pageNum: 3, totalPages: 2, totalCount: 20 })
  })

  it.each(['pageNo=0', 'pageNo=x', 'pageSize=0', 'pageSize=3001', 'pageSize=-4'])('rejects %s with 400 request_param_err', async (query) => {
    const member = await gamesSetup().as()
    const res = await member.get(`${PAGE}?${query}`)
    expect(res.status).toBe(400)
    expect(WpsFailureSchema.parse(res.body).errorCode).toBe('request_param_err')
  })

  it('adds newest first, idempotently, and removes, in a round trip', async () => {
    const t = gamesSetup()
    const member = await t.as('member2')
    const game = t.sim.state.data.catalogue.games.find((g) => g.gameType === 'FISH')
    const other = t.sim.state.data.catalogue.games.find((g) => g.gameType === 'LIVE')
    for (const g of [game, other, game]) {
      const res = await member.post(ADD).send({ nodeId: g?.nodeId, vendor: g?.vassalage, gameType: g?.gameType })
      expect(res.status).toBe(200)
      // No source shows a value: the envelope alone says the change was made.
      expect(res.body).toEqual({ success: true })
    }
    expect((await member.get(IDS)).body.value).toEqual([other?.nodeId, game?.nodeId])
    const page = (await member.get(`${PAGE}?pageNo=1&pageSize=15`)).body.value
    expect(page.content.map((g: { gameName: string }) => g.gameName)).toEqual([other?.gameName, game?.gameName])
    const removed = await member.del(REMOVE).send({ nodeId: other?.nodeId, vendor: other?.vassalage, gameType: other?.gameType })
    expect(removed.body).toEqual({ success: true })
    expect((await member.get(IDS)).body.value).toEqual([game?.nodeId])
    expect((await member.del(REMOVE).send({ nodeId: other?.nodeId })).body).toEqual({ success: true })
  })

  it('answers value null or true while switched to those variants', async () => {
    const t = gamesSetup()
    const member = await t.as('member2')
    const game = t.sim.state.data.catalogue.games.find((g) => g.gameType === 'FISH')
    const ref = { nodeId: game?.nodeId, vendor: game?.vassalage, gameType: game?.gameType }
    await request(t.app).post('/__sim/variants').send({ endpoint: ADD, variant: 'nullValue' })
    expect((await member.post(ADD).send(ref)).body).toEqual({ success: true, value: null })
    await request(t.app).post('/__sim/variants').send({ endpoint: REMOVE, variant: 'trueValue' })
    expect((await member.del(REMOVE).send(ref)).body).toEqual({ success: true, value: true })
  })

  it('answers game.not.found with HTTP 200 for an unknown game or a vendor that does not match', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const game = t.sim.state.data.catalogue.games[0]
    for (const body of [
      { nodeId: '999999', vendor: 'PG', gameType: 'RNG' },
      { nodeId: game?.nodeId, vendor: 'EVO', gameType: 'LIVE' },
    ]) {
      const res = await member.post(ADD).send(body)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ success: false, errorCode: 'game.not.found', message: 'Game not found' })
    }
    expect((await member.get(IDS)).body.value).toHaveLength(20)
  })

  it('refuses favourites to trial accounts', async () => {
    const t = gamesSetup()
    const trial = await t.as('trial4')
    const game = t.sim.state.data.catalogue.games[0]
    const res = await trial.post(ADD).send({ nodeId: game?.nodeId, vendor: game?.vassalage, gameType: game?.gameType })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: false, errorCode: 'customer.trial', message: 'Trial accounts cannot do this' })
    expect((await trial.get(IDS)).body.value).toEqual([])
  })

  it('answers #459 on the wrong method, 401 without a token, 400 for a body without nodeId', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const wrong = [await member.post(REMOVE).send({ nodeId: '100001' }), await member.get(ADD), await member.post(IDS).send({})]
    for (const res of wrong) {
      expect(res.status).toBe(400)
      expect(res.body.errorCode).toBe('http_method_not_support')
      expect(res.body.message).toContain('#459')
    }
    for (const path of [IDS, PAGE, RECENT]) expect((await t.get(path)).status, path).toBe(401)
    expect((await t.post(ADD).send({ nodeId: '100001' })).body.errorCode).toBe('login.not.session')
    for (const body of [{}, { nodeId: '' }, 'not json']) {
      const res = await member
        .post(ADD)
        .type('application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errorCode).toBe('request_param_err')
    }
  })

  it('keeps favourites per member and restores the seed on reset', async () => {
    const t = gamesSetup()
    const a = await t.as('member0')
    const b = await t.as('member1')
    const seed = (await a.get(IDS)).body.value as string[]
    await a.del(REMOVE).send({ nodeId: seed[0] })
    expect((await a.get(IDS)).body.value).toHaveLength(19)
    expect((await b.get(IDS)).body.value).toHaveLength(3)
    await t.control('/reset', {})
    const again = await t.as('member0')
    expect((await again.get(IDS)).body.value).toEqual(seed)
  })
})

describe('recent games', () => {
  it('records games most recent first, distinct, at most 20', async () => {
    const t = gamesSetup()
    const member = await t.as('member2')
    expect((await member.get(RECENT)).body.value).toEqual([])
    const games = t.sim.state.data.catalogue.games.slice(0, 25)
    for (const g of games) {
      const res = await member.get(`${ADD_RECENT}?nodeId=${g.nodeId}&vendor=${g.vassalage}&gameType=${g.gameType}`)
      expect(wpsSuccessSchema(AddRecentGameSchema).parse(res.body).value).toBe(true)
    }
    await member.get(`${ADD_RECENT}?nodeId=${games[10]?.nodeId}&vendor=${games[10]?.vassalage}&gameType=RNG`)
    const recent = wpsSuccessSchema(RecentGamesSchema).parse((await member.get(RECENT)).body).value
    expect(recent).toHaveLength(20)
    expect(recent[0]?.nodeId).toBe(games[10]?.nodeId)
    expect(recent[1]?.nodeId).toBe(games[24]?.nodeId)
    expect(new Set(recent.map((g) => g.nodeId)).size).toBe(20)
    expect(recent.map((g) => g.nodeId)).not.toContain(games[4]?.nodeId)
  })

  it('seeds a few recent games for member0 and refuses unknown or missing games', async () => {
    const t = gamesSetup()
    const member = await t.as()
    expect((await member.get(RECENT)).body.value.length).toBeGreaterThan(0)
    expect((await member.get(`${ADD_RECENT}?nodeId=424242&vendor=PG&gameType=RNG`)).body.errorCode).toBe('game.not.found')
    const missing = await member.get(`${ADD_RECENT}?vendor=PG`)
    expect(missing.status).toBe(400)
    expect(missing.body.errorCode).toBe('request_param_err')
    expect((await member.post(ADD_RECENT).send({})).body.errorCode).toBe('http_method_not_support')
  })

  it('is not recorded by a casino launch', async () => {
    const t = gamesSetup()
    const member = await t.as('member2')
    const game = t.sim.state.data.catalogue.games.find((g) => g.gameType === 'RNG')
    const launch = await member.get(
      `/wps/game/launchGame?gameType=RNG&vassalage=${game?.vassalage}&gameId=${game?.gameId}&nodeId=${game?.nodeId}&platform=MOBILE&launchMode=GLS&accountType=1&language=EN`,
    )
    expect(launch.body.success).toBe(true)
    expect((await member.get(RECENT)).body.value).toEqual([])
  })
})
