import { describe, expect, it } from 'vitest'
import { UpstreamClient } from '../../gateway/upstream/client.ts'
import { UpstreamError } from '../../gateway/upstream/errors.ts'
import { SwrCache } from '../../gateway/upstream/swrCache.ts'
import { useSimulator } from '../helpers/simulatorFixture.ts'

const sim = useSimulator()

function client(ttlMs: number, staleMs = 0) {
  return new UpstreamClient({
    baseUrl: sim.url,
    merchant: 'sim88',
    timeoutMs: 500,
    announcementsTimeoutMs: 300,
    publicCache: { ttlMs, staleMs },
    connections: 16,
  })
}

describe('UpstreamClient', () => {
  it('shares one platform call between 100 concurrent identical reads', async () => {
    const up = client(10_000)
    const answers = await Promise.all(Array.from({ length: 100 }, () => up.fetch('hotGames')))
    expect(new Set(answers.map((a) => a.version)).size).toBe(1)
    expect(await sim.calls('/wps/relay/GCSGAME_hotGamesV2')).toBe(1)
    await up.close()
  })

  it('never shares member answers between members', async () => {
    const up = client(10_000)
    await Promise.allSettled([up.fetch('memberInfo', { token: 'a' }), up.fetch('memberInfo', { token: 'b' })])
    expect(await sim.calls('/wps/member/info')).toBe(2)
    await up.close()
  })

  it('is refused by the platform when its Merchant header is not the merchant of the site', async () => {
    const good = client(0)
    expect((await good.fetch('systemStatus', { language: 'CN' })).value.maintenance).toBe(false)
    const wrong = new UpstreamClient({
      baseUrl: sim.url,
      merchant: 'other',
      timeoutMs: 500,
      announcementsTimeoutMs: 300,
      publicCache: { ttlMs: 0, staleMs: 0 },
      connections: 1,
    })
    const error = (await wrong.fetch('systemStatus').catch((e: unknown) => e)) as UpstreamError
    expect([error.kind, error.errorCode]).toEqual(['rejected', 'function.not.available'])
    await Promise.all([good.close(), wrong.close()])
  })

  it.each([
    ['malformed', 'malformed'],
    ['error', 'rejected'],
  ] as const)('turns a %s answer into an UpstreamError of kind %s', async (kind, expected) => {
    await sim.fault('/wps/relay/GCSGAME_hotGamesV2', kind)
    const up = client(0)
    const error = await up.fetch('hotGames').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).kind).toBe(expected)
    await up.close()
  })

  it('gives up on a hanging call at its own timeout', async () => {
    await sim.fault('/wps/relay/MCSFE_getListAnnouncements', 'hang')
    const up = client(0)
    const started = performance.now()
    const error = await up.fetch('announcements').catch((e: unknown) => e)
    expect(performance.now() - started).toBeLessThan(300 + 100)
    expect((error as UpstreamError).kind).toBe('timeout')
    await up.close()
  })
})

describe('SwrCache', () => {
  it('serves a stale value at once, refreshes once in the background, and keeps stale when the refresh fails', async () => {
    let now = 0
    const cache = new SwrCache({ now: () => now })
    const policy = { ttlMs: 100, staleMs: 1000 }
    let loads = 0
    let fail = false
    const load = async () => {
      loads++
      if (fail) throw new Error('down')
      return loads
    }
    expect((await cache.get('k', policy, load)).value).toBe(1)
    now = 150
    const [a, b] = await Promise.all([cache.get('k', policy, load), cache.get('k', policy, load)])
    expect([a.value, a.stale, b.value]).toEqual([1, true, 1])
    await new Promise((r) => setTimeout(r, 0))
    expect(loads).toBe(2)
    expect((await cache.get('k', policy, load)).value).toBe(2)
    fail = true
    now = 300
    expect((await cache.get('k', policy, load)).value).toBe(2)
    now = 2000
    await expect(cache.get('k', policy, load)).rejects.toThrow('down')
  })

  it('keeps the version of an answer a refresh brought back unchanged, and moves it when the answer changes (issue 16)', async () => {
    let now = 0
    const cache = new SwrCache({ now: () => now })
    const policy = { ttlMs: 100, staleMs: 0 }
    let answer = { items: [1, 2] }
    const load = async () => structuredClone(answer)
    const first = await cache.get('k', policy, load)
    now = 200
    const same = await cache.get('k', policy, load)
    expect(same.version).toBe(first.version)
    answer = { items: [1, 2, 3] }
    now = 400
    const changed = await cache.get('k', policy, load)
    expect(changed.value).toEqual({ items: [1, 2, 3] })
    expect(changed.version).not.toBe(first.version)
  })

  it('gives a fresh answer at once, counted as a fresh lookup, and nothing once it is stale or gone', async () => {
    let now = 0
    const heard: string[] = []
    const cache = new SwrCache({ now: () => now, onLookup: (feed, result) => heard.push(`${feed} ${result}`) })
    const policy = { ttlMs: 100, staleMs: 1000 }
    expect(cache.fresh('k', 'feed')).toBeUndefined()
    const loaded = await cache.get('k', policy, async () => 'answer', 'feed')
    now = 99
    expect(cache.fresh('k', 'feed')).toEqual({ value: 'answer', version: loaded.version, stale: false })
    now = 100
    expect(cache.fresh('k', 'feed')).toBeUndefined()
    expect((await cache.get('k', policy, async () => 'answer', 'feed')).stale).toBe(true)
    expect(heard).toEqual(['feed miss', 'feed fresh', 'feed stale'])
  })
})
