import { describe, expect, it } from 'vitest'
import { createSimulator } from '../../simulator/app.ts'
import { VENDORS } from '../../simulator/data/vendors.ts'
import { setup } from './helpers.ts'

const LIST = '/wps/relay/GCSGAME_gameList?merchant=sim88&platform=html5&clientType=2'

describe('GCSGAME_gameList', () => {
  it('pages 1-based with totalPages and totalCount', async () => {
    const { get } = setup()
    const first = (await get(`${LIST}&gameType=RNG&pageNo=1&pageSize=25`)).body.value
    expect(first.pageNum).toBe(1)
    expect(first.games).toHaveLength(25)
    expect(first.totalCount).toBeGreaterThanOrEqual(60)
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 25))
    expect(first.totalPages).toBeGreaterThanOrEqual(3)
    const second = (await get(`${LIST}&gameType=RNG&pageNo=2&pageSize=25`)).body.value
    expect(second.games[0].nodeId).not.toBe(first.games[0].nodeId)
    const all = (await get(`${LIST}&gameType=RNG&pageNo=1&pageSize=3000`)).body.value
    expect(all.games.slice(25, 50)).toEqual(second.games)
    expect(all.totalPages).toBe(1)
  })

  it('answers an empty page beyond the end with the real totalPages', async () => {
    const { get } = setup()
    const res = await get(`${LIST}&gameType=RNG&pageNo=999&pageSize=25`)
    expect(res.status).toBe(200)
    expect(res.body.value.games).toEqual([])
    expect(res.body.value.totalPages).toBeGreaterThanOrEqual(3)
  })

  it.each(['pageNo=0', 'pageNo=-1', 'pageNo=abc', 'pageNo=1.5', 'pageSize=0', 'pageSize=3001', 'pageSize=x'])(
    'rejects %s with 400 request_param_err',
    async (param) => {
      const { get } = setup()
      const res = await get(`${LIST}&${param}`)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, errorCode: 'request_param_err' })
    },
  )

  it('is GET only: POST answers #459 http_method_not_support', async () => {
    const { post } = setup()
    const res = await post(LIST).send({})
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('http_method_not_support')
    expect(res.body.message).toContain('#459')
  })

  it('filters by vendor, case-insensitive name substring and classification', async () => {
    const { get } = setup()
    const pg = (await get(`${LIST}&gameType=RNG&vassalage=PG&pageSize=100`)).body.value.games
    expect(pg.length).toBeGreaterThan(0)
    expect(pg.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true)
    const tiger = (await get(`${LIST}&gameName=fortune%20TIGER&pageSize=100`)).body.value.games
    expect(tiger.map((g: { gameName: string }) => g.gameName)).toContain('Fortune Tiger')
    const jackpots = (await get(`${LIST}&gameType=RNG&gameClassify=JP&pageSize=500`)).body.value.games
    expect(jackpots.length).toBeGreaterThan(0)
    expect(jackpots.every((g: { gameClassifyNew: string }) => g.gameClassifyNew === 'JP')).toBe(true)
  })

  it('carries every game field the site reads', async () => {
    const { get } = setup()
    const [game] = (await get(`${LIST}&gameType=PVP&pageSize=1`)).body.value.games
    expect(Object.keys(game).sort()).toEqual([
      'accountTypeName',
      'displayName',
      'gameClassifyNew',
      'gameCode',
      'gameId',
      'gameName',
      'gameType',
      'iconUrl',
      'mobileIconUrl',
      'nodeId',
      'nodeName',
      'roomId',
      'supportPlay',
      'vassalage',
    ])
    expect(typeof game.nodeId).toBe('string')
    expect(game.roomId).not.toBeNull()
    expect(game.iconUrl).toBe(`/TCG_GAME_ICONS/${game.vassalage}/${game.gameCode}.svg`)
  })
})

describe('seed data', () => {
  it('has hundreds of games over at least 12 vendors and every category', () => {
    const { games } = createSimulator().state.data.catalogue
    expect(games.length).toBeGreaterThanOrEqual(1300)
    expect(VENDORS.length).toBeGreaterThanOrEqual(20)
    const types = new Set(games.map((g) => g.gameType))
    expect([...types].sort()).toEqual(['ELOTT', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'])
    expect(games.filter((g) => g.vassalage === 'SV3').map((g) => g.gameType)).toEqual(['SPORTS', 'SPORTS'])
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length)
    expect(new Set(games.map((g) => `${g.vassalage}/${g.gameCode}`)).size).toBe(games.length)
  })

  it('is deterministic per seed', async () => {
    const a = setup({ seed: 7 })
    const b = setup({ seed: 7 })
    const path = `${LIST}&pageSize=3000`
    const listA = (await a.get(path)).body.value
    expect((await b.get(path)).body.value).toEqual(listA)
    expect((await a.get('/wps/relay/GCSGAME_hotGamesV2')).body).toEqual((await b.get('/wps/relay/GCSGAME_hotGamesV2')).body)
    const other = (await setup({ seed: 8 }).get(path)).body.value
    expect(other.games.map((g: { gameName: string }) => g.gameName)).not.toEqual(listA.games.map((g: { gameName: string }) => g.gameName))
  })
})

describe('hot games and vendors', () => {
  it('returns 24 hot games across categories, same for language UR and EN, GET or POST', async () => {
    const { get, post } = setup()
    const ur = (await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=sim88&isPlatform=true&language=UR&platform=html5')).body.value
    expect(ur.list).toHaveLength(24)
    expect(new Set(ur.list.map((g: { gameType: string }) => g.gameType)).size).toBeGreaterThanOrEqual(5)
    expect((await get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).body.value).toEqual(ur)
    expect((await post('/wps/relay/GCSGAME_hotGamesV2').send({})).body.value).toEqual(ur)
  })

  it('groups vendors by game type', async () => {
    const { get } = setup()
    const { content } = (await get('/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=sim88')).body.value
    expect(Object.keys(content.RNG)).toEqual(['PG', 'JL', 'PP', 'CQ9', 'JDB', 'KA', 'FC', 'SG', 'HB', 'RTG'])
    expect(Object.keys(content.FISH)).toEqual(['JL', 'CQ9', 'JDB', 'KA', 'FC'])
    expect(Object.keys(content.SPORTS)).toEqual(['SBO', 'SABA', 'TF', 'IMES', 'IA', 'SV3'])
    expect(Object.keys(content.ELOTT)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'GPI'])
    expect(Object.keys(content.LOTT)).toEqual(['LOTT'])
    expect(content.ESPORTS).toBeUndefined()
    expect(content.COCKFIGHT).toBeUndefined()
    expect(content.ELOTT.TCG_LOTTO_VN[0]).toEqual({
      vassalage: 'TCG_LOTTO_VN',
      displayName: 'VN Lottery',
      gameType: 'ELOTT',
      iconUrl: '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/TCG_LOTTO_VN-DEFAULT.svg',
      sort: 23,
    })
  })
})
