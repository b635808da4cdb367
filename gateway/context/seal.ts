import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto'

/**
 * Keys for one purpose: new seals use `current`; `previous` (from COOKIE_SECRET_PREVIOUS) is only read. Key objects,
 * made once: a raw key is checked and imported again by every cipher made with it (~15 µs of each request's open).
 */
export type Keyring = { current: KeyObject; previous: KeyObject | undefined }

const IV_BYTES = 12
const TAG_BYTES = 16
const SALT = 'mc-gateway/cookie-seal'
const keyrings = new Map<string, Keyring>()

function derive(secret: string, purpose: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32)))
}

/** One AES-256 key per secret and purpose (HKDF-SHA256), so a key leaked for one use opens nothing else. */
export function keyringFor(secret: string, previousSecret: string | undefined, purpose: string): Keyring {
  const id = JSON.stringify([secret, previousSecret ?? null, purpose])
  const known = keyrings.get(id)
  if (known) return known
  const ring = { current: derive(secret, purpose), previous: previousSecret ? derive(previousSecret, purpose) : undefined }
  keyrings.set(id, ring)
  return ring
}

/** AES-256-GCM: base64url of iv, tag and ciphertext; `context` is authenticated too, so a seal made for one use fails in another. */
export function seal(plain: string, key: KeyObject, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

function openWith(raw: Buffer, key: KeyObject, context: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** The plain text, and whether it was sealed under the previous key; null if tampered or under no known key. */
export function unseal(sealed: string, ring: Keyring, context: string): { plain: string; underPreviousKey: boolean } | null {
  const raw = Buffer.from(sealed, 'base64url')
  if (raw.length < IV_BYTES + TAG_BYTES) return null
  const current = openWith(raw, ring.current, context)
  if (current !== null) return { plain: current, underPreviousKey: false }
  const previous = ring.previous ? openWith(raw, ring.previous, context) : null
  return previous === null ? null : { plain: previous, underPreviousKey: true }
}
