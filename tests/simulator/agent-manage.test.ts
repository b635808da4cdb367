import { describe, expect, it } from 'vitest'
import { agentSetup, code, idOf, ok } from './agentHelpers.ts'

type Link = { id: number; code: string; memberType: number; rebates: { gameType: string; rate: number }[]; registerCount: number; createTime: number }
const REBATES = '/wps/agent/updateDownlineRebates'
const URL = '/wps/agent/affiliate/url'
const upline = (t: { sim: { state: { members: { account: string; uplineId: number | null }[] } } }, account: string) =>
  t.sim.state.members.find((m) => m.account === account)?.uplineId

describe('rebates', () => {
  it("gives the quota, sets a direct downline's rebate within it and refuses one outside it, naming the game type", async () => {
    const t = await agentSetup()
    expect(ok(await t.agent.get('/wps/agent/rebate/quota'))).toEqual({
      rebates: [
        { gameType: 'LOTT', min: 0, max: 0.015 },
        { gameType: 'RNG', min: 0, max: 0.01 },
        { gameType: 'LIVE', min: 0, max: 0.008 },
        { gameType: 'SPORTS', min: 0, max: 0.006 },
      ],
      affiliateUrlMax: 10,
    })
    const team01 = idOf(t, 'team01')
    expect(ok(await t.agent.put(REBATES, { customerId: team01, rebates: [{ gameType: 'RNG', rate: 0.01 }] }))).toBeNull()
    const row = ok<{ rebates: { gameType: string; rate: number }[] }>(await t.agent.get('/wps/agent/downline', { customerId: team01 }))
    expect(row.rebates.find((r) => r.gameType === 'RNG')?.rate).toBe(0.01)
    const over = await t.agent.put(REBATES, {
      customerId: team01,
      rebates: [
        { gameType: 'RNG', rate: 0.005 },
        { gameType: 'LIVE', rate: 0.009 },
      ],
    })
    expect(code(over)).toBe('rebate.over.quota')
    expect((over.body as { message: string }).message).toContain('LIVE')
    expect(code(await t.agent.put(REBATES, { customerId: team01, rebates: [{ gameType: 'LOTT', rate: -0.001 }] }))).toBe('rebate.over.quota')
    expect(code(await t.agent.put(REBATES, { customerId: idOf(t, 'sub1m1'), rebates: [{ gameType: 'RNG', rate: 0.001 }] }))).toBe('downline.not.found')
    expect(code(await t.agent.put(REBATES, { customerId: team01, rebates: [{ gameType: 'FISH', rate: 0.001 }] }))).toBe('request_param_err')
    expect(code(await t.agent.put(REBATES, { customerId: team01, rebates: [], extra: 1 }))).toBe('request_param_err')
  })
})

describe('affiliate links', () => {
  it('lists the two seeded links, creates one within quota, lists it first, deletes it, and stops at the limit', async () => {
    const t = await agentSetup()
    const seeded = ok<Link[]>(await t.agent.get(URL))
    expect(seeded.map((l) => [l.memberType, l.registerCount])).toEqual([
      [1, 0],
      [0, 3],
    ])
    const created = ok<Link>(await t.agent.post(URL, { memberType: 0, rebates: [{ gameType: 'RNG', rate: 0.006 }] }))
    expect(created.code).toMatch(/^[A-Z0-9]{8}$/)
    expect(created).toMatchObject({ memberType: 0, registerCount: 0 })
    expect(created.rebates.find((r) => r.gameType === 'RNG')?.rate).toBe(0.006)
    expect(ok<Link[]>(await t.agent.get(URL))[0]?.id).toBe(created.id)
    expect(code(await t.agent.post(URL, { memberType: 0, rebates: [{ gameType: 'SPORTS', rate: 0.007 }] }))).toBe('rebate.over.quota')
    expect(code(await t.agent.post(URL, { memberType: 2, rebates: [] }))).toBe('request_param_err')
    expect(ok(await t.agent.del(URL, { id: created.id }))).toBeNull()
    expect(code(await t.agent.del(URL, { id: created.id }))).toBe('affiliate.url.not.found')
    expect(ok<Link[]>(await t.agent.get(URL))).toHaveLength(2)
    for (let i = 0; i < 8; i++) ok(await t.agent.post(URL, { memberType: 1, rebates: [] }))
    expect(code(await t.agent.post(URL, { memberType: 0, rebates: [] }))).toBe('affiliate.url.limit')
    const sub = await t.as('subagent1')
    expect(code(await sub.del(URL, { id: seeded[0]?.id ?? 0 }))).toBe('affiliate.url.not.found')
  })

  it('lists who registered through a link, and accepts link codes on the affiliate check', async () => {
    const t = await agentSetup()
    const member = ok<Link[]>(await t.agent.get(URL)).find((l) => l.memberType === 0)
    const registered = ok<{ list: { account: string }[]; totalCount: number }>(
      await t.agent.get(`${URL}/register`, { id: member?.id ?? 0, pageNo: 1, pageSize: 2 }),
    )
    expect(registered.totalCount).toBe(3)
    expect(registered.list.map((r) => r.account)).toEqual(['team24', 'team23'])
    expect((await t.get(`/wps/agent/affiliate?code=${member?.code.toLowerCase()}`)).body).toEqual({ success: true })
    expect(code(await t.get('/wps/agent/affiliate?code=NOPE1234'))).toBe('affiliate.code.invalid')
  })
})

describe('moving downlines', () => {
  it('moves one or several direct downlines under subagent1, and refuses targets outside the rules, all or nothing', async () => {
    const t = await agentSetup()
    const [team01, team02, team03, sub1m1, subagent1] = ['team01', 'team02', 'team03', 'sub1m1', 'subagent1'].map((a) => idOf(t, a))
    const move = (customerId: number, targetAccount: string) => t.agent.post('/wps/agent/transferDownline', { customerId, targetAccount })
    expect(ok(await move(team01 ?? 0, 'SubAgent1'))).toBeNull()
    expect(upline(t, 'team01')).toBe(subagent1)
    expect(code(await move(team02 ?? 0, 'team03'))).toBe('transfer.target.invalid')
    expect(code(await move(team02 ?? 0, 'member1'))).toBe('transfer.target.invalid')
    expect(code(await move(subagent1 ?? 0, 'subagent1'))).toBe('transfer.target.invalid')
    expect(code(await move(sub1m1 ?? 0, 'subagent1'))).toBe('downline.not.found')
    const many = (customerIds: number[]) => t.agent.post('/wps/agent/transferMultipleDownline', { customerIds, targetAccount: 'subagent1' })
    expect(code(await many([team02 ?? 0, sub1m1 ?? 0]))).toBe('downline.not.found')
    expect(upline(t, 'team02')).toBe(idOf(t, 'agent1'))
    expect(ok(await many([team02 ?? 0, team03 ?? 0]))).toBeNull()
    expect(ok<{ totalCount: number }>(await t.agent.get('/wps/agent/downlines')).totalCount).toBe(25)
    expect(ok<{ totalCount: number }>(await (await t.as('subagent1')).get('/wps/agent/downlines')).totalCount).toBe(5)
    expect(code(await many([]))).toBe('request_param_err')
  })
})
