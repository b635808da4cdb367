import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { AgentTeamPageSchema } from '../../schemas/blocks/agentTeam.ts'
import { ACCOUNTS, act, buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { AGENT, loggedIn, mustBlock, screenOf } from './promoHelpers.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const SUB_AGENT = { username: 'subagent1', password: 'Passw0rd!' } as const
const SCREENS = [
  ['/m/member/agent', 'agent-centre', 'agentSummary'],
  ['/m/member/agent/team', 'agent-team', 'agentTeam'],
  ['/m/member/agent/links', 'agent-links', 'affiliateLinks'],
  ['/m/member/agent/contracts', 'agent-contracts', 'agentContracts'],
] as const
const error = (res: { body: unknown }) => ErrorResponseSchema.parse(res.body).error

async function team(agent: Awaited<ReturnType<typeof loggedIn>>, query: Record<string, string | number>) {
  const res = await agent.get('/api/data/agentTeam').query(query)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return AgentTeamPageSchema.parse(res.body)
}

describe('who sees the agent screens', () => {
  it.each(SCREENS)('shows %s to an agent and to a sub-agent', async (path, screen, block) => {
    for (const account of [AGENT, SUB_AGENT]) {
      const s = await screenOf(await loggedIn(t, account), path)
      expect([s.screen, s.route, s.shell.header.visible]).toEqual([screen, path, true])
      expect(mustBlock(s, block).status).toBe('ok')
    }
  })

  it.each([
    ['a visitor', null, '/m/login'],
    ['a trial user', ACCOUNTS.trial4, '/m/home'],
    ['a member', ACCOUNTS.member0, '/m/member/home'],
  ] as const)('sends %s where their role allows', async (_name, account, to) => {
    const agent = account ? await loggedIn(t, account) : t.request()
    for (const [path] of SCREENS) {
      const s = await screenOf(agent, path)
      expect([s.route, s.replaceAddress], path).toEqual([to, to])
    }
  })

  it('offers the agent centre in the member centre to agents only', async () => {
    const entry = async (account: { username: string; password: string }) =>
      mustBlock(await screenOf(await loggedIn(t, account), '/m/member/home'), 'quickNav').props.items.find((i) => i.id === 'agent')?.action
    expect(await entry(AGENT)).toEqual({ type: 'navigate', to: '/m/member/agent' })
    expect(await entry(ACCOUNTS.member0)).toBeUndefined()
  })

  it('refuses the team list and every agent action to members, trial users and visitors', async () => {
    const member = await loggedIn(t, ACCOUNTS.member0)
    expect((await member.get('/api/data/agentTeam')).status).toBe(403)
    expect((await (await loggedIn(t, ACCOUNTS.trial4)).get('/api/data/agentTeam')).status).toBe(403)
    expect((await t.request().get('/api/data/agentTeam')).status).toBe(401)
    const refused = await act(member, 'createAffiliateLink', { memberType: 'member', rebates: { RNG: '0.5' } })
    expect([refused.status, error(refused).code]).toEqual([403, 'GW_FORBIDDEN'])
  })
})

describe('the agent centre', () => {
  it('shows the team today and this month, income, the daily wage, the dividend and the pending requests', async () => {
    const s = await screenOf(await loggedIn(t, AGENT), '/m/member/agent')
    const { sections, pending } = mustBlock(s, 'agentSummary').props
    expect(sections.map((x) => [x.id, x.unavailable ?? null])).toEqual([
      ['team', null],
      ['income', null],
      ['salary', null],
      ['dividend', null],
    ])
    const teamRows = Object.fromEntries(sections[0]?.rows.map((r) => [r.label, r.values]) ?? [])
    expect(teamRows['Team members']).toEqual(['30', '30'])
    expect(pending.map((p) => [p.id, p.action])).toEqual([
      ['dailySalary', { type: 'navigate', to: '/m/member/agent/getSalaryContract' }],
      ['dividend', { type: 'navigate', to: '/m/member/agent/getDevidendContract' }],
      ['hourSalary', { type: 'navigate', to: '/m/member/agent/getHourContract' }],
    ])
  })

  it("moves the team figures with a downline's bet", async () => {
    const agent = await loggedIn(t, AGENT)
    const bets = async () => {
      const { sections } = mustBlock(await screenOf(agent, '/m/member/agent'), 'agentSummary').props
      return sections[0]?.rows.find((r) => r.label === 'Bets')?.values[0]
    }
    const before = await bets()
    await t.control('/__sim/bets', { account: 'down2', gameType: 'RNG', amount: 1234, payout: 0 })
    expect(await bets()).not.toEqual(before)
  })

  it('keeps the other figures when one call fails', async () => {
    await t.control('/__sim/faults', { endpoint: '/wps/relay/ODS2_AgentPrevAndCurrIncome', kind: 'error' })
    const { sections } = mustBlock(await screenOf(await loggedIn(t, AGENT), '/m/member/agent'), 'agentSummary').props
    expect(sections.filter((x) => x.unavailable).map((x) => x.id)).toEqual(['income'])
    expect(sections.find((x) => x.id === 'team')?.rows.length).toBeGreaterThan(0)
  })
})

describe('the team', () => {
  it('pages the direct downlines and the whole team, and finds one by account', async () => {
    const agent = await loggedIn(t, AGENT)
    const first = mustBlock(await screenOf(agent, '/m/member/agent/team'), 'agentTeam').props
    expect(first.first).toMatchObject({ page: 1, totalPages: 2, total: 28 })
    expect(first.first?.items).toHaveLength(20)
    expect(await team(agent, { page: 1 })).toEqual(first.first)
    const second = await team(agent, { page: 2 })
    expect(second.items).toHaveLength(8)
    expect(new Set([...(first.first?.items ?? []), ...second.items].map((i) => i.account)).size).toBe(28)
    const all = await team(agent, { scope: 'all', pageSize: 50 })
    expect(all.total).toBe(30)
    expect(
      all.items
        .filter((i) => !i.direct)
        .map((i) => i.account)
        .sort(),
    ).toEqual(['sub1m1', 'sub1m2'])
    const found = await team(agent, { account: 'DOWN2' })
    expect(found.items.map((i) => i.account)).toEqual(['down2'])
    expect((await team(agent, { account: 'nobody-here' })).items).toEqual([])
    expect(first.quotas.map((q) => [q.gameType, q.max])).toEqual([
      ['LOTT', '1.5'],
      ['RNG', '1'],
      ['LIVE', '0.8'],
      ['SPORTS', '0.6'],
    ])
  })

  it('refuses a bad team query with a clear error', async () => {
    const res = await (await loggedIn(t, AGENT)).get('/api/data/agentTeam').query({ scope: 'everyone' })
    expect(res.status).toBe(400)
  })

  it("sets a downline's rebate within the quota and refuses one above it with a field error", async () => {
    const agent = await loggedIn(t, AGENT)
    const down = (await team(agent, { account: 'down1' })).items[0]
    if (!down) throw new Error('down1 missing')
    const over = await act(agent, 'setDownlineRebate', { customerId: down.id, rebates: { RNG: '1.2' } })
    expect([over.status, error(over).code, error(over).field]).toEqual([400, 'GW_AGENT_REBATE_OVER_QUOTA', 'rebate_RNG'])
    expect(error(over).message).toBe('Between 0% and 1%')
    const ok = await act(agent, 'setDownlineRebate', { customerId: down.id, rebates: { RNG: '0.7', LOTT: '1.1' } })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.data.rebates.map((r: { gameType: string; value: string }) => [r.gameType, r.value])).toEqual([
      ['LOTT', '1.1%'],
      ['RNG', '0.7%'],
    ])
    const after = (await team(agent, { account: 'down1' })).items[0]
    expect(after?.rebates.filter((r) => r.gameType === 'RNG' || r.gameType === 'LOTT').map((r) => r.percent)).toEqual(['1.1', '0.7'])
    const bad = await act(agent, 'setDownlineRebate', { customerId: down.id, rebates: { RNG: 'lots' } })
    expect(bad.status).toBe(400)
  })

  it('moves downlines to a sub-agent after the page confirmed, and refuses a target outside the team', async () => {
    const agent = await loggedIn(t, AGENT)
    const page = await team(agent, { account: 'team0', pageSize: 50 })
    const ids = page.items.slice(0, 2).map((i) => i.id)
    const outside = await act(agent, 'transferDownlines', { customerIds: ids, targetAccount: 'member0' })
    expect([outside.status, error(outside).code, error(outside).field]).toEqual([400, 'GW_AGENT_TRANSFER_TARGET_INVALID', 'targetAccount'])
    const moved = await act(agent, 'transferDownlines', { customerIds: ids, targetAccount: 'subagent1' })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.data).toEqual({ moved: 2 })
    expect((await team(agent, {})).total).toBe(26)
    const sub = await loggedIn(t, SUB_AGENT)
    expect((await team(sub, {})).items.map((i) => i.account)).toEqual(expect.arrayContaining(page.items.slice(0, 2).map((i) => i.account)))
    const one = (await team(agent, { account: 'down3' })).items[0]
    const single = await act(agent, 'transferDownlines', { customerIds: [one?.id], targetAccount: 'subagent1' })
    expect(single.status).toBe(200)
  })
})

describe('affiliate links', () => {
  it('lists, creates and deletes a link; the link opens the registration form with its code', async () => {
    const agent = await loggedIn(t, AGENT)
    const links = async () => mustBlock(await screenOf(agent, '/m/member/agent/links'), 'affiliateLinks').props
    const before = await links()
    expect(before.links).toHaveLength(2)
    const over = await act(agent, 'createAffiliateLink', { memberType: 'member', rebates: { LOTT: '1', RNG: '0.5', LIVE: '0.9', SPORTS: '0' } })
    expect([over.status, error(over).field]).toEqual([400, 'rebate_LIVE'])
    // A new link asks for every rate of the quota: none is made at 0 % by leaving it out (issue 29).
    const partial = await act(agent, 'createAffiliateLink', { memberType: 'agent', rebates: { LIVE: '0.5', RNG: '0.8' } })
    expect([partial.status, error(partial).field, error(partial).message]).toEqual([400, 'rebate_LOTT', 'Enter a rate from 0% to 1.5%'])
    expect((await links()).links).toHaveLength(2)
    const made = await act(agent, 'createAffiliateLink', { memberType: 'agent', rebates: { LOTT: '1.2', RNG: '0.8', LIVE: '0.5', SPORTS: '0' } })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const code = made.body.data.code as string
    const after = await links()
    const link = after.links.find((l) => l.code === code)
    expect(link).toMatchObject({ link: `/m/register?affiliateCode=${code}`, type: 'Agent link', registrations: 0 })
    expect(link?.remove).toMatchObject({ type: 'confirm', then: [{ type: 'call', name: 'deleteAffiliateLink', body: { id: link?.id } }] })
    const register = await screenOf(t.request(), `/m/register?affiliateCode=${code}`)
    expect(JSON.stringify(register.blocks)).toContain('affiliateCode')
    const removed = await act(agent, 'deleteAffiliateLink', { id: link?.id })
    expect(removed.status).toBe(200)
    expect((await links()).links.map((l) => l.code)).not.toContain(code)
    const again = await act(agent, 'deleteAffiliateLink', { id: link?.id })
    expect([again.status, error(again).code]).toEqual([404, 'GW_AGENT_LINK_NOT_FOUND'])
  })

  it('degrades the links block alone when the platform fails', async () => {
    await t.control('/__sim/faults', { endpoint: '/wps/agent/affiliate/url', kind: 'error' })
    const block = mustBlock(await screenOf(await loggedIn(t, AGENT), '/m/member/agent/links'), 'affiliateLinks')
    expect([block.status, block.props.unavailable]).toEqual(['degraded', 'These figures are not available right now'])
  })
})

describe('contracts', () => {
  it('shows active terms, history and payouts, applies for a new one and refuses a second application', async () => {
    const agent = await loggedIn(t, AGENT)
    const kinds = async () => mustBlock(await screenOf(agent, '/m/member/agent/contracts'), 'agentContracts').props.kinds
    const before = await kinds()
    expect(before.map((k) => k.kind)).toEqual(['dailySalary', 'dividend', 'hourSalary'])
    const daily = before.find((k) => k.kind === 'dailySalary')
    expect(daily?.active.map((a) => a.gameType)).toEqual(['RNG'])
    expect(daily?.apply.map((a) => a.gameType)).toEqual(['LOTT', 'LIVE', 'SPORTS'])
    expect(daily?.pending?.action).toEqual({ type: 'navigate', to: '/m/member/agent/getSalaryContract' })
    expect(before.find((k) => k.kind === 'dividend')?.payouts.map((p) => p.status.tone)).toHaveLength(3)
    const applied = await act(agent, 'applyContract', { kind: 'dailySalary', gameType: 'LIVE' })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    const history = (await kinds()).find((k) => k.kind === 'dailySalary')?.history
    expect(history?.[0]).toMatchObject({ title: 'Live', status: { label: 'Applied', tone: 'pending' } })
    const twice = await act(agent, 'applyContract', { kind: 'dailySalary', gameType: 'LIVE' })
    expect([twice.status, error(twice).code]).toEqual([409, 'GW_CONTRACT_APPLY_REFUSED'])
  })

  it('turns an accepted request into an active contract with its history', async () => {
    const agent = await loggedIn(t, AGENT)
    const ok = await act(agent, 'contract', { kind: 'hourSalary', key: '8001', decision: 'accept' })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const hour = mustBlock(await screenOf(agent, '/m/member/agent/contracts'), 'agentContracts').props.kinds.find((k) => k.kind === 'hourSalary')
    expect(hour?.active.map((a) => a.gameType)).toEqual(['LIVE'])
    expect(hour?.history[0]?.status.tone).toBe('ok')
  })
})
