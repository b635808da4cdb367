import { describe, expect, it } from 'vitest'
import { UpstreamClient } from '../../gateway/upstream/client.ts'
import { endpoints } from '../../gateway/upstream/endpoints.ts'
import type { UpstreamError } from '../../gateway/upstream/errors.ts'
import type { GuardOptions } from '../../gateway/upstream/guard.ts'
import { RetryBudget } from '../../gateway/upstream/retryBudget.ts'
import { useSimulator } from '../helpers/simulatorFixture.ts'

const ANN = '/wps/relay/MCSFE_getListAnnouncements'
const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const sim = useSimulator()

const events: { msg: string; endpoint?: unknown }[] = []
function client(guard: Partial<GuardOptions>, timeoutMs = 150) {
  events.length = 0
  return new UpstreamClient({
    baseUrl: sim.url,
    merchant: 'sim88',
    timeoutMs,
    announcementsTimeoutMs: timeoutMs,
    publicCache: { ttlMs: 0, staleMs: 0 },
    connections: 16,
    guard,
    onEvent: (e) => events.push(e),
  })
}

// Straight calls: the cache would join concurrent identical reads into one.
const ann = (up: UpstreamClient) => up.call(endpoints.announcements)
const kindOf = async (p: Promise<unknown>) => ((await p.catch((e: unknown) => e)) as UpstreamError).kind

describe('UpstreamClient breakers', () => {
  it('opens on a hanging endpoint, then fails at once without calling it, and only that endpoint', async () => {
    await sim.fault(ANN, 'hang')
    const up = client({ breakerMinCalls: 4, breakerWindow: 4, breakerHalfOpenAfterMs: 60_000 })
    for (let i = 0; i < 4; i++) expect(await kindOf(ann(up))).toBe('timeout')
    expect(up.breakers()).toEqual({ announcements: 'open' })
    expect(events).toContainEqual({ level: 'warn', msg: 'platform breaker open', endpoint: 'announcements' })
    const started = performance.now()
    expect(await kindOf(ann(up))).toBe('circuitOpen')
    expect(performance.now() - started).toBeLessThan(20)
    expect(await sim.calls(ANN)).toBe(4)
    expect((await up.fetch('hotGames')).value.list.length).toBeGreaterThan(0)
    await up.close()
  })

  it('lets one probe through once half-open, and closes when the endpoint is back', async () => {
    await sim.fault(ANN, 'error')
    const up = client({ breakerMinCalls: 2, breakerWindow: 2, breakerHalfOpenAfterMs: 200 })
    for (let i = 0; i < 2; i++) await kindOf(ann(up))
    expect(up.breakers()).toEqual({ announcements: 'open' })
    await new Promise((r) => setTimeout(r, 220))
    // Still failing: the probe reopens the breaker, and the one asking with it meanwhile is not held up.
    const [probe, other] = await Promise.all([kindOf(ann(up)), kindOf(ann(up))])
    expect([probe, other]).toEqual(['rejected', 'circuitOpen'])
    expect(await sim.calls(ANN)).toBe(3)
    await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' })
    await new Promise((r) => setTimeout(r, 220))
    expect(await ann(up)).toBeTruthy()
    expect(up.breakers()).toEqual({})
    expect(events.map((e) => e.msg)).toEqual([
      'platform breaker open',
      'platform breaker halfOpen',
      'platform breaker open',
      'platform breaker halfOpen',
      'platform breaker closed',
    ])
    await up.close()
  })

  it("is not opened by the platform's refusals: a wrong password is an answer, not a fault", async () => {
    const up = client({ breakerMinCalls: 2, breakerWindow: 2 })
    for (let i = 0; i < 4; i++) expect(await kindOf(up.fetch('memberInfo', { token: 'stale' }))).toBe('rejected')
    expect(up.breakers()).toEqual({})
    await up.close()
  })
})

describe('UpstreamClient retries', () => {
  it('retries idempotent reads after a reset, within a budget of 10 % of the calls', async () => {
    await sim.fault(HOT, 'reset')
    const up = client({ breakerMinCalls: 1000, breakerWindow: 1000 })
    for (let i = 0; i < 50; i++) expect(await kindOf(up.fetch('hotGames'))).toBe('unreachable')
    expect(await sim.calls(HOT)).toBe(55)
    await up.close()
  })

  it('hides a failure that a second try mends, once the budget has earned it', async () => {
    const up = client({ breakerMinCalls: 1000, breakerWindow: 1000 })
    for (let i = 0; i < 10; i++) await up.fetch('hotGames')
    await sim.fault(HOT, 'htmlError', { times: 1 })
    expect((await up.fetch('hotGames')).value.list.length).toBeGreaterThan(0)
    expect(await sim.calls(HOT)).toBe(12)
    await up.close()
  })

  it('never sends a write or a game launch twice', async () => {
    await sim.fault('/wps/session/login/freeplay', 'reset')
    await sim.fault('/wps/game/launchGame', 'reset')
    const up = client({ breakerMinCalls: 1000, breakerWindow: 1000, retryRatio: 1 })
    for (let i = 0; i < 5; i++) {
      await kindOf(up.call(endpoints.freePlay, { body: {} }))
      await kindOf(
        up.call(endpoints.launchGame, {
          token: 'x',
          params: { kind: 'casino', game: { nodeId: '1', gameType: 'RNG', vendor: 'PG' }, realAccount: true, backUrl: 'http://site/m/home' },
        }),
      )
    }
    expect([await sim.calls('/wps/session/login/freeplay'), await sim.calls('/wps/game/launchGame')]).toEqual([5, 5])
    await up.close()
  })
})

describe('RetryBudget', () => {
  it('earns one retry per ten calls and keeps at most ten', () => {
    const budget = new RetryBudget(0.1)
    expect(budget.spend()).toBe(false)
    for (let i = 0; i < 10; i++) budget.recordCall()
    expect([budget.spend(), budget.spend()]).toEqual([true, false])
    for (let i = 0; i < 500; i++) budget.recordCall()
    expect(Array.from({ length: 11 }, () => budget.spend()).filter(Boolean)).toHaveLength(10)
  })
})
