import { randomBytes, randomInt } from 'node:crypto'
import type { Request } from 'express'
import { mulberry32 } from '../prng.ts'
import { renderCaptcha } from './captchaImage.ts'
import { remember, type IdentitySlice } from './store.ts'

export const CAPTCHA_COOKIE = 'captchaId'

/** A six-digit string from the CSPRNG. */
export function randomDigits(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

/** One cookie's value from the raw `Cookie` header. */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}

/** A new code and its picture; the code waits under a fresh id until it is checked once. */
export function issueCaptcha(state: IdentitySlice): { id: string; image: string } {
  const captcha = { id: randomBytes(12).toString('hex'), code: randomDigits() }
  remember(state.identity.captchas, captcha.id, captcha)
  state.identity.lastCaptcha = captcha
  return { id: captcha.id, image: renderCaptcha(captcha.code, mulberry32(randomInt(2 ** 31))) }
}

/** True when `code` matches the captcha bound to the request's `captchaId` cookie; the captcha is used up either way. */
export function redeemCaptcha(state: IdentitySlice, req: Request, code: string | undefined): boolean {
  const id = readCookie(req, CAPTCHA_COOKIE)
  if (!id) return false
  const captcha = state.identity.captchas.get(id)
  if (!captcha) return false
  state.identity.captchas.delete(id)
  return code?.trim() === captcha.code
}
