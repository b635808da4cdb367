import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { ACCOUNTS, act, buildTestApp, simGet, type TestApp } from '../helpers/buildTestApp.ts'
import { AGENT, loggedIn, mustBlock, screenOf } from './promoHelpers.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const CONSOLIDATED = '/wps/member/info/funds/consolidated'
const error = (res: { body: unknown }) => ErrorResponseSchema.parse(res.body).error

async function consolidatedCalls(): Promise<number> {
  const { calls } = (await (await fetch(`${t.sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
  return calls[CONSOLIDATED] ?? 0
}

/** The entries of the home's contract pop-up, or null when there is none. */
async function contractPopup(agent: Parameters<typeof screenOf>[0]) {
  const popup = (await screenOf(agent, '/m/home')).popups.find((p) => p.id === 'contractPopup')
  if (!popup) return null
  expect(popup).toMatchObject({ title: 'Contract requests', openOnLoad: true })
  return mustBlock(popup, 'entryList').props.items.map((i) => [i.id, i.action])
}

describe('the agent role and the contract check', () => {
  it('makes agent1 an agent and offers its three pending contracts, each leading to its page', async () => {
    const agent = await loggedIn(t, AGENT)
    expect((await screenOf(agent, '/m/home')).viewer).toEqual({ role: 'agent', loggedIn: true })
    expect(await contractPopup(agent)).toEqual([
      ['dailySalary', { type: 'navigate', to: '/m/member/agent/getSalaryContract' }],
      ['dividend', { type: 'navigate', to: '/m/member/agent/getDevidendContract' }],
      ['hourSalary', { type: 'navigate', to: '/m/member/agent/getHourContract' }],
    ])
  })

  it.each([
    ['dividend', 'dividend'],
    ['dailySalary', 'dailySalary'],
    ['hourSalary', 'hourSalary'],
  ] as const)('offers an agent of type 2 a pending %s request alone', async (kind, id) => {
    await t.control('/__sim/contracts', { account: 'member2', kinds: [kind] })
    const agent = await loggedIn(t, ACCOUNTS.member2)
    expect((await contractPopup(agent))?.map(([entry]) => entry)).toEqual([id])
  })

  it("reads the dividend under the seeds' key too, and nothing pending as {}", async () => {
    await t.control('/__sim/variants', { endpoint: CONSOLIDATED, variant: 'seedKeys' })
    const agent = await loggedIn(t, AGENT)
    expect((await contractPopup(agent))?.map(([entry]) => entry)).toContain('dividend')
    await t.control('/__sim/variants', { endpoint: CONSOLIDATED, variant: 'emptyObjects' })
    expect(await contractPopup(await loggedIn(t))).toBeNull()
  })

  it('offers nothing to an agent with no pending request, and the rest of home stands', async () => {
    await t.control('/__sim/contracts', { account: 'agent1', kinds: [] })
    const s = await screenOf(await loggedIn(t, AGENT), '/m/home')
    expect(s.popups.map((p) => p.id)).not.toContain('contractPopup')
    expect(s.blocks.map((b) => b.id)).toContain('games')
  })

  it.each(['error', 'malformed'] as const)('leaves the contract pop-up out, and only it, when the check answers with %s', async (kind) => {
    const agent = await loggedIn(t, AGENT)
    const before = await screenOf(agent, '/m/home')
    expect(before.popups.map((p) => p.id)).toContain('contractPopup')
    await t.control('/__sim/faults', { endpoint: CONSOLIDATED, kind })
    const s = await screenOf(agent, '/m/home')
    expect(s.popups.map((p) => p.id)).not.toContain('contractPopup')
    expect(s.blocks.map((b) => [b.id, b.status])).toEqual(before.blocks.map((b) => [b.id, b.status]))
    expect(s.popups.map((p) => p.id)).toEqual(before.popups.map((p) => p.id).filter((id) => id !== 'contractPopup'))
  })

  it('runs no check and makes no agent while AGENTPOLICY3 is off', async () => {
    await t.control('/__sim/flags', { AGENTPOLICY3: false })
    const agent = await loggedIn(t, AGENT)
    await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
    const s = await screenOf(agent, '/m/home')
    expect(s.viewer.role).toBe('member')
    expect(s.popups.map((p) => p.id)).not.toContain('contractPopup')
    expect(await consolidatedCalls()).toBe(0)
  })

  it.each([
    [4, 'trial'],
    [40, 'trial'],
    [41, 'agent'],
    [42, 'agent'],
  ] as const)('runs no check for type %s (role %s)', async (type, role) => {
    await t.control('/__sim/members/type', { account: 'agent1', type })
    const agent = await loggedIn(t, AGENT)
    await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
    const s = await screenOf(agent, '/m/home')
    expect(s.viewer.role).toBe(role)
    expect(s.popups.map((p) => p.id)).not.toContain('contractPopup')
    expect(await consolidatedCalls()).toBe(0)
  })

  it('takes the agent types from AGENT_MEMBER_TYPES', async () => {
    const only41 = await buildTestApp({ simulator: t.sim, env: { AGENT_MEMBER_TYPES: '41,42', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } })
    try {
      const agent = await loggedIn(only41, AGENT)
      const s = await screenOf(agent, '/m/home')
      // Type 1 is a plain member for this merchant, but the contract check does not depend on the role.
      expect(s.viewer.role).toBe('member')
      expect(s.popups.map((p) => p.id)).toContain('contractPopup')
    } finally {
      await only41.close()
    }
  })
})

describe('the contract pages', () => {
  it('shows the daily salary terms per game type, with accept (asked first: a downline earns less) and refuse', async () => {
    const s = await screenOf(await loggedIn(t, AGENT), '/m/member/agent/getSalaryContract')
    expect([s.screen, s.shell.header.title, s.shell.header.visible]).toEqual(['contract-salary', 'Daily salary contract', true])
    const contract = mustBlock(s, 'contract').props
    expect(contract.groups).toHaveLength(1)
    const group = contract.groups[0]
    expect(group).toMatchObject({ id: 'RNG', label: 'Slots', status: 'New contract', columns: ['Bet volume', 'Active members', 'Salary'] })
    expect(group?.rows).toEqual([
      ['≥ 10,000', '3', '0.50%'],
      ['≥ 50,000', '8', '300'],
    ])
    expect(group?.actions.map((a) => [a.label, a.action.type])).toEqual([
      ['Accept', 'confirm'],
      ['Refuse', 'call'],
    ])
    expect(contract.terms.lines).toHaveLength(3)
  })

  it('shows the dividend tiers and, for a request to end a contract, agree or keep', async () => {
    const contract = mustBlock(await screenOf(await loggedIn(t, AGENT), '/m/member/agent/getDevidendContract'), 'contract').props
    expect(contract.groups.map((g) => [g.label, g.status, g.actions.map((a) => a.label)])).toEqual([
      ['Slots', 'New contract', ['Accept', 'Refuse']],
      ['Live', 'Request to end the contract', ['Agree to end', 'Keep the contract']],
    ])
    expect(contract.groups[0]?.rows).toEqual([
      ['1,000', '5,000', '5', '30%'],
      ['5,000', '20,000', '10', '35%'],
    ])
  })

  it.each([
    ['a visitor', null, '/m/login'],
    ['a trial user', ACCOUNTS.trial4, '/m/home'],
  ] as const)('sends %s where their role allows', async (_name, account, to) => {
    const agent = account ? await loggedIn(t, account) : t.request()
    const s = await screenOf(agent, '/m/member/agent/getHourContract')
    expect([s.route, s.replaceAddress, s.path]).toEqual([to, to, '/m/member/agent/getHourContract'])
  })

  it('sends an agent the check leaves out (type 41) to the member centre', async () => {
    await t.control('/__sim/members/type', { account: 'agent1', type: 41 })
    const s = await screenOf(await loggedIn(t, AGENT), '/m/member/agent/getHourContract')
    expect([s.route, s.replaceAddress]).toEqual(['/m/member/home', '/m/member/home'])
  })

  it('says when nothing of this kind is pending', async () => {
    const contract = mustBlock(await screenOf(await loggedIn(t), '/m/member/agent/getHourContract'), 'contract').props
    expect([contract.groups, contract.intro]).toEqual([[], 'You have no pending contract of this kind.'])
  })
})

describe('POST /api/actions/contract', () => {
  it('accepts and refuses with the codes S26 sends, then the request is no longer pending', async () => {
    const agent = await loggedIn(t, AGENT)
    const accept = await act(agent, 'contract', { kind: 'dividend', key: 'RNG', decision: 'accept' })
    expect(accept.status).toBe(200)
    expect(accept.body).toEqual({ ok: true, then: [{ type: 'toast', text: 'Contract accepted', ms: 2000 }, { type: 'refresh' }] })
    expect((await act(agent, 'contract', { kind: 'dividend', key: 'LIVE', decision: 'refuse' })).status).toBe(200)
    expect((await act(agent, 'contract', { kind: 'dailySalary', key: '7001', decision: 'refuse' })).status).toBe(200)
    expect((await act(agent, 'contract', { kind: 'hourSalary', key: '8001', decision: 'accept' })).status).toBe(200)
    const { decisions } = await simGet<{ decisions: { kind: string; key: string; status: string }[] }>(agent, '/__sim/contracts?account=agent1')
    expect(decisions.map((d) => `${d.kind} ${d.key} ${d.status}`)).toEqual(['dividend RNG A', 'dividend LIVE A', 'dailySalary 7001 R', 'hourSalary 8001 A'])
    expect(await contractPopup(agent)).toBeNull()
    const again = await act(agent, 'contract', { kind: 'dividend', key: 'RNG', decision: 'accept' })
    expect([again.status, error(again).code]).toEqual([409, 'GW_CONTRACT_NOT_PENDING'])
  })

  it('agrees to end a contract with C', async () => {
    const agent = await loggedIn(t, AGENT)
    expect((await act(agent, 'contract', { kind: 'dividend', key: 'LIVE', decision: 'accept' })).status).toBe(200)
    const { decisions } = await simGet<{ decisions: { status: string }[] }>(agent, '/__sim/contracts?account=agent1')
    expect(decisions.map((d) => d.status)).toEqual(['C'])
  })

  it('refuses a visitor, a viewer the check leaves out, an unknown request and a call without the CSRF header', async () => {
    const visitor = await act(t.request(), 'contract', { kind: 'dividend', key: 'RNG', decision: 'accept' })
    expect([visitor.status, error(visitor).code]).toEqual([401, 'GW_AUTH_NO_SESSION'])
    const trial = await act(await loggedIn(t, ACCOUNTS.trial4), 'contract', { kind: 'dividend', key: 'RNG', decision: 'accept' })
    expect([trial.status, error(trial).code]).toEqual([403, 'GW_FORBIDDEN'])
    const agent = await loggedIn(t, AGENT)
    const unknown = await act(agent, 'contract', { kind: 'hourSalary', key: '9999', decision: 'accept' })
    expect([unknown.status, error(unknown).code]).toEqual([409, 'GW_CONTRACT_NOT_PENDING'])
    const bad = await act(agent, 'contract', { kind: 'bonus', key: 'RNG', decision: 'accept' })
    expect([bad.status, error(bad).code]).toEqual([400, 'GW_BAD_REQUEST'])
    const csrf = await agent.post('/api/actions/contract').set('content-type', 'application/json').send({ kind: 'dividend', key: 'RNG', decision: 'accept' })
    expect([csrf.status, error(csrf).code]).toEqual([403, 'GW_CSRF_REJECTED'])
  })
})
