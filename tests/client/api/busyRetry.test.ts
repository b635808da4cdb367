// A read the gateway refused for overload is asked again after Retry-After, spread, a bounded number of times, with
// the page told it is busy meanwhile; an action is never sent again by itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { busyDelay } from '../../../client/api/busy.ts'
import type { GatewayError } from '../../../client/api/gatewayError.ts'
import { requestGateway } from '../../../client/api/request.ts'

const parser = Promise.resolve((json: unknown) => json as { ok: boolean })
const refused = () =>
  new Response(JSON.stringify({ error: { code: 'GW_OVERLOADED', message: 'The site is busy right now' } }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '2' },
  })
const served = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } })

let answers: (() => Response)[]
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  vi.useFakeTimers()
  answers = []
  fetchMock = vi.fn<typeof fetch>(async () => (answers.shift() ?? served)())
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a read refused because the site is busy', () => {
  it('is asked again after Retry-After, later each time, and resolves once served', async () => {
    answers = [refused, refused, served]
    const result = requestGateway('/api/data/gameList', {}, parser, 'INVALID_GAMES_PAGE')
    await vi.advanceTimersByTimeAsync(1999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // The first wait is 2 to 3 s (Retry-After, spread by up to a half); the second 2 to 3 s as well, then 4 to 6.
    await vi.advanceTimersByTimeAsync(1001)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3000)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('fails as busy after three more tries', async () => {
    answers = [refused, refused, refused, refused, refused]
    const result = requestGateway('/api/screen?path=%2Fm%2Fhome', {}, parser, 'INVALID_SCREEN').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    const error = (await result) as GatewayError
    expect([error.code, error.status, fetchMock.mock.calls.length]).toEqual(['GW_OVERLOADED', 503, 4])
  })

  it('is not sent again when it is an action, nor once the caller gave up', async () => {
    answers = [refused]
    const action = requestGateway('/api/actions/login', { method: 'POST', body: '{}' }, parser, 'INVALID_ACTION_RESULT').catch((e: unknown) => e)
    expect(((await action) as GatewayError).code).toBe('GW_OVERLOADED')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answers = [refused, refused]
    const abort = new AbortController()
    const read = requestGateway('/api/data/inbox', { signal: abort.signal }, parser, 'INVALID_ARTICLE_PAGE').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(500)
    abort.abort()
    await vi.advanceTimersByTimeAsync(10_000)
    await read
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('spreads the waits: never before Retry-After, up to half as long again', () => {
    expect([busyDelay(0, 2000, () => 0), busyDelay(0, 2000, () => 0.999)]).toEqual([2000, 2999])
    expect([busyDelay(2, undefined, () => 0), busyDelay(2, 1000, () => 0.5)]).toEqual([4000, 5000])
  })
})
