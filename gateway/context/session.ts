import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { Keyring } from './seal.ts'
import { keyringFor, seal, unseal } from './seal.ts'

/** What the gateway keeps in the sealed (AES-256-GCM), httpOnly session cookie; the page never sees it. */
const SessionCookieSchema = z.object({
  t: z.string().min(1),
  u: z.string(),
  ty: z.number().int(),
  f: z.boolean(),
  /** A first login's password, encrypted for the gateway only, so the change-password form need not ask for it. */
  hp: z.string().optional(),
  /** The key of the visitor this session started from: experiments keep the visitor's group after login. */
  k: z.string().optional(),
})
export type SessionCookie = z.infer<typeof SessionCookieSchema>

/** The seal also carries its own end (seconds since the epoch): a copied cookie dies with its Max-Age. */
const SealedSessionSchema = SessionCookieSchema.extend({ exp: z.number().int() })

const FORMAT = 's1'
const CONTEXT = 'session-cookie/s1'

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid'
}

/** Readable by page scripts on purpose: what the page may show, never the token. */
export const SESSION_INFO_COOKIE = 'MC_SESSION_INFO'

export function sessionKeys(secret: string, previousSecret?: string): Keyring {
  return keyringFor(secret, previousSecret, 'session-cookie')
}

/** Seals a session under the current key, valid for `maxAgeS` seconds from `now`. */
export function encodeSession(session: SessionCookie, keys: Keyring, maxAgeS: number, now = Date.now()): string {
  const plain = JSON.stringify({ ...session, exp: Math.floor(now / 1000) + maxAgeS })
  return `${FORMAT}.${seal(plain, keys.current, CONTEXT)}`
}

/** `renew`: sealed under the previous key, past half its life or longer-lived than today's Max-Age: the next answer re-seals it. */
export type OpenedSession = { session: SessionCookie; expiresAt: number; renew: boolean }

/** A sealed cookie's contents, whatever the time: its session, its end, and whether an older key sealed it. */
type Unsealed = { session: SessionCookie; expiresAt: number; underPreviousKey: boolean }

// Cookies opened by their exact text, per keyring: a member's every request carries the same cookie, and each open
// was an AES-GCM decryption and a schema check (~55 µs of a warm member home). What a text opens to does not depend
// on the time, so the expiry is still read on every request. A cookie that does not open is kept as such too.
const OPENED_MAX = 20_000
const OPENED_TTL_MS = 10 * 60_000
const openedByKeys = new WeakMap<Keyring, LRUCache<string, Unsealed | false>>()

function unsealSession(raw: string, keys: Keyring): Unsealed | null {
  let opened = openedByKeys.get(keys)
  if (!opened) {
    opened = new LRUCache<string, Unsealed | false>({ max: OPENED_MAX, ttl: OPENED_TTL_MS })
    openedByKeys.set(keys, opened)
  }
  const known = opened.get(raw)
  if (known !== undefined) return known || null
  const made = unsealAnew(raw, keys)
  opened.set(raw, made ?? false)
  return made
}

function unsealAnew(raw: string, keys: Keyring): Unsealed | null {
  const opened = unseal(raw.slice(FORMAT.length + 1), keys, CONTEXT)
  if (!opened) return null
  try {
    const parsed = SealedSessionSchema.safeParse(JSON.parse(opened.plain))
    if (!parsed.success) return null
    const { exp, ...session } = parsed.data
    // Frozen: the same object serves every request that carries this cookie.
    return Object.freeze({ session: Object.freeze(session), expiresAt: exp * 1000, underPreviousKey: opened.underPreviousKey })
  } catch {
    return null
  }
}

/** Opens a session cookie; null (a visitor) when it is tampered, sealed under no known key, expired or not ours. */
export function decodeSession(raw: string | undefined, keys: Keyring, maxAgeS: number, now = Date.now()): OpenedSession | null {
  if (!raw?.startsWith(`${FORMAT}.`)) return null
  const opened = unsealSession(raw, keys)
  if (!opened) return null
  const { session, expiresAt } = opened
  if (expiresAt <= now) return null
  const left = expiresAt - now
  return { session, expiresAt, renew: opened.underPreviousKey || left < (maxAgeS * 1000) / 2 || left > maxAgeS * 1000 }
}

/** Whether a session holds a first login's password that has not expired (its expiry is the clear prefix). */
export function holdsPassword(session: Pick<SessionCookie, 'hp'> | null, now = Date.now()): boolean {
  const expiry = Number(session?.hp?.split('.')[0])
  return Number.isFinite(expiry) && expiry > now
}
