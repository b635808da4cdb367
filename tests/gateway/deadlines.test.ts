import { afterEach, describe, expect, it } from 'vitest'
import { act, answerTime, buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

// Which budget ended a request shows in when it answered: not before that budget, and before the other one could
// have. A busy machine only makes answers later, never earlier, and the budgets are far enough apart that it cannot
// carry an answer from one to the other. How closely a deadline is kept, under load, is faultMatrix.test.ts's.
const budgetCut = (answeredMs: number, budgetMs: number, otherMs: number) => answeredMs >= budgetMs - 2 && answeredMs < otherMs

describe('request deadlines', () => {
  it('ends an action at ACTION_TIMEOUT_MS whatever each platform call may take', async () => {
    t = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '10000', ACTION_TIMEOUT_MS: '300' } })
    const agent = t.request()
    await act(agent, 'logout')
    await t.control('/__sim/faults', { endpoint: '/wps/session/login/freeplay', kind: 'slowBody' })
    const res = await act(agent, 'freePlay')
    const answered = answerTime(t, '/api/actions/freePlay')
    expect(budgetCut(answered, 300, 10_000), `answered in ${answered} ms`).toBe(true)
    expect([res.status, res.body.error.code]).toEqual([503, 'GW_UPSTREAM_UNAVAILABLE'])
  })

  it('gives a screen its own budget, UPSTREAM_TIMEOUT_MS, not the action one', async () => {
    t = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '250', ACTION_TIMEOUT_MS: '5000' } })
    // One answer first, so that only the fault's call misses the budget, not the first request's start-up work.
    await t.request().get('/api/screen').query({ path: '/m/home' })
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind: 'slowBody' })
    const res = await t.request().get('/api/screen').query({ path: '/m/home' })
    const answered = answerTime(t, '/api/screen')
    expect(budgetCut(answered, 250, 5000), `answered in ${answered} ms`).toBe(true)
    expect(res.body.degraded).toEqual(['hotGames'])
  })
})
