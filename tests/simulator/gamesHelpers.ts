import request from 'supertest'
import type { SimulatorOptions } from '../../simulator/app.ts'
import { loginToken, MERCHANT, setup } from './helpers.ts'

/** A simulator with a movable clock and member helpers that send the token. */
export function gamesSetup(options: SimulatorOptions & { start?: number } = {}) {
  const clock = { now: options.start ?? Date.UTC(2025, 2, 1, 10, 0, 30) }
  const base = setup({ ...options, now: () => clock.now })
  const as = async (username = 'member0') => {
    const token = await loginToken(base.app, username)
    return {
      token,
      get: (path: string) => base.get(path).set('Authorization', token),
      post: (path: string) => base.post(path).set('Authorization', token),
      del: (path: string) => base.del(path).set('Authorization', token),
    }
  }
  const page = (path: string) => request(base.app).get(path)
  return { ...base, clock, as, page, merchant: MERCHANT }
}

/** The text of an HTML answer, whatever supertest made of it. */
export function html(res: { text?: string; body?: unknown }): string {
  if (typeof res.text === 'string' && res.text) return res.text
  return res.body instanceof Buffer ? res.body.toString('utf8') : ''
}
