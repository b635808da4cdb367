// Action handlers called as plain functions of (input, ctx): no buildApp, no HTTP, no simulator. The context is
// plain values, a cookie jar and a stub platform; what a handler does to the world is read off them.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { favourite } from '../../gateway/actions/favourite.ts'
import { logout } from '../../gateway/actions/logout.ts'
import { moneyAttempt } from '../../gateway/actions/moneyAttempt.ts'
import { verifySlider } from '../../gateway/actions/verifySlider.ts'
import { MemoryAttemptStore } from '../../gateway/context/attemptStore.ts'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts, type LayoutSet } from '../../gateway/layouts/validate.ts'
import type { PlatformClient } from '../../gateway/upstream/client.ts'
import type { Endpoint } from '../../gateway/upstream/endpoints.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { plainContext } from '../helpers/plainContext.ts'
import { stubUpstream } from '../helpers/stubUpstream.ts'

const layouts = validateLayouts(await readLayoutFiles(`${ROOT}/layouts`)).set as LayoutSet
const member = { t: 'token-1', u: 'member0', ty: 0, f: false }
const memberInfo = { id: 1, account: 'member0', nickname: 'Lucky Lee', type: 0, clubLabel: { labelName: 'VIP3' } }

/** Platform calls (not reads) answered from `answers` by endpoint name, each one recorded. */
function calls(answers: Record<string, unknown>) {
  const made: { name: string; token: string | undefined; body: unknown }[] = []
  const call = (async (endpoint: Endpoint, options: { token?: string; body?: unknown } = {}) => {
    made.push({ name: endpoint.name, token: options.token, body: options.body })
    if (!(endpoint.name in answers)) throw new Error(`no answer for ${endpoint.name}`)
    return answers[endpoint.name]
  }) as PlatformClient['call']
  return { call, made }
}

describe('action handlers without a server', () => {
  it('logout ends the platform session with its token and clears the session, captcha and slider cookies', async () => {
    const platform = calls({ logout: null })
    const { ctx, jar } = plainContext({ session: member }, { upstream: { call: platform.call }, layouts })
    const result = await logout.run({}, ctx)
    expect(result).toEqual({ ok: true, then: [{ type: 'navigate', to: '/m/home', replace: true }] })
    expect(platform.made).toEqual([{ name: 'logout', token: 'token-1', body: undefined }])
    expect(jar.writes.map((w) => [w.name, w.value])).toEqual([
      ['sid', undefined],
      ['MC_SESSION_INFO', undefined],
      ['cid', undefined],
      ['slt', undefined],
    ])
  })

  it('logout still clears the cookies when the platform cannot be reached', async () => {
    const { ctx, jar } = plainContext({ session: member }, { upstream: { call: calls({}).call }, layouts })
    await expect(logout.run({}, ctx)).resolves.toMatchObject({ ok: true })
    expect(jar.writes.filter((w) => w.value === undefined)).toHaveLength(4)
  })

  it('verifySlider keeps the platform ticket in a signed httpOnly cookie and never answers it', async () => {
    const platform = calls({ sliderVerify: { ticket: 'ticket-42' } })
    // A merchant with the platform's slider (SLIDER3): its ticket is what the gateway keeps.
    const status = JSON.parse(readFileSync(`${ROOT}/tests/fixtures/upstream/systemStatus.json`, 'utf8')) as { info: { whitelabel: unknown[] } }
    status.info.whitelabel.push({ modId: 'SLIDER3', enabled: '1', childrenNodes: [] })
    const { reader } = stubUpstream({ systemStatus: status })
    const { ctx, jar } = plainContext({}, { upstream: { call: platform.call, ...reader }, layouts })
    const result = await verifySlider.run({ id: 'challenge-1', x: 120.6 }, ctx)
    expect(result).toEqual({ ok: true, data: { verified: true } })
    expect(platform.made[0]?.body).toEqual({ id: 'challenge-1', x: 121 })
    expect(jar.writes).toEqual([
      { name: 'slt', value: 'ticket-42', options: { path: '/', httpOnly: true, sameSite: 'strict', secure: false, signed: true, maxAge: 120 } },
    ])
    expect(JSON.stringify(result)).not.toContain('ticket-42')
  })

  it('moneyAttempt gives a member the same open attempt on every call (every tab), kept in the context attempt store', async () => {
    const attempts = new MemoryAttemptStore()
    const { reader } = stubUpstream({ memberInfo })
    const first = await moneyAttempt.run({ kind: 'withdraw' }, plainContext({ session: member }, { upstream: reader, layouts, attempts }).ctx)
    const second = await moneyAttempt.run({ kind: 'withdraw' }, plainContext({ session: member }, { upstream: reader, layouts, attempts }).ctx)
    expect(first.data?.attempt).toMatch(/\S{16,}/)
    expect(second.data).toEqual(first.data)
    expect((await attempts.get(first.data?.attempt ?? ''))?.owner).toBe('sim88:member0')
  })

  it('refuses a visitor a money attempt with the login message, before anything is kept', async () => {
    const attempts = new MemoryAttemptStore()
    const { ctx } = plainContext({ session: null }, { upstream: stubUpstream().reader, layouts, attempts })
    await expect(moneyAttempt.run({ kind: 'deposit' }, ctx)).rejects.toMatchObject({ code: 'GW_AUTH_NO_SESSION', statusCode: 401 })
  })

  it('refuses a trial account a favourite without calling the platform', async () => {
    const platform = calls({})
    const { reader } = stubUpstream({ memberInfo: { ...memberInfo, type: 4 } })
    const { ctx } = plainContext({ session: { ...member, ty: 4 } }, { upstream: { fetch: reader.fetch, call: platform.call }, layouts })
    const game = { nodeId: 'n1', vendor: 'V', gameType: 'RNG' }
    await expect(favourite.run({ game, on: true } as Parameters<typeof favourite.run>[0], ctx)).rejects.toMatchObject({ code: 'GW_FORBIDDEN', statusCode: 403 })
    expect(platform.made).toEqual([])
  })
})
