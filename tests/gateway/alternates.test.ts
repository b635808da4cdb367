import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MemoryAnswerStore } from '../../gateway/upstream/answerStore.ts'
import { act, buildTestApp, freshSimulator, MANY_LOGINS, type TestApp } from '../helpers/buildTestApp.ts'
import { seriesValue } from '../helpers/metricsText.ts'
import { AGENT, loggedIn, mustBlock, screenOf } from './promoHelpers.ts'

/**
 * Where public clients name one call by two routes, the gateway learns which one this merchant answers: a route
 * refused with `#543` (or 404, or `#459`) moves the call to the next, remembered and shared, logged once, shown in
 * `/readyz` and metrics; a write whose outcome is unknown is never sent to another route.
 */
const SEEDS_LINKS = '/wps/agent/affiliate/url'
const S31_VIEW = '/wps/relay/MCSFE_viewAffiliateUrls'
const S31_CREATE = '/wps/relay/MCSFE_createAffiliateUrl'

const store = new MemoryAnswerStore()
const METRICS_TOKEN = 'metrics-token-of-this-test'
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({
    answerStore: store,
    env: { ...MANY_LOGINS, METRICS_TOKEN },
  })
})
afterAll(async () => t.close())
beforeEach(() => freshSimulator(t))

async function calls(): Promise<Record<string, number>> {
  return ((await (await fetch(`${t.sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }).calls
}

const routeLogs = (app: TestApp) => app.logs.filter((l) => l.msg === 'platform route refused: using another')

describe('alternate routes', () => {
  it('moves a refused call to its alternate, once, and says so in the log, /readyz and metrics', async () => {
    await t.control('/__sim/faults', { endpoint: SEEDS_LINKS, kind: 'notAvailable' })
    const agent = await loggedIn(t, AGENT)
    for (let i = 0; i < 3; i++) {
      const block = mustBlock(await screenOf(agent, '/m/member/agent/links'), 'affiliateLinks')
      expect(block.status).toBe('ok')
      expect(block.props.links).toHaveLength(2)
    }
    // The refused route was asked once; every later call went straight to the alternate.
    expect((await calls())[SEEDS_LINKS]).toBe(1)
    expect((await calls())[S31_VIEW]).toBe(3)
    expect(routeLogs(t)).toHaveLength(1)
    expect(routeLogs(t)[0]).toMatchObject({ endpoint: 'affiliateUrls', from: SEEDS_LINKS, to: S31_VIEW })
    expect((await t.request().get('/readyz')).body.alternates).toEqual({ affiliateUrls: S31_VIEW })
    const metrics = (await t.request().get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`)).text
    expect(seriesValue(metrics, 'gateway_platform_route', { endpoint: 'affiliateUrls' })).toBe(1)
    expect(seriesValue(metrics, 'gateway_platform_route', { endpoint: 'createAffiliateUrl' })).toBe(0)

    // A write refused on its route is safe to send to the next: nothing was done.
    const made = await act(agent, 'createAffiliateLink', { memberType: 'member', rebates: { LOTT: '1', RNG: '0.5', LIVE: '0.5', SPORTS: '0.2' } })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect((await calls())[S31_CREATE]).toBe(1)
    expect(mustBlock(await screenOf(agent, '/m/member/agent/links'), 'affiliateLinks').props.links).toHaveLength(3)
  })

  it('starts another instance (or a restart) on the route learned, without asking the refused one', async () => {
    await t.control('/__sim/faults', { endpoint: SEEDS_LINKS, kind: 'notAvailable' })
    await screenOf(await loggedIn(t, AGENT), '/m/member/agent/links')
    const other = await buildTestApp({ answerStore: store, simulator: t.sim })
    try {
      await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
      expect(mustBlock(await screenOf(await loggedIn(other, AGENT), '/m/member/agent/links'), 'affiliateLinks').status).toBe('ok')
      expect((await calls())[SEEDS_LINKS]).toBeUndefined()
      expect(routeLogs(other)).toHaveLength(0)
    } finally {
      await other.close()
    }
  })

  it('keeps its route when every route is refused (a module off): the block says so, nothing is learned', async () => {
    await t.control('/__sim/faults', { endpoint: S31_VIEW, kind: 'notAvailable' })
    const before = (await t.request().get('/readyz')).body.alternates as Record<string, string> | undefined
    await t.control('/__sim/faults', { endpoint: SEEDS_LINKS, kind: 'notAvailable' })
    const block = mustBlock(await screenOf(await loggedIn(t, AGENT), '/m/member/agent/links'), 'affiliateLinks')
    expect(block.status).toBe('degraded')
    expect((await t.request().get('/readyz')).body.alternates).toEqual(before)
  })

  it('never sends a write whose outcome is unknown to another route', async () => {
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_processContractHourSalary', kind: 'reset' })
    const agent = await loggedIn(t, AGENT)
    const res = await act(agent, 'contract', { kind: 'hourSalary', key: '8001', decision: 'accept' })
    expect(res.status).toBeGreaterThanOrEqual(500)
    expect((await calls())['/wps/relay/MCSFE_processContractHourSalary']).toBe(1)
    expect((await calls())['/wps/relay/MCS2_processContractHourSalary']).toBeUndefined()
    // The same write refused on its route goes to the other one, which accepts it.
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_processContractHourSalary', kind: 'notAvailable' })
    const ok = await act(agent, 'contract', { kind: 'hourSalary', key: '8001', decision: 'accept' })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect((await calls())['/wps/relay/MCS2_processContractHourSalary']).toBe(1)
  })

  it('keeps the agent links on a platform that has only what public clients show (the seeds path refused, S31 relays answer)', async () => {
    await t.control('/__sim/refuse', { unevidenced: true })
    const agent = await loggedIn(t, AGENT)
    const block = mustBlock(await screenOf(agent, '/m/member/agent/links'), 'affiliateLinks')
    expect(block.status).toBe('ok')
    expect(block.props.links.length).toBeGreaterThan(0)
    expect((await calls())[S31_VIEW]).toBeGreaterThan(0)
  })
})
