import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RecordPageSchema } from '../../schemas/blocks/recordList.ts'
import { ACCOUNTS, act, buildTestApp, login, simGet, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function member(account: keyof typeof ACCOUNTS = 'member0') {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS[account])).status).toBe(200)
  return agent
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

async function records(agent: supertest.Agent, query: Record<string, string | number>) {
  const res = await agent.get('/api/data/records').query({ tz: 0, ...query })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return RecordPageSchema.parse(res.body)
}

describe('GET /api/data/records', () => {
  it("pages the member's bets of one category within the dates, with totals, each bet signed by its result", async () => {
    const agent = await member()
    const month = { kind: 'bets', category: 'RNG', from: day(-30), to: day(0), pageSize: 5 }
    const first = await records(agent, { ...month, page: 1 })
    expect(first.items).toHaveLength(5)
    expect(first.totalPages).toBeGreaterThan(1)
    const second = await records(agent, { ...month, page: 2 })
    expect(second.page).toBe(2)
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]?.id)
    for (const item of first.items) {
      expect(item.amount).toMatch(/^[+-]?￥[\d,]+\.\d\d$/)
      expect(item.lines?.map((l) => l.label)).toEqual(['Bet amount', 'Valid bet', 'Payout', 'Order no.'])
    }
    expect(first.summary?.map((s) => s.label)).toEqual(['Bet amount', 'Payout'])
    const total = async (query: object) => {
      const pages = await records(agent, { ...query, pageSize: 50 })
      return pages.items.length
    }
    // A narrower range holds fewer bets.
    expect(await total({ kind: 'bets', category: 'RNG', from: day(-2), to: day(0) })).toBeLessThan(await total({ ...month, page: 1 }))
  })

  it('finds a withdrawal in the ledger and in the withdrawals, with its status', async () => {
    const agent = await member()
    const key = (await act(agent, 'moneyAttempt', { kind: 'withdraw' })).body.data.attempt as string
    expect((await act(agent, 'withdraw', { attempt: key, amount: '321.5', bankCardId: '7001', password: '246810' })).status).toBe(200)
    const ledger = await records(agent, { kind: 'transactions', from: day(0), to: day(0) })
    expect(ledger.items[0]).toMatchObject({ title: 'Withdraw', amount: '-￥321.50', tone: 'out' })
    const withdrawals = await records(agent, { kind: 'withdrawals', from: day(-1), to: day(0) })
    expect(withdrawals.items).toMatchObject([{ title: 'Withdraw', amount: '￥321.50', status: { label: 'Processing', tone: 'pending' } }])
  })

  it('refuses a range over 31 days or backwards, and a visitor', async () => {
    const agent = await member()
    const long = await agent.get('/api/data/records').query({ kind: 'transactions', from: day(-40), to: day(0) })
    expect(long.body.error).toMatchObject({ code: 'GW_BAD_REQUEST', field: 'from' })
    const backwards = await agent.get('/api/data/records').query({ kind: 'transactions', from: day(0), to: day(-3) })
    expect(backwards.body.error.code).toBe('GW_BAD_REQUEST')
    expect(
      (
        await t
          .request()
          .get('/api/data/records')
          .query({ kind: 'bets', from: day(0), to: day(0) })
      ).body.error.code,
    ).toBe('GW_AUTH_NO_SESSION')
  })
})

describe('POST /api/actions/claimRebate', () => {
  it('pays the cashback once; the ledger shows it; a second claim has nothing left', async () => {
    const agent = await member()
    const before = (await simGet<{ balance: number }>(agent, '/__sim/money?account=member0')).balance
    const claimed = await act(agent, 'claimRebate', {})
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
    expect(claimed.body.data.amount).toMatch(/^￥[\d,]+\.\d\d$/)
    expect(claimed.body.then?.[0]).toMatchObject({ type: 'toast', text: `${claimed.body.data.amount} cashback added to your balance` })
    const paid = Number(String(claimed.body.data.amount).replace(/[￥,]/g, ''))
    expect((await simGet<{ balance: number }>(agent, '/__sim/money?account=member0')).balance).toBeCloseTo(before + paid, 2)
    const history = await records(agent, { kind: 'rebates', from: day(0), to: day(0) })
    expect(history.items).toMatchObject([{ title: 'Cashback', amount: `+${claimed.body.data.amount}` }])
    expect((await act(agent, 'claimRebate', {})).body.error.code).toBe('GW_REBATE_TOO_LOW')
  })

  it('is refused to trial users and while the cashback module is off', async () => {
    expect((await act(await member('trial4'), 'claimRebate', {})).body.error.code).toBe('GW_FORBIDDEN')
    await t.control('/__sim/flags', { CASHBACK3: false })
    expect((await act(await member(), 'claimRebate', {})).body.error.code).toBe('GW_FEATURE_UNAVAILABLE')
  })
})

describe('POST /api/actions/setProfile', () => {
  it('sets the nickname and e-mail, the payee name once, and refuses bad values', async () => {
    const agent = await member('member1')
    expect((await act(agent, 'setProfile', { field: 'nickname', value: 'x' })).body.error).toMatchObject({ code: 'GW_FORM_INVALID', field: 'nickname' })
    expect((await act(agent, 'setProfile', { field: 'email', value: 'not-an-address' })).body.error).toMatchObject({ code: 'GW_FORM_INVALID', field: 'email' })
    expect((await act(agent, 'setProfile', { field: 'nickname', value: 'Mei Mei' })).status).toBe(200)
    expect((await act(agent, 'setProfile', { field: 'payeeName', value: 'Tan Mei' })).status).toBe(200)
    expect((await act(agent, 'setProfile', { field: 'payeeName', value: 'Someone Else' })).body.error).toMatchObject({
      code: 'GW_FORM_INVALID',
      field: 'payeeName',
    })
    const screen = await agent.get('/api/screen').query({ path: '/m/member/home' })
    expect(JSON.stringify(screen.body)).toContain('"value":"Mei Mei"')
    expect(JSON.stringify(screen.body)).toContain('"value":"TAN MEI"')
  })
})

describe('lottery orders', () => {
  it("lists the member's lottery orders, opens one's bets, and cancels a bet still waiting for its draw", async () => {
    const agent = await member()
    const orders = await records(agent, { kind: 'lottery', from: day(-9), to: day(0), pageSize: 5 })
    expect(orders.items.length).toBe(5)
    expect(orders.totalPages).toBeGreaterThan(1)
    const open = orders.items.find((o) => o.status?.label === 'Awaiting draw')
    expect(open?.orderId).toBeTruthy()
    const bets = await agent.get('/api/data/lotteryOrder').query({ orderId: open?.orderId })
    expect(bets.status, JSON.stringify(bets.body)).toBe(200)
    const bet = (bets.body.items as { id: string; cancelable: boolean; amount: string }[])[0]
    expect(bet?.cancelable).toBe(true)
    const before = (await simGet<{ balance: number }>(agent, '/__sim/money?account=member0')).balance
    const cancelled = await act(agent, 'cancelBet', { orderId: open?.orderId, subOrderId: bet?.id })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect((await simGet<{ balance: number }>(agent, '/__sim/money?account=member0')).balance).toBeCloseTo(
      before + Number(bet?.amount.replace(/[￥,]/g, '')),
      2,
    )
    const after = await agent.get('/api/data/lotteryOrder').query({ orderId: open?.orderId })
    expect(after.body.items[0]).toMatchObject({ id: bet?.id, cancelable: false, status: { label: 'Cancelled' } })
    const again = await act(agent, 'cancelBet', { orderId: open?.orderId, subOrderId: bet?.id })
    expect(again.body.error).toMatchObject({ code: 'GW_FORBIDDEN', message: 'This bet can no longer be cancelled' })
    const settled = orders.items.find((o) => o.status?.label === 'Settled')
    const settledBets = await agent.get('/api/data/lotteryOrder').query({ orderId: settled?.orderId })
    expect((settledBets.body.items as { cancelable: boolean }[]).every((b) => !b.cancelable)).toBe(true)
  })
})
