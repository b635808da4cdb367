import type { Express } from 'express'
import request from 'supertest'
import { expect } from 'vitest'
import type { z } from 'zod'
import { WpsFailureSchema, wpsSuccessSchema } from '../../schemas/upstream/index.ts'
import { desEncryptBase64, rsaEncryptStringToHex } from '../../simulator/crypto.ts'
import { fetchModulus, MERCHANT, PASSWORD, randomKey, setup, solveSlider } from './helpers.ts'

/** Encrypts like the gateway with the simulator's own helpers: DES body keyed by r, RSA of r in `Encryption`. */
export async function encrypt(app: Express, payload: object): Promise<{ body: string; encryption: string }> {
  const n = BigInt(`0x${await fetchModulus(app)}`)
  const r = randomKey()
  return { body: desEncryptBase64(JSON.stringify(payload), r), encryption: rsaEncryptStringToHex(r, { n, e: 0x10001n }) }
}

type Method = 'post' | 'put'

/** An encrypted call with the `{"value": …}` body shape. */
export async function sendEncrypted(app: Express, method: Method, path: string, payload: object, headers: Record<string, string> = {}) {
  const { body, encryption } = await encrypt(app, payload)
  return request(app)[method](path).set('Merchant', MERCHANT).set('Encryption', encryption).set(headers).send({ value: body })
}

export function expectOk<T extends z.ZodType>(res: request.Response, schema: T): z.infer<T> {
  expect(res.status).toBe(200)
  const parsed = wpsSuccessSchema(schema).safeParse(res.body)
  expect(parsed.error).toBeUndefined()
  return (parsed.data as { value: z.infer<T> }).value
}

export function expectFail(res: request.Response, errorCode: string, status = 200) {
  const failure = WpsFailureSchema.parse(res.body)
  expect({ status: res.status, errorCode: failure.errorCode }).toEqual({ status, errorCode })
  return failure
}

/** A simulator plus the identity calls the tests repeat, against a clock the test moves. */
export function identitySetup() {
  const clock = { now: 1_700_000_000_000 }
  const ctx = setup({ now: () => clock.now })
  const { app, get, post } = ctx
  const json = (path: string, body: object) => post(path).send(body)
  const sms = async (mobile: string) =>
    (await request(app).get(`/__sim/sms/last?mobile=${mobile}`)).body as { code: string; purpose: string; sentAt: number; expiresAt: number }
  const captcha = async () => {
    const res = await get('/wps/captcha')
    const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? ''
    const { code } = (await request(app).get('/__sim/captcha/last')).body as { code: string }
    return { res, cookie, code }
  }
  const login = async (payload: object, headers: Record<string, string> = {}) =>
    sendEncrypted(app, 'post', '/wps/session/login', { type: 'username', sliderTicket: await solveSlider(app), ...payload }, headers)
  return { ...ctx, clock, json, sms, captcha, login, password: PASSWORD }
}
