import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  LgwErrorSchema,
  LotteryGroupMenusSchema,
  NearNumeroSchema,
  RecentLotteryGamesSchema,
  VnLotteryMenuSchema,
  type LotteryGame,
} from '../../schemas/upstream/index.ts'
import { gamesSetup } from './gamesHelpers.ts'

const VN_MENU = '/lgw/vn/games/game_menu?prizeMode=Lott&device=MOBILE'
const TCG_MENU = '/lgw/games/game_menus?prizeMode=Lott'
const HOUR = 3_600_000

async function vnMenu(t: ReturnType<typeof gamesSetup>) {
  const res = await t.page(VN_MENU)
  expect(res.status).toBe(200)
  return VnLotteryMenuSchema.parse(res.body)
}

const allGames = (menu: Record<string, { gameMenus: LotteryGame[] }>) => Object.values(menu).flatMap((m) => m.gameMenus)

/** Vietnam local time (UTC+7) of an epoch: [weekday 1 = Sunday … 7, "HH:MM"]. */
function vnClock(epoch: number): [number, string] {
  const local = new Date(epoch + 7 * HOUR)
  return [local.getUTCDay() + 1, local.toISOString().slice(11, 16)]
}

describe('GET /lgw/vn/games/game_menu', () => {
  it('answers raw JSON keyed by category: northern, central, southern, fast, then SEA, each with gameMenus only (S11)', async () => {
    const t = gamesSetup()
    const menu = await vnMenu(t)
    expect(Object.keys(menu)).toEqual(['vietnam_northern', 'vietnam_central', 'vietnam_southern', 'vietnam_fast', 'sea'])
    for (const [tag, entry] of Object.entries(menu)) {
      expect(Object.keys(entry)).toEqual(['gameMenus'])
      expect(entry.gameMenus.length, tag).toBeGreaterThan(3)
      for (const game of entry.gameMenus) {
        expect(game.vassalage).toBe(tag === 'sea' ? 'TCG_SEA' : 'TCG_LOTTO_VN')
        expect(game.gameType).toBe('ELOTT')
      }
    }
    expect((await t.page(VN_MENU)).body.success).toBeUndefined()
  })

  it('matches the game list: same node ids, game ids and codes', async () => {
    const t = gamesSetup()
    const games = allGames(await vnMenu(t))
    const list = (await t.get('/wps/relay/GCSGAME_gameList?gameType=ELOTT&pageSize=3000')).body.value.games as Array<{
      nodeId: string
      gameId: number
      gameCode: string
    }>
    for (const game of games) expect(list).toContainEqual(expect.objectContaining({ nodeId: game.nodeId, gameId: game.gameId, gameCode: game.code }))
  })

  it('draws VN regions daily at their hour on their weekdays, fast games round the clock', async () => {
    const t = gamesSetup()
    const menu = await vnMenu(t)
    const hours: Record<string, string> = { vietnam_northern: '18:15', vietnam_central: '17:15', vietnam_southern: '16:15' }
    for (const [tag, at] of Object.entries(hours)) {
      for (const game of menu[tag]?.gameMenus ?? []) {
        if (game.numero === null) continue
        const [day, time] = vnClock(t.clock.now + game.remainTime)
        expect(time, game.remark).toBe(at)
        expect(game.drawDayOfWeek.split(',').map(Number), game.remark).toContain(day)
        expect(game.numero).toMatch(/^\d{8}$/)
      }
    }
    for (const tag of ['vietnam_central', 'vietnam_southern']) {
      expect(
        menu[tag]?.gameMenus.every((g) => g.drawDayOfWeek.split(',').length < 7),
        tag,
      ).toBe(true)
    }
    for (const game of menu.vietnam_fast?.gameMenus ?? []) {
      expect(game.drawDayOfWeek).toBe('1,2,3,4,5,6,7')
      expect(game.remainTime).toBeLessThanOrEqual(5 * 60_000)
      expect(game.numero).toMatch(/^\d{8}-\d{3,4}$/)
    }
  })

  it('gives every open draw a positive remainTime and a lock window of 30 to 90 s around it', async () => {
    const t = gamesSetup()
    const games = [...allGames(await vnMenu(t)), ...allGames(LotteryGroupMenusSchema.parse((await t.page(TCG_MENU)).body))]
    const open = games.filter((g) => g.numero !== null)
    for (const game of open) {
      expect(game.remainTime, game.remark).toBeGreaterThan(0)
      const [start, end] = game.lotteryTime
      expect(end - start).toBe(2 * game.lockTime)
      expect(end - start).toBeGreaterThanOrEqual(30_000)
      expect(end - start).toBeLessThanOrEqual(90_000)
      expect(start + game.lockTime).toBe(t.clock.now + game.remainTime)
      expect(game.drawDayOfWeek).toMatch(/^[1-7](,[1-7])*$/)
    }
    expect(games.filter((g) => !g.isSale).length).toBeGreaterThanOrEqual(2)
    const closed = games.filter((g) => g.numero === null)
    expect(closed).toHaveLength(1)
    expect(closed[0]).toMatchObject({ isSale: false, remainTime: 0 })
  })

  it.each(['', '?prizeMode=Big', '?device=MOBILE'])('answers 400 raw JSON for prizeMode in %j', async (query) => {
    const t = gamesSetup()
    const res = await t.page(`/lgw/vn/games/game_menu${query}`)
    expect(res.status).toBe(400)
    expect(LgwErrorSchema.parse(res.body).message).toContain('prizeMode')
  })
})

describe('GET /lgw/games/game_menus', () => {
  it('groups the TCG lottery by game group with gameGroupCode', async () => {
    const t = gamesSetup()
    const menus = LotteryGroupMenusSchema.parse((await t.page(TCG_MENU)).body)
    expect(Object.keys(menus)).toEqual(['ssc', 'k3', '11x5', 'pk10', 'lhc'])
    for (const [code, group] of Object.entries(menus)) {
      expect(Object.keys(group)).toEqual(['gameGroupCode', 'gameMenus'])
      expect(group.gameGroupCode).toBe(code)
      expect(new Set(group.gameMenus.map((g) => g.gameGroupId)).size).toBe(1)
      expect(group.gameMenus.every((g) => g.vassalage === 'LOTT' && g.gameType === 'LOTT')).toBe(true)
    }
    expect(allGames(menus).length).toBeGreaterThanOrEqual(20)
    expect((await t.page('/lgw/games/game_menus?prizeMode=nope')).status).toBe(400)
  })

  it("adds the seeds' labelName and tag to both menus in the seedLabels variant", async () => {
    const t = gamesSetup()
    for (const path of ['/lgw/vn/games/game_menu', '/lgw/games/game_menus']) {
      await request(t.app).post('/__sim/variants').send({ endpoint: path, variant: 'seedLabels' }).expect(200)
    }
    const vn = await vnMenu(t)
    expect(vn.vietnam_northern).toMatchObject({ labelName: 'Northern', tag: 'vietnam_northern' })
    const tcg = LotteryGroupMenusSchema.parse((await t.page(TCG_MENU)).body)
    expect(tcg.k3).toMatchObject({ labelName: 'Fast 3', tag: 'k3', gameGroupCode: 'k3' })
  })
})

describe('draws roll forward with the clock', () => {
  it('counts down, then advances the numero after the draw and settles the previous one', async () => {
    const t = gamesSetup()
    const find = async () => allGames(await vnMenu(t)).find((g) => g.remark === 'Sieu Toc 1 Phut') as LotteryGame
    const before = await find()
    t.clock.now += 10_000
    const later = await find()
    expect(later.numero).toBe(before.numero)
    expect(later.remainTime).toBe(before.remainTime - 10_000)
    t.clock.now += later.remainTime
    const after = await find()
    expect(after.numero).not.toBe(before.numero)
    expect(Number(after.numero?.slice(-4))).toBe(Number(before.numero?.slice(-4)) + 1)
    expect(after.remainTime).toBe(60_000)
    const near = NearNumeroSchema.parse((await t.page(`/lgw/numeros/near?gameId=${after.gameId}`)).body)
    expect(near.currentNumero).toEqual({ numero: after.numero, gameId: after.gameId, remainTime: 60_000, lockTime: after.lockTime, isSale: true })
    expect(near.previousNumero?.numero).toBe(before.numero)
    expect(near.previousNumero?.winningNumber).toMatch(/^\d{5}$/)
  })

  it('moves a regional game to its next draw day, and the day number over midnight', async () => {
    const t = gamesSetup()
    const find = async (name: string) => allGames(await vnMenu(t)).find((g) => g.remark === name) as LotteryGame
    const hcm = await find('Ho Chi Minh')
    expect(hcm.drawDayOfWeek).toBe('2,7')
    const days: number[] = []
    for (let i = 0; i < 3; i++) {
      const game = await find('Ho Chi Minh')
      days.push(vnClock(t.clock.now + game.remainTime)[0])
      t.clock.now += game.remainTime
    }
    // The clock starts on Saturday 1 March 2025 at 17:00 in Vietnam, after the 16:15 draw.
    expect(days).toEqual([2, 7, 2])
    const fast = await find('Sieu Toc 5 Phut')
    t.clock.now += 24 * HOUR
    const tomorrow = await find('Sieu Toc 5 Phut')
    expect(tomorrow.numero?.slice(0, 8)).not.toBe(fast.numero?.slice(0, 8))
    expect(tomorrow.numero?.slice(9)).toBe(fast.numero?.slice(9))
  })
})

describe('GET /lgw/numeros/near', () => {
  it('answers the same settled result every time, in the format of the game', async () => {
    const t = gamesSetup()
    const keno = t.sim.state.data.catalogue.lottery.find((e) => e.def.vendor === 'GPI')
    const a = NearNumeroSchema.parse((await t.page(`/lgw/numeros/near?gameId=${keno?.game.gameId}`)).body)
    const b = NearNumeroSchema.parse((await t.page(`/lgw/numeros/near?gameId=${keno?.game.gameId}`)).body)
    expect(a).toEqual(b)
    expect(a.previousNumero?.winningNumber.split(',')).toHaveLength(20)
    expect((await t.page('/lgw/numeros/near')).status).toBe(400)
    expect((await t.page('/lgw/numeros/near?gameId=abc')).status).toBe(400)
    expect(LgwErrorSchema.parse((await t.page('/lgw/numeros/near?gameId=1')).body).status).toBe(404)
  })

  it('reports the game without an open draw as such', async () => {
    const t = gamesSetup()
    const closed = allGames(await vnMenu(t)).find((g) => g.numero === null)
    const near = NearNumeroSchema.parse((await t.page(`/lgw/numeros/near?gameId=${closed?.gameId}`)).body)
    expect(near.currentNumero).toMatchObject({ numero: null, remainTime: 0, isSale: false })
  })
})

describe('recent lottery games', () => {
  it('lists what the member opened, most recent first, VN panel and TCG lottery apart; needs a token', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const out = await t.page('/lgw/vn/games/game_menu/recent')
    expect(out.status).toBe(401)
    expect(LgwErrorSchema.parse(out.body).status).toBe(401)
    expect((await member.get('/lgw/vn/games/game_menu/recent')).body).toEqual([])
    await member.get(
      '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&lottoGameCode=VN_DA_NANG&lottoView=betting&device=MOBILE&language=EN',
    )
    const keno = t.sim.state.data.catalogue.lottery.find((e) => e.def.vendor === 'GPI')
    const tcg = t.sim.state.data.catalogue.lottery.find((e) => e.def.vendor === 'LOTT')
    await t.page(`/lotto/vn/ent/games/${keno?.game.gameId}?merchant=sim88&prizeMode=Elott`).set('Authorization', member.token)
    await t.page(`/lotto/tcg/trad/games/${tcg?.game.gameId}?merchant=sim88`).set('Authorization', member.token)
    const vn = RecentLotteryGamesSchema.parse((await member.get('/lgw/vn/games/game_menu/recent')).body)
    expect(vn.map((g) => g.code)).toEqual([keno?.def.code, 'VN_DA_NANG'])
    const lott = RecentLotteryGamesSchema.parse((await member.get('/lgw/games/game_menus/recent')).body)
    expect(lott.map((g) => g.code)).toEqual([tcg?.def.code])
    expect((await (await t.as('member1')).get('/lgw/vn/games/game_menu/recent')).body).toEqual([])
  })
})
