import { afterEach, describe, expect, it } from 'vitest'
import { act, answerTime, buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('request deadlines', () => {
  it('ends an action at ACTION_TIMEOUT_MS whatever each platform call may take', async () => {
    t = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '3000', ACTION_TIMEOUT_MS: '300' } })
    const agent = t.request()
    await act(agent, 'logout')
    await t.control('/__sim/faults', { endpoint: '/wps/session/login/freeplay', kind: 'slowBody' })
    const res = await act(agent, 'freePlay')
    expect(answerTime(t, '/api/actions/freePlay')).toBeLessThan(300 + 50)
    expect([res.status, res.body.error.code]).toEqual([503, 'GW_UPSTREAM_UNAVAILABLE'])
  })

  it('gives a screen its own budget, UPSTREAM_TIMEOUT_MS, not the action one', async () => {
    t = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '250', ACTION_TIMEOUT_MS: '5000' } })
    // One answer first, so the bound measures the fault and not the first request's start-up work.
    await t.request().get('/api/screen').query({ path: '/m/home' })
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind: 'slowBody' })
    const res = await t.request().get('/api/screen').query({ path: '/m/home' })
    expect(answerTime(t, '/api/screen')).toBeLessThan(250 + 25)
    expect(res.body.degraded).toEqual(['hotGames'])
  })
})
