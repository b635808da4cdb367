import { describe, expect, it } from 'vitest'
import { keyringFor, seal } from '../../gateway/context/seal.ts'
import type { SessionCookie } from '../../gateway/context/session.ts'
import { decodeSession, encodeSession, sessionKeys } from '../../gateway/context/session.ts'

const OLD = 'old-secret-old-secret-old-secret-0001'
const NEW = 'new-secret-new-secret-new-secret-0002'
const DAY = 86_400
const NOW = Date.UTC(2026, 0, 15, 12)
const session: SessionCookie = { t: 'platform-token-3f9a1c', u: 'member0', ty: 0, f: false }

function flip(raw: string, at: number): string {
  const [format, body = ''] = raw.split('.')
  const bytes = Buffer.from(body, 'base64url')
  bytes[at] = (bytes[at] ?? 0) ^ 0x01
  return `${format}.${bytes.toString('base64url')}`
}

describe('encodeSession / decodeSession', () => {
  it('opens what it sealed, and the cookie shows neither the token nor the user name', () => {
    const keys = sessionKeys(NEW)
    const raw = encodeSession(session, keys, DAY, NOW)
    expect(decodeSession(raw, keys, DAY, NOW)).toEqual({ session, expiresAt: NOW + DAY * 1000, renew: false })
    const visible = `${raw} ${Buffer.from(raw.slice(3), 'base64url').toString('latin1')}`
    expect(visible).not.toContain(session.t)
    expect(visible).not.toContain('member0')
  })

  it('seals the same session differently each time (a fresh IV)', () => {
    const keys = sessionKeys(NEW)
    expect(encodeSession(session, keys, DAY, NOW)).not.toBe(encodeSession(session, keys, DAY, NOW))
  })

  it.each([
    ['a flipped IV byte', (raw: string) => flip(raw, 0)],
    ['a flipped tag byte', (raw: string) => flip(raw, 14)],
    ['a flipped ciphertext byte', (raw: string) => flip(raw, 40)],
    ['a cut-off body', (raw: string) => raw.slice(0, -4)],
    ['an unknown format', (raw: string) => `s9${raw.slice(2)}`],
    ['no format', (raw: string) => raw.slice(3)],
    ['garbage', () => 's1.!!!not-base64!!!'],
    ['the old unsealed encoding', () => Buffer.from(JSON.stringify(session)).toString('base64url')],
    ['an empty body', () => 's1.'],
  ])('gives no session for %s, without throwing', (_name, tamper) => {
    const keys = sessionKeys(NEW)
    expect(decodeSession(tamper(encodeSession(session, keys, DAY, NOW)), keys, DAY, NOW)).toBeNull()
  })

  it('refuses a seal made for another purpose under the same secret', () => {
    const sealed = seal(JSON.stringify({ ...session, exp: NOW / 1000 + DAY }), keyringFor(NEW, undefined, 'session-cookie').current, 'held-password')
    expect(decodeSession(`s1.${sealed}`, sessionKeys(NEW), DAY, NOW)).toBeNull()
  })

  it('ends at its Max-Age whatever the browser keeps, and asks to be renewed past half of it', () => {
    const keys = sessionKeys(NEW)
    const raw = encodeSession(session, keys, DAY, NOW)
    expect(decodeSession(raw, keys, DAY, NOW + 11 * 3600_000)?.renew).toBe(false)
    expect(decodeSession(raw, keys, DAY, NOW + 13 * 3600_000)?.renew).toBe(true)
    expect(decodeSession(raw, keys, DAY, NOW + DAY * 1000)).toBeNull()
  })

  it('asks to re-seal a cookie that outlives a shortened Max-Age', () => {
    const keys = sessionKeys(NEW)
    expect(decodeSession(encodeSession(session, keys, 7 * DAY, NOW), keys, DAY, NOW)?.renew).toBe(true)
  })
})

describe('key rotation', () => {
  const underOld = encodeSession(session, sessionKeys(OLD), DAY, NOW)

  it('reads a cookie sealed under the previous secret and asks to re-seal it under the current one', () => {
    const rotated = sessionKeys(NEW, OLD)
    expect(decodeSession(underOld, rotated, DAY, NOW)).toEqual({ session, expiresAt: NOW + DAY * 1000, renew: true })
    const resealed = encodeSession(session, rotated, DAY, NOW)
    expect(decodeSession(resealed, sessionKeys(NEW), DAY, NOW)?.renew).toBe(false)
    expect(decodeSession(resealed, sessionKeys(OLD), DAY, NOW)).toBeNull()
  })

  it('gives no session for a cookie under a secret that is neither current nor previous', () => {
    expect(decodeSession(underOld, sessionKeys(NEW), DAY, NOW)).toBeNull()
    expect(decodeSession(underOld, sessionKeys(NEW, 'another-secret-another-secret-0003'), DAY, NOW)).toBeNull()
  })
})
