import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { wpsSuccessSchema } from '../../schemas/upstream/index.ts'
import type { Game } from '../../simulator/data/games.ts'
import { gamesSetup, html } from './gamesHelpers.ts'

/** Casino launches answer `content.game_url` (S4), the lottery lobby `gameUrl`. */
const CasinoLaunch = z.strictObject({ content: z.strictObject({ game_url: z.string() }) })
const LobbyLaunch = z.strictObject({ gameUrl: z.string() })

const LAUNCH = '/wps/game/launchGame'

function casinoQuery(game: Game | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    gameType: game?.gameType ?? '',
    vassalage: game?.vassalage ?? '',
    gameId: String(game?.gameId),
    nodeId: game?.nodeId ?? '',
    platform: 'MOBILE',
    launchMode: 'GLS',
    accountType: '1',
    language: 'EN',
    ...extra,
  })
  return `${LAUNCH}?${params}`
}

function lobbyQuery(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: 'Lott',
    lottoGameCode: '',
    lottoView: 'lobby',
    device: 'MOBILE',
    backUrl: 'http://localhost:8080/m/lottery',
    language: 'EN',
    ...extra,
  })
  return `${LAUNCH}?${params}`
}

function pathOf(url: string): string {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

const byType = (t: ReturnType<typeof gamesSetup>, type: string, n = 0) => t.sim.state.data.catalogue.games.filter((g) => g.gameType === type)[n]

describe('GET /wps/game/launchGame (casino)', () => {
  it('answers a one-time game_url on the platform for the game', async () => {
    const t = gamesSetup({ publicUrl: 'http://sim.test:9000' })
    const member = await t.as()
    const game = byType(t, 'RNG')
    const res = await member.get(casinoQuery(game, { language: 'VI' }))
    const url = wpsSuccessSchema(CasinoLaunch).parse(res.body).value.content.game_url
    expect(url).toMatch(new RegExp(`^http://sim\\.test:9000/play/${game?.vassalage}/${game?.gameCode}\\?ticket=[0-9a-f]{32}&lang=VI$`))
    const again = (await member.get(casinoQuery(game))).body.value.content.game_url
    expect(new URL(again).searchParams.get('ticket')).not.toBe(new URL(url).searchParams.get('ticket'))
  })

  it('answers 500 #727 without launchMode, for any game', async () => {
    const t = gamesSetup()
    const member = await t.as()
    for (const game of [byType(t, 'RNG'), byType(t, 'LIVE')]) {
      const res = await member.get(casinoQuery(game, { launchMode: '' }))
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ success: false, errorCode: 'system.busy', message: 'system busy #727' })
    }
  })

  it('answers game.not.found for an unknown game or a mismatched vendor, and needs a token and GET', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const game = byType(t, 'RNG')
    for (const query of [casinoQuery(game, { nodeId: '999999', gameId: '1' }), casinoQuery(game, { vassalage: 'EVO' })]) {
      const res = await member.get(query)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ success: false, errorCode: 'game.not.found', message: 'Game not found' })
    }
    expect((await member.get(casinoQuery(game, { accountType: '7' }))).body.errorCode).toBe('request_param_err')
    expect((await t.get(casinoQuery(game))).status).toBe(401)
    expect((await member.post(casinoQuery(game)).send({})).body.errorCode).toBe('http_method_not_support')
  })

  it('keeps a LIVE or PVP round open: another game answers #734 until the player leaves the table', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const live = byType(t, 'LIVE')
    const slot = byType(t, 'RNG')
    const url = (await member.get(casinoQuery(live))).body.value.content.game_url as string
    const blocked = await member.get(casinoQuery(slot))
    expect(blocked.status).toBe(200)
    expect(blocked.body).toEqual({ success: false, errorCode: 'game.round.open', message: 'the previous game has not finished #734' })
    expect((await member.get(lobbyQuery())).body.errorCode).toBe('game.round.open')
    const relaunch = (await member.get(casinoQuery(live))).body.value.content.game_url as string
    expect((await (await t.as('member1')).get(casinoQuery(slot))).body.success).toBe(true)
    const page = await t.page(pathOf(relaunch))
    expect(html(page)).toContain('Leave table')
    const leave = await request(t.app).post(`/play/leave?ticket=${new URL(url).searchParams.get('ticket')}`)
    expect(leave.status).toBe(200)
    expect(html(leave)).toContain('You left the table')
    expect((await request(t.app).post('/play/leave?ticket=nope')).status).toBe(403)
    expect((await member.get(casinoQuery(slot))).body.success).toBe(true)
  })

  it('opens and closes rounds through /__sim/rounds; reset clears them', async () => {
    const t = gamesSetup()
    const member = await t.as('member1')
    const pvp = byType(t, 'PVP')
    const slot = byType(t, 'RNG')
    expect((await t.control('/rounds', { account: 'member1', nodeId: pvp?.nodeId })).body).toEqual({ account: 'member1', nodeId: pvp?.nodeId })
    expect((await member.get(casinoQuery(slot))).body.errorCode).toBe('game.round.open')
    expect((await member.get(casinoQuery(pvp))).body.success).toBe(true)
    expect((await t.control('/rounds', { account: 'member1' })).body).toEqual({ account: 'member1', nodeId: null })
    expect((await member.get(casinoQuery(slot))).body.success).toBe(true)
    await t.control('/rounds', { account: 'member1', nodeId: pvp?.nodeId })
    await t.control('/reset', {})
    expect((await (await t.as('member1')).get(casinoQuery(slot))).body.success).toBe(true)
    expect((await t.control('/rounds', { account: 'nobody', nodeId: pvp?.nodeId })).status).toBe(404)
    expect((await t.control('/rounds', { account: 'member1', nodeId: '1' })).status).toBe(404)
    expect((await t.control('/rounds', { nodeId: '1' })).status).toBe(400)
  })
})

describe('game pages', () => {
  it('shows the game, vendor and account, no link back to the backUrl (the relay ignores it); the ticket works once', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const game = byType(t, 'RNG', 3)
    const url = (await member.get(casinoQuery(game, { backUrl: 'http://localhost:8080/m/home' }))).body.value.content.game_url as string
    const first = await t.page(pathOf(url))
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toMatch(/text\/html/)
    const text = html(first)
    for (const part of [game?.gameName.replace(/&/g, '&amp;').replace(/'/g, '&apos;') ?? '', game?.displayName ?? '', 'member0', '>Spin<']) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('http://localhost:8080/m/home')
    expect(text).not.toContain('Back to site')
    expect(text).not.toContain('Leave table')
    const second = await t.page(pathOf(url))
    expect(second.status).toBe(403)
    expect(html(second)).toContain('Session expired')
    expect((await t.page(`/play/${game?.vassalage}/${game?.gameCode}?ticket=nope`)).status).toBe(403)
  })

  it('refuses a ticket used for another game and an expired one; never shows a back link', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const [a, b] = [byType(t, 'RNG', 1), byType(t, 'RNG', 2)]
    const url = new URL((await member.get(casinoQuery(a, { backUrl: 'javascript:alert(1)' }))).body.value.content.game_url)
    expect((await t.page(`/play/${b?.vassalage}/${b?.gameCode}${url.search}`)).status).toBe(403)
    const fresh = (await member.get(casinoQuery(a, { backUrl: 'javascript:alert(1)' }))).body.value.content.game_url as string
    const page = html(await t.page(pathOf(fresh)))
    expect(page).not.toContain('Back to site')
    const late = (await member.get(casinoQuery(a))).body.value.content.game_url as string
    t.clock.now += 6 * 60_000
    expect((await t.page(pathOf(late))).status).toBe(403)
  })

  it('marks demo play for trial accounts', async () => {
    const t = gamesSetup()
    const trial = await t.as('trial4')
    const url = (await trial.get(casinoQuery(byType(t, 'FISH'), { accountType: '0' }))).body.value.content.game_url as string
    const text = html(await t.page(pathOf(url)))
    expect(text).toContain('trial4')
    expect(text).toContain('Demo play')
  })
})

describe('GET /wps/game/launchGame (lottery lobby)', () => {
  it('opens the VN lobby without a code and a game board with one', async () => {
    const t = gamesSetup({ publicUrl: 'http://sim.test:9000' })
    const member = await t.as()
    const lobby = wpsSuccessSchema(LobbyLaunch).parse((await member.get(lobbyQuery())).body).value.gameUrl
    expect(lobby).toMatch(/^http:\/\/sim\.test:9000\/lotto-vn\/t3\/games\/lobby\?ticket=[0-9a-f]{32}&prizeMode=Lott$/)
    const lobbyPage = html(await t.page(pathOf(lobby)))
    expect(lobbyPage).toContain('VN Lottery')
    expect(lobbyPage).toContain('Ho Chi Minh')
    expect(lobbyPage).not.toContain('http://localhost:8080/m/lottery')
    const entry = t.sim.state.data.catalogue.lottery.find((e) => e.def.code === 'VN_HO_CHI_MINH')
    const game = (await member.get(lobbyQuery({ lottoGameCode: 'VN_HO_CHI_MINH', lottoView: 'betting', lottoPrizeMode: 'Elott' }))).body.value.gameUrl as string
    expect(game).toContain(`/lotto-vn/t3/games/${entry?.game.gameId}?ticket=`)
    expect(game).toContain('prizeMode=Elott')
    const board = await t.page(pathOf(game))
    expect(board.status).toBe(200)
    expect(html(board)).toContain('Ho Chi Minh')
    expect(html(board)).toMatch(/id="numero">\d{8}</)
    expect((await t.page(pathOf(game))).status).toBe(403)
  })

  it('opens the SEA lobby and refuses bad parameters and codes of another area', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const sea = (await member.get(lobbyQuery({ lottoArea: 'SEA' }))).body.value.gameUrl as string
    expect(html(await t.page(pathOf(sea)))).toContain('Magnum 4D')
    const bad: Array<Record<string, string>> = [{ lottoArea: 'XX' }, { lottoPrizeMode: 'Big' }, { lottoView: 'betting' }, { lottoView: 'sideways' }]
    for (const extra of bad) {
      const res = await member.get(lobbyQuery(extra))
      expect(res.status, JSON.stringify(extra)).toBe(400)
      expect(res.body.errorCode).toBe('request_param_err')
    }
    expect((await member.get(lobbyQuery({ lottoArea: 'SEA', lottoGameCode: 'VN_HO_CHI_MINH' }))).body.errorCode).toBe('game.not.found')
  })
})

describe('GET /lotto/<mui>/<playType>/games/<gameId> (launcher frame)', () => {
  it('shows the game with the member from the Authorization header, the stylesheet and the prize mode', async () => {
    const t = gamesSetup()
    const member = await t.as('member1')
    const entry = t.sim.state.data.catalogue.lottery.find((e) => e.def.vendor === 'LOTT')
    const path = `/lotto/tcg/ent/games/${entry?.game.gameId}?merchant=sim88&css=sim88-dark&prizeMode=Lott`
    const res = await t.page(path).set('Authorization', member.token)
    expect(res.status).toBe(200)
    const text = html(res)
    for (const part of [entry?.def.name ?? '', 'member1', 'sim88-dark', 'id="prize-mode">Lott<', 'data-remain=']) expect(text).toContain(part)
    const out = await t.page(path)
    expect(out.status).toBe(401)
    expect(html(out)).toContain('Please log in')
    expect((await t.page(path).set('Authorization', 'stale')).status).toBe(401)
  })

  it('answers 404 for an unknown game, ui or play type, and 403 for another merchant', async () => {
    const t = gamesSetup()
    const member = await t.as()
    const id = t.sim.state.data.catalogue.lottery[0]?.game.gameId
    for (const path of ['/lotto/vn/trad/games/1', `/lotto/xx/ent/games/${id}`, `/lotto/vn/play/games/${id}`]) {
      expect((await t.page(path).set('Authorization', member.token)).status, path).toBe(404)
    }
    expect((await t.page(`/lotto/vn/trad/games/${id}?merchant=other`).set('Authorization', member.token)).status).toBe(403)
  })
})
