import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { GameListSchema, HotGamesSchema, VendorGameTypesSchema, wpsSuccessSchema, type UpstreamGame } from '../../schemas/upstream/index.ts'
import { setup } from './helpers.ts'

const LIST = '/wps/relay/GCSGAME_gameList?merchant=sim88&platform=html5&clientType=2'

async function list(get: ReturnType<typeof setup>['get'], query: string) {
  const res = await get(`${LIST}&${query}`)
  expect(res.status).toBe(200)
  return wpsSuccessSchema(GameListSchema).parse(res.body).value
}

describe('catalogue', () => {
  it('has a full 1,000-game slots page and at least 1,300 games in all', async () => {
    const { get } = setup()
    const rng = await list(get, 'gameType=RNG&pageNo=1&pageSize=1000')
    expect(rng.games).toHaveLength(1000)
    expect(rng.totalCount).toBeGreaterThanOrEqual(1000)
    expect(new Set(rng.games.map((g) => g.gameName)).size).toBe(1000)
    const all = await list(get, 'pageSize=3000')
    expect(all.totalCount).toBeGreaterThanOrEqual(1300)
    expect(all.games).toHaveLength(all.totalCount ?? 0)
  })

  it('lists e-sports vendors under SPORTS and has no ESPORTS game type', async () => {
    const { get } = setup()
    expect((await list(get, 'gameType=ESPORTS')).totalCount).toBe(0)
    const sports = await list(get, 'gameType=SPORTS&pageSize=100')
    const vendors = new Set(sports.games.map((g) => g.vassalage))
    for (const code of ['TF', 'IMES', 'IA', 'SBO', 'SABA']) expect(vendors).toContain(code)
    expect(sports.games.filter((g) => g.vassalage === 'TF').every((g) => g.gameType === 'SPORTS')).toBe(true)
  })

  it('has a table-games vendor under RNG whose games are classified TG', async () => {
    const { get } = setup()
    const tables = await list(get, 'gameType=RNG&vassalage=RTG&pageSize=100')
    expect(tables.games.length).toBeGreaterThan(10)
    expect(tables.games.every((g) => g.gameClassifyNew === 'TG')).toBe(true)
    expect(tables.games.map((g) => g.gameName)).toContain('European Roulette')
  })

  it('has the lottery vendors with their counts and prize-mode families', async () => {
    const { get } = setup()
    const gpi = await list(get, 'gameType=ELOTT&vassalage=GPI&pageSize=1000')
    expect(gpi.totalCount).toBeGreaterThanOrEqual(40)
    expect(gpi.games.every((g) => g.gameType === 'ELOTT' && g.lottoMode === 'Elott' && /Keno/.test(g.gameName))).toBe(true)
    const lott = await list(get, 'gameType=LOTT&pageSize=100')
    expect(lott.totalCount).toBeGreaterThanOrEqual(20)
    expect(lott.games.every((g) => g.vassalage === 'LOTT' && g.lottoMode === 'Lott')).toBe(true)
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      const games = (await list(get, `gameType=ELOTT&vassalage=${vendor}&pageSize=100`)).games
      expect(games.length, vendor).toBeGreaterThan(5)
    }
  })

  it('gives every game the fields the site reads, table ids for LIVE and PVP', async () => {
    const { get } = setup()
    const { games } = await list(get, 'pageSize=3000')
    const fields: Array<keyof UpstreamGame> = [
      'nodeId',
      'gameId',
      'gameCode',
      'gameName',
      'displayName',
      'gameType',
      'vassalage',
      'supportPlay',
      'iconUrl',
      'mobileIconUrl',
      'accountTypeName',
    ]
    for (const game of games) {
      for (const field of fields) expect(game[field], `${game.nodeId} ${field}`).toBeTruthy()
      expect(typeof game.nodeId).toBe('string')
      if (game.gameType === 'LIVE' || game.gameType === 'PVP') expect(game.roomId, game.gameName).toBeTruthy()
      if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') expect(['Lott', 'Elott', 'ZY']).toContain(game.lottoMode)
    }
  })
})

describe('POST /__sim/vendors', () => {
  it('adds a vendor with generated games to the vendor list and the game list, not to hot games', async () => {
    const { app, get, control } = setup()
    const hotBefore = (await get('/wps/relay/GCSGAME_hotGamesV2')).body
    const added = await control('/vendors', { code: 'NEWV', displayName: 'New Vendor', gameType: 'RNG', games: 120 })
    expect(added.status).toBe(200)
    expect(added.body.games).toBe(120)
    const vendors = wpsSuccessSchema(VendorGameTypesSchema).parse((await get('/wps/relay/GCSGAME_getVassGameType')).body).value
    expect(vendors.content.RNG?.NEWV?.[0]).toMatchObject({ vassalage: 'NEWV', displayName: 'New Vendor', gameType: 'RNG' })
    const games = await list(get, 'gameType=RNG&vassalage=NEWV&pageSize=200')
    expect(games.totalCount).toBe(120)
    expect(games.games.every((g) => g.displayName === 'New Vendor')).toBe(true)
    const allNames = (await list(get, 'gameType=RNG&pageSize=3000')).games.map((g) => g.gameName)
    expect(new Set(allNames).size).toBe(allNames.length)
    expect(wpsSuccessSchema(HotGamesSchema).parse((await get('/wps/relay/GCSGAME_hotGamesV2')).body)).toEqual(hotBefore)
    for (const path of ['/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/NEWV-DEFAULT.svg', games.games[0]?.iconUrl ?? '']) {
      expect((await request(app).get(path)).status, path).toBe(200)
    }
  })

  it('refuses a vendor code that exists and bad bodies; reset removes added vendors', async () => {
    const { app, get, control } = setup()
    expect((await control('/vendors', { code: 'PG', displayName: 'Again', gameType: 'RNG', games: 3 })).status).toBe(409)
    for (const body of [
      { code: 'lower', displayName: 'x', gameType: 'RNG', games: 3 },
      { code: 'OKAY', displayName: 'x', gameType: 'ESPORTS', games: 3 },
      { code: 'OKAY', displayName: 'x', gameType: 'LIVE', games: 0 },
      { code: 'OKAY', displayName: 'x', gameType: 'LIVE', games: 1001 },
    ]) {
      const res = await control('/vendors', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error).toBe('invalid_body')
    }
    await control('/vendors', { code: 'LIVEX', displayName: 'Live X', gameType: 'LIVE', games: 5 })
    expect((await list(get, 'vassalage=LIVEX')).totalCount).toBe(5)
    expect((await request(app).get('/__sim/vendors')).body.vendors).toHaveLength(1)
    await control('/reset', {})
    expect((await list(get, 'vassalage=LIVEX')).totalCount).toBe(0)
    expect((await get('/wps/relay/GCSGAME_getVassGameType')).body.value.content.LIVE.LIVEX).toBeUndefined()
    expect((await request(app).get('/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/LIVEX-DEFAULT.svg')).status).toBe(404)
  })
})

describe('images', () => {
  it('serves a logo for every vendor and an icon for every game, lottery games included', async () => {
    const { app, sim, get } = setup()
    const { content } = (await get('/wps/relay/GCSGAME_getVassGameType')).body.value as { content: Record<string, Record<string, Array<{ iconUrl: string }>>> }
    const logos = Object.values(content).flatMap((byVendor) => Object.values(byVendor).map((v) => v[0]?.iconUrl ?? ''))
    const lottery = sim.state.data.catalogue.lottery.map((e) => e.game.iconUrl)
    for (const path of [...new Set([...logos, ...lottery])]) {
      const res = await request(app).get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/)
    }
  })
})
