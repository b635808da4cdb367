import request from 'supertest'
import { expect } from 'vitest'
import { gamesSetup } from './gamesHelpers.ts'

/** 2025-03-12 10:00:30 UTC: this month began eleven days ago. */
const NOW = Date.UTC(2025, 2, 12, 10, 0, 30)
export const TODAY = '2025-03-12'
export const MONTH = { startDate: '2025-03-01', endDate: '2025-03-31' }

type Res = { status: number; body: unknown }

/** The `value` of a success envelope (fails the test otherwise). */
export function ok<T = Record<string, unknown>>(res: Res): T {
  expect(res.body).toMatchObject({ success: true })
  return (res.body as { value: T }).value
}

/** The `errorCode` of a failure envelope. */
export function code(res: Res): string {
  expect(res.body).toMatchObject({ success: false })
  return (res.body as { errorCode: string }).errorCode
}

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

/** A simulator on a fixed clock with agent1 (or another account) logged in, and JSON helpers. */
export async function agentSetup(username = 'agent1') {
  const t = gamesSetup({ start: NOW })
  const as = async (account: string) => {
    const m = await t.as(account)
    return {
      get: (path: string, params: Record<string, string | number> = {}) => m.get(Object.keys(params).length ? `${path}?${query(params)}` : path),
      post: (path: string, body: unknown) => m.post(path).send(body as object),
      put: (path: string, body: unknown) =>
        request(t.app)
          .put(path)
          .set('Merchant', t.merchant)
          .set('Authorization', m.token)
          .send(body as object),
      del: (path: string, params: Record<string, string | number>) => m.del(`${path}?${query(params)}`),
    }
  }
  return { ...t, agent: await as(username), as }
}

export const idOf = (t: { sim: { state: { members: { id: number; account: string }[] } } }, account: string): number => {
  const member = t.sim.state.members.find((m) => m.account === account)
  if (!member) throw new Error(`no ${account}`)
  return member.id
}
