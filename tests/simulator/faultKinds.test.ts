import { request } from 'undici'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PROXY_ERROR_PAGE } from '../../simulator/middleware/faultKinds.ts'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'

const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const KEY = '/wps/session/key/rsa'
const MENU = '/lgw/vn/games/game_menu?prizeMode=Lott&device=MOBILE'
let sim: RunningSimulator

beforeAll(async () => {
  sim = await startSimulator(0)
})
afterAll(async () => sim.close())
beforeEach(async () => {
  await fetch(`${sim.url}/__sim/reset`, { method: 'POST' })
})

async function fault(body: object) {
  const res = await fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

function get(path: string, signal?: AbortSignal) {
  return request(`${sim.url}${path}`, { headers: { Merchant: 'sim88' }, signal })
}

describe('simulator network and proxy faults', () => {
  it('reset: the connection is reset before any answer', async () => {
    await fault({ endpoint: HOT, kind: 'reset' })
    await expect(get(HOT)).rejects.toMatchObject({ code: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/) })
  })

  it('resetMidBody: the status and part of the body arrive, then the connection is reset', async () => {
    await fault({ endpoint: HOT, kind: 'resetMidBody' })
    const res = await get(HOT)
    expect(res.statusCode).toBe(200)
    const declared = Number(res.headers['content-length'])
    let received = 0
    await expect(
      (async () => {
        for await (const chunk of res.body) received += (chunk as Buffer).length
      })(),
    ).rejects.toThrow()
    expect(received).toBeGreaterThan(0)
    expect(received).toBeLessThan(declared)
  })

  it('slowBody: the headers come at once and the real answer trickles in a few bytes at a time', async () => {
    await fault({ endpoint: KEY, kind: 'slowBody', ms: 20 })
    const started = performance.now()
    const res = await get(KEY)
    const headersAfter = performance.now() - started
    const text = await res.body.text()
    expect(headersAfter).toBeLessThan(200)
    expect(performance.now() - started).toBeGreaterThan(20 * (text.length / 8) * 0.8)
    expect(text).toMatch(/^[0-9a-f]{256}$/)
  })

  it('huge: streams valid JSON of the asked size, without a length, and stops when the reader leaves', async () => {
    await fault({ endpoint: HOT, kind: 'huge', bytes: 3_000_000 })
    const res = await get(HOT)
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const text = await res.body.text()
    expect(text.length).toBeGreaterThanOrEqual(3_000_000)
    expect(JSON.parse(text)).toMatchObject({ success: true })

    await fault({ endpoint: HOT, kind: 'huge' })
    const big = await get(HOT)
    let read = 0
    for await (const chunk of big.body) {
      read += (chunk as Buffer).length
      if (read > 1_000_000) break
    }
    expect(sim.state.held.size).toBe(1)
    await expect.poll(() => sim.state.held.size).toBe(0)
  })

  it('schemaInvalid: valid JSON of the wrong shape, in the envelope on /wps and bare on /lgw; text for the RSA key', async () => {
    await fault({ endpoint: HOT, kind: 'schemaInvalid' })
    await fault({ endpoint: '/lgw/vn/games/game_menu', kind: 'schemaInvalid' })
    await fault({ endpoint: KEY, kind: 'schemaInvalid' })
    expect(await (await get(HOT)).body.json()).toEqual({ success: true, value: [{ unexpected: true }] })
    expect(await (await get(MENU)).body.json()).toEqual([{ unexpected: true }])
    expect(await (await get(KEY)).body.text()).toBe('unexpected answer')
  })

  it('wrongType: the real answer under a content type that is not JSON', async () => {
    await fault({ endpoint: HOT, kind: 'wrongType' })
    const res = await get(HOT)
    expect(res.headers['content-type']).toBe('application/octet-stream')
    expect(await res.body.json()).toMatchObject({ success: true })
  })

  it("htmlError: a proxy's HTML error page, 502 unless another status is asked", async () => {
    await fault({ endpoint: HOT, kind: 'htmlError' })
    const res = await get(HOT)
    expect([res.statusCode, res.headers['content-type']]).toEqual([502, 'text/html; charset=utf-8'])
    expect(await res.body.text()).toBe(PROXY_ERROR_PAGE)
    await fault({ endpoint: HOT, kind: 'htmlError', status: 503 })
    expect((await get(HOT)).statusCode).toBe(503)
  })

  it('times: the fault clears itself after that many calls', async () => {
    await fault({ endpoint: HOT, kind: 'htmlError', times: 2 })
    expect([(await get(HOT)).statusCode, (await get(HOT)).statusCode, (await get(HOT)).statusCode]).toEqual([502, 502, 200])
    const state = (await (await fetch(`${sim.url}/__sim/state`)).json()) as { faults: unknown[] }
    expect(state.faults).toEqual([])
  })

  it('refuses sizes and statuses on faults that take none', async () => {
    expect((await fault({ endpoint: HOT, kind: 'hang', bytes: 10 })).status).toBe(400)
    expect((await fault({ endpoint: HOT, kind: 'huge', status: 502 })).status).toBe(400)
    expect((await fault({ endpoint: HOT, kind: 'htmlError', status: 200 })).status).toBe(400)
  })
})
