import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { agentSetup, code, idOf, MONTH, ok, TODAY } from './agentHelpers.ts'

type Page = { list: { account: string; level: number; registerDate: number; customerId: number }[]; totalCount: number; pageNo: number; pageSize: number }
type Kpi = Record<string, number>
const DOWNLINES = '/wps/agent/downlines'
const SUBORDINATES = '/wps/relay/ODSFE2_Subordinate'
const KPI_A = '/wps/relay/ODSFE2_TeamKPIA'
const KPI_B = '/wps/relay/ODSFE2_TeamKPIB'

describe('agent calls: who may call them', () => {
  it('refuses members and trial users, asks visitors to log in, takes faults, and answers #543 while AGENTPOLICY3 is off', async () => {
    const t = await agentSetup()
    for (const account of ['member0', 'trial4', 'down1']) {
      const member = await t.as(account)
      expect(code(await member.get(DOWNLINES))).toBe('agent.not.allowed')
      expect(code(await member.get('/wps/agent/rebate/quota'))).toBe('agent.not.allowed')
    }
    expect(code(await request(t.app).get(KPI_A).set('Merchant', t.merchant))).toBe('login.not.session')
    expect(ok(await (await t.as('subagent1')).get(DOWNLINES))).toMatchObject({ totalCount: 2 })
    await t.control('/faults', { endpoint: DOWNLINES, kind: 'error', times: 1 })
    expect((await t.agent.get(DOWNLINES)).status).toBe(500)
    expect(ok(await t.agent.get(DOWNLINES))).toMatchObject({ totalCount: 28 })
    await t.control('/flags', { AGENTPOLICY3: false })
    expect(code(await t.agent.get(DOWNLINES))).toBe('function.not.available')
  })
})

describe('team KPI', () => {
  it('counts the team of 30 with new, active and first-depositing members, and sums its money of the period', async () => {
    const { agent } = await agentSetup()
    const month = ok<Kpi>(await agent.get(KPI_A, MONTH))
    expect(month.teamSize).toBe(30)
    expect(month.newMembers).toBeGreaterThanOrEqual(3)
    expect(month.activeMembers).toBeGreaterThan(0)
    const today = ok<Kpi>(await agent.get(KPI_B, { startDate: TODAY, endDate: TODAY }))
    expect(Object.keys(today).sort()).toEqual(['betAmount', 'depositAmount', 'validBetAmount', 'winLossAmount', 'withdrawAmount'])
    expect([today.betAmount, today.depositAmount, today.withdrawAmount].every((v) => (v ?? 0) > 0)).toBe(true)
    expect(code(await agent.get(KPI_A, { startDate: '2025-3-1', endDate: TODAY }))).toBe('request_param_err')
    expect(code(await agent.get(KPI_B, { startDate: TODAY, endDate: '2025-03-01' }))).toBe('request_param_err')
    expect(code(await agent.get(KPI_B))).toBe('request_param_err')
  })

  it("moves with a downline's new bet, paid deposit and withdrawal, in KPI B and in the downline's own figures", async () => {
    const t = await agentSetup()
    const day = { startDate: TODAY, endDate: TODAY }
    const before = ok<Kpi>(await t.agent.get(KPI_B, day))
    const activeBefore = ok<Kpi>(await t.agent.get(KPI_A, day)).activeMembers ?? 0
    expect((await t.control('/bets', { account: 'team10', gameType: 'RNG', amount: 100, payout: 30 })).status).toBe(200)
    const player = await t.as('team10')
    const deposit = ok<{ orderNo: string }>(await player.post('/wps/relay/MCS2_depositPaymentGateway', { channelId: 'fp-bank', amount: 150 }))
    await t.control('/deposits/settle', { orderNo: deposit.orderNo, paid: true })
    const after = ok<Kpi>(await t.agent.get(KPI_B, day))
    expect(after.betAmount).toBeCloseTo((before.betAmount ?? 0) + 100, 2)
    expect(after.winLossAmount).toBeCloseTo((before.winLossAmount ?? 0) - 70, 2)
    expect(after.depositAmount).toBeCloseTo((before.depositAmount ?? 0) + 150, 2)
    expect(ok<Kpi>(await t.agent.get(KPI_A, day)).activeMembers).toBe(activeBefore + 1)
    const row = ok<Kpi>(await t.agent.get('/wps/agent/downline', { customerId: idOf(t, 'team10') }))
    expect(row).toMatchObject({ betAmount: 100, validBetAmount: 100, winLossAmount: -70, depositAmount: 150, withdrawAmount: 0 })
  })
})

describe('downlines and the team', () => {
  it('pages 28 direct downlines newest first (20 + 8) and finds them by account, any case', async () => {
    const { agent } = await agentSetup()
    const first = ok<Page>(await agent.get(DOWNLINES, { pageNo: 1, pageSize: 20 }))
    expect([first.list.length, first.totalCount, first.pageNo, first.pageSize]).toEqual([20, 28, 1, 20])
    const second = ok<Page>(await agent.get(DOWNLINES, { pageNo: 2, pageSize: 20 }))
    expect(second.list).toHaveLength(8)
    const dates = [...first.list, ...second.list].map((d) => d.registerDate)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(first.list.slice(0, 3).map((d) => d.account)).toEqual(['team24', 'team23', 'team22'])
    expect(first.list.every((d) => d.level === 1)).toBe(true)
    const found = ok<Page>(await agent.get(DOWNLINES, { account: 'TEAM2', pageNo: 1, pageSize: 20 }))
    expect(found.list.map((d) => d.account).sort()).toEqual(['team20', 'team21', 'team22', 'team23', 'team24'])
    expect(code(await agent.get(DOWNLINES, { pageSize: 51 }))).toBe('request_param_err')
    expect(code(await agent.get(DOWNLINES, { pageNo: 0 }))).toBe('request_param_err')
  })

  it('lists the whole team of 30 with levels, and one member of it by id', async () => {
    const t = await agentSetup()
    const team = ok<Page>(await t.agent.get(SUBORDINATES, { pageNo: 1, pageSize: 50 }))
    expect(team.totalCount).toBe(30)
    expect(
      team.list
        .filter((d) => d.level === 2)
        .map((d) => d.account)
        .sort(),
    ).toEqual(['sub1m1', 'sub1m2'])
    const one = ok(await t.agent.get('/wps/agent/downline', { customerId: idOf(t, 'sub1m1') }))
    expect(one).toMatchObject({ account: 'sub1m1', level: 2, customerType: 0, uplineAccount: 'subagent1', nickname: null })
    expect(one.rebates).toEqual([
      { gameType: 'LOTT', rate: 0.008 },
      { gameType: 'RNG', rate: 0.005 },
      { gameType: 'LIVE', rate: 0.004 },
      { gameType: 'SPORTS', rate: 0.003 },
    ])
    expect(ok(await t.agent.get('/wps/agent/downline', { customerId: idOf(t, 'subagent1') }))).toMatchObject({ customerType: 1, isAgent: true, teamSize: 2 })
    expect(code(await t.agent.get('/wps/agent/downline', { customerId: idOf(t, 'member0') }))).toBe('downline.not.found')
    expect(code(await t.agent.get('/wps/agent/downline', { customerId: 'abc' }))).toBe('request_param_err')
  })
})
