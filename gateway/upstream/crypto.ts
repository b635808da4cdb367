// Login and registration bodies must reach the platform encrypted its own way (DES-ECB body, textbook RSA
// of the key); this is an upstream-imposed exception to modern crypto rules and stays in this module only.
import { randomInt } from 'node:crypto'
import forge from 'node-forge'
// The platform's 61-symbol alphabet for the random key (no Y among upper case, no j among lower case).
import { KEY_ALPHABET } from '../../schemas/upstream/session.ts'

const RSA_EXPONENT = 0x10001n

export function randomKey(length = 16): string {
  let key = ''
  for (let i = 0; i < length; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]
  return key
}

function desEncryptBase64(plaintext: string, key8: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(key8, 'raw').getBytes())
  cipher.start()
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plaintext), 'raw'))
  cipher.finish()
  return forge.util.encode64(cipher.output.getBytes())
}

function desDecryptBase64(base64: string, key8: string): string | null {
  const decipher = forge.cipher.createDecipher('DES-ECB', key8)
  decipher.start()
  decipher.update(forge.util.createBuffer(forge.util.decode64(base64), 'raw'))
  if (!decipher.finish()) return null
  return forge.util.decodeUtf8(decipher.output.getBytes())
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = base % modulus
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
    e >>= 1n
  }
  return result
}

/** RSAUtils-style: the reversed key packed little-endian equals the key read big-endian; no padding. */
export function rsaEncryptKeyHex(key: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`)
  const m = BigInt(`0x${Buffer.from(key, 'latin1').toString('hex')}`)
  return modPow(m, RSA_EXPONENT, modulus).toString(16).padStart(modulusHex.trim().length, '0')
}

export type EncryptedBody = { body: { value: string }; encryptionHeader: string }

/** Encrypts a payload as the platform expects: fresh random key per call. */
export function encryptPayload(payload: unknown, modulusHex: string): EncryptedBody {
  const key = randomKey()
  return {
    body: { value: desEncryptBase64(JSON.stringify(payload), key.slice(0, 8)) },
    encryptionHeader: rsaEncryptKeyHex(key, modulusHex),
  }
}

/** Customer-service paths: the last 8 characters are the DES key, the rest the base64 ciphertext. */
export function decryptServicePath(path: string): string | null {
  if (path.length <= 8) return null
  try {
    return desDecryptBase64(path.slice(0, -8), path.slice(-8))
  } catch {
    return null
  }
}
