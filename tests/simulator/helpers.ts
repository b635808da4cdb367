import { randomInt } from 'node:crypto'
import type { Express } from 'express'
import forge from 'node-forge'
import request from 'supertest'
import { createSimulator, type SimulatorOptions } from '../../simulator/app.ts'

export const MERCHANT = 'sim88'
export const PASSWORD = 'Passw0rd!'

export function setup(options: SimulatorOptions = {}) {
  const sim = createSimulator(options)
  const get = (path: string) => request(sim.app).get(path).set('Merchant', MERCHANT)
  const post = (path: string) => request(sim.app).post(path).set('Merchant', MERCHANT)
  const del = (path: string) => request(sim.app).delete(path).set('Merchant', MERCHANT)
  const control = (path: string, body: object) => request(sim.app).post(`/__sim${path}`).send(body)
  return { sim, app: sim.app, get, post, del, control }
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz'

export function randomKey(length = 16): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)]
  return out
}

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = base % modulus
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
  }
  return result
}

/** RSAUtils style: `reversed` packed little-endian, i.e. the integer of `text` read big-endian. */
function rsaBlock(text: string, modulusHex: string, pad: boolean): string {
  const reversed = [...text].reverse()
  let m = 0n
  reversed.forEach((ch, i) => (m += BigInt(ch.charCodeAt(0)) << BigInt(8 * i)))
  const hex = powMod(m, 0x10001n, BigInt(`0x${modulusHex}`)).toString(16)
  return pad ? hex.padStart(modulusHex.length, '0') : hex.length % 2 ? `0${hex}` : hex
}

/** Encrypts a login payload the way the gateway does: DES body keyed by r[0..8], RSA of r in `Encryption`. */
export function gatewayEncrypt(payload: object, modulusHex: string, options: { r?: string; pad?: boolean; blocks?: number } = {}) {
  const r = options.r ?? randomKey()
  const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(r.slice(0, 8)))
  cipher.start({})
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(payload))))
  cipher.finish()
  const body = forge.util.encode64(cipher.output.getBytes())
  const parts = options.blocks === 2 ? [r.slice(0, 8), r.slice(8)] : [r]
  const encryption = parts.map((p) => rsaBlock(p, modulusHex, options.pad ?? false)).join(' ')
  return { r, body, encryption }
}

export async function fetchModulus(app: Express): Promise<string> {
  const res = await request(app).get('/wps/session/key/rsa').set('Merchant', MERCHANT)
  return res.text
}

/**
 * The slider ticket a password login or a registration carries on a merchant with the slider (SLIDER3): fetches a
 * challenge, reads its answer from the control API and trades it for a ticket. Undefined on a merchant without it.
 */
export async function solveSlider(app: Express, offset = 0): Promise<string | undefined> {
  const { flags } = (await request(app).get('/__sim/flags')).body as { flags: Record<string, boolean> }
  if (!flags.SLIDER3) return undefined
  const challenge = await request(app).get('/wps/captcha/slider').set('Merchant', MERCHANT)
  const id: unknown = challenge.body?.value?.id
  if (typeof id !== 'string') throw new Error(`no slider: ${JSON.stringify(challenge.body)}`)
  const { x } = (await request(app).get(`/__sim/slider/${id}`)).body as { x: number }
  const verified = await request(app)
    .post('/wps/captcha/slider/verify')
    .set('Merchant', MERCHANT)
    .send({ id, x: x + offset })
  const ticket: unknown = verified.body?.value?.ticket
  if (typeof ticket !== 'string') throw new Error(`slider refused: ${JSON.stringify(verified.body)}`)
  return ticket
}

export async function loginToken(app: Express, username = 'member0', password = PASSWORD): Promise<string> {
  const res = await request(app)
    .post('/wps/session/login/unsecure')
    .set('Merchant', MERCHANT)
    .send({ username, password, sliderTicket: await solveSlider(app) })
  const token: unknown = res.body?.value?.token
  if (typeof token !== 'string') throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  return token
}
