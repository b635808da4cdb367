import { describe, expect, it } from 'vitest'
import { agentSetup, code, ok, TODAY } from './agentHelpers.ts'

type History = { list: { id: number; gameType: string; event: string; time: number; amount: number | null }[]; totalCount: number }
type Income = { startDate: string; endDate: string; commission: number; dividend: number; dailySalary: number; hourSalary: number; total: number }
const HISTORY = '/wps/relay/MCSFE_getContractHistory'
const APPLY = '/wps/relay/MCSFE_applyContract'
const DAILY = '/wps/relay/MCS2_getContractDailySalInfo'
const DIVIDEND = '/wps/relay/MCS2_getContractDividendInfo'
const HOURLY = '/wps/relay/MCS2_getContractHourSalInfo'

describe('contracts', () => {
  it("shows agent1's active daily salary (RNG) and dividend (LIVE) contracts, none hourly; subagent1 has none", async () => {
    const t = await agentSetup()
    const daily = ok<Record<string, { id: number; status: string; details: unknown[] }[]>>(await t.agent.get(DAILY))
    expect(Object.keys(daily)).toEqual(['RNG'])
    expect(daily.RNG?.[0]).toMatchObject({ id: 7000, status: 'A' })
    expect(daily.RNG?.[0]?.details[0]).toEqual({ betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.003 })
    const dividend = ok<Record<string, { contractRate: number; status: string }[]>>(await t.agent.get(DIVIDEND))
    expect(dividend.LIVE?.map((tier) => [tier.contractRate, tier.status])).toEqual([
      [0.2, 'A'],
      [0.25, 'A'],
    ])
    expect(ok(await t.agent.get(HOURLY))).toEqual({})
    const sub = await t.as('subagent1')
    expect([ok(await sub.get(DAILY)), ok(await sub.get(DIVIDEND))]).toEqual([{}, {}])
    expect(ok(await sub.get('/wps/relay/ODSFE2_CurrentDailySalary'))).toBeNull()
    expect(ok(await sub.get('/wps/relay/ODSFE2_CurrentDividend'))).toBeNull()
  })

  it('applies for a contract once (a second application waits), refuses an active one, and writes the history newest first', async () => {
    const t = await agentSetup()
    const seeded = ok<History>(await t.agent.get(HISTORY, { type: 'dailySalary', pageNo: 1, pageSize: 20 }))
    expect(seeded.list.map((h) => `${h.gameType}:${h.event}`)).toEqual(['LIVE:REFUSED', 'LIVE:APPLIED', 'RNG:SIGNED', 'RNG:APPLIED'])
    const { id } = ok<{ id: number }>(await t.agent.post(APPLY, { type: 'hourSalary', gameType: 'SPORTS' }))
    expect(code(await t.agent.post(APPLY, { type: 'hourSalary', gameType: 'SPORTS' }))).toBe('contract.apply.pending')
    expect(code(await t.agent.post(APPLY, { type: 'dailySalary', gameType: 'RNG' }))).toBe('contract.already.active')
    expect(code(await t.agent.post(APPLY, { type: 'weekly', gameType: 'RNG' }))).toBe('request_param_err')
    const hourly = ok<History>(await t.agent.get(HISTORY, { type: 'hourSalary' }))
    expect(hourly).toMatchObject({ totalCount: 1, list: [{ id, gameType: 'SPORTS', event: 'APPLIED', amount: null }] })
    const paid = ok<History>(await t.agent.get(HISTORY, { type: 'dividend', pageNo: 1, pageSize: 2 }))
    expect([paid.totalCount, paid.list.length, paid.list[0]?.event]).toEqual([4, 2, 'PAID'])
    expect(code(await t.agent.get(HISTORY, { type: 'other' }))).toBe('request_param_err')
  })

  it('makes an accepted request an active contract, and ends one on request, both in the history', async () => {
    const t = await agentSetup()
    expect(ok(await t.agent.post('/wps/relay/MCSFE_processContractHourSalary', { contractId: 8001, status: 'A' }))).toBe(true)
    const hourly = ok<Record<string, { contractId: number; status: string }[]>>(await t.agent.get(HOURLY))
    expect(hourly.LIVE?.[0]).toMatchObject({ contractId: 8001, status: 'A' })
    expect(ok(await t.agent.get('/wps/relay/MCSFE_processContractDividend', { type: 'RNG', status: 'A' }))).toBe(true)
    expect(Object.keys(ok(await t.agent.get(DIVIDEND))).sort()).toEqual(['LIVE', 'RNG'])
    expect(ok(await t.agent.get('/wps/relay/MCSFE_processContractDividend', { type: 'LIVE', status: 'C' }))).toBe(true)
    expect(Object.keys(ok(await t.agent.get(DIVIDEND)))).toEqual(['RNG'])
    expect(ok(await t.agent.get('/wps/relay/MCSFE_processDailySalaryContract', { id: 7001, status: 'R' }))).toBe(true)
    expect(ok<Record<string, { id: number }[]>>(await t.agent.get(DAILY)).RNG?.[0]?.id).toBe(7000)
    const events = async (type: string) =>
      ok<History>(await t.agent.get(HISTORY, { type }))
        .list.slice(0, 2)
        .map((h) => `${h.gameType}:${h.event}`)
    expect(await events('hourSalary')).toEqual(['LIVE:SIGNED'])
    expect(await events('dividend')).toEqual(['LIVE:ENDED', 'RNG:SIGNED'])
    expect(await events('dailySalary')).toEqual(['RNG:REFUSED', 'LIVE:REFUSED'])
  })
})

describe('income, daily salary and dividends', () => {
  it("answers today's daily salary and this month's dividend from the team's bets, and both move with a new bet", async () => {
    const t = await agentSetup()
    const salary = ok<{ date: string; betAmount: number; amount: number; rateType: string }>(await t.agent.get('/wps/relay/ODSFE2_CurrentDailySalary'))
    expect(salary.date).toBe(TODAY)
    const dividend = ok<{ netLoss: number; status: string; startDate: string; endDate: string }>(await t.agent.get('/wps/relay/ODSFE2_CurrentDividend'))
    expect(dividend).toMatchObject({ status: 'ESTIMATED', startDate: '2025-03-01', endDate: '2025-03-31' })
    await t.control('/bets', { account: 'team11', gameType: 'RNG', amount: 6000 })
    await t.control('/bets', { account: 'team12', gameType: 'LIVE', amount: 20000 })
    const after = ok<{ betAmount: number; activeMembers: number; amount: number }>(await t.agent.get('/wps/relay/ODSFE2_CurrentDailySalary'))
    expect(after.betAmount).toBeCloseTo(salary.betAmount + 6000, 2)
    expect(after.amount).toBeGreaterThan(salary.amount)
    const more = ok<{ netLoss: number; amount: number; rate: number }>(await t.agent.get('/wps/relay/ODSFE2_CurrentDividend'))
    expect(more.netLoss).toBeCloseTo(dividend.netLoss + 20000, 2)
    expect(more.amount).toBeCloseTo(Math.floor(more.netLoss * more.rate * 100) / 100, 2)
  })

  it("sums last month's and this month's income, and pages the dividend history (paid, paid, pending)", async () => {
    const t = await agentSetup()
    const income = ok<{ previous: Income; current: Income }>(await t.agent.get('/wps/relay/ODS2_AgentPrevAndCurrIncome'))
    expect([income.previous.startDate, income.previous.endDate, income.current.startDate]).toEqual(['2025-02-01', '2025-02-28', '2025-03-01'])
    for (const i of [income.previous, income.current]) expect(i.total).toBeCloseTo(i.commission + i.dividend + i.dailySalary + i.hourSalary, 2)
    expect(income.previous.dividend).toBe(4562.62)
    expect(income.current.commission).toBeGreaterThan(0)
    await t.control('/bets', { account: 'team13', gameType: 'SPORTS', amount: 1000 })
    const after = ok<{ current: Income }>(await t.agent.get('/wps/relay/ODS2_AgentPrevAndCurrIncome')).current
    expect(after.commission).toBeCloseTo(income.current.commission + 2, 2)
    const history = ok<{ list: { status: string; startDate: string; payoutTime: number | null }[]; totalCount: number }>(
      await t.agent.get('/wps/relay/ODSFE2_QueryDividend', { pageNo: 1, pageSize: 2 }),
    )
    expect(history.totalCount).toBe(3)
    expect(history.list.map((d) => [d.startDate, d.status, d.payoutTime === null])).toEqual([
      ['2025-02-01', 'PENDING', true],
      ['2025-01-01', 'PAID', false],
    ])
  })
})
