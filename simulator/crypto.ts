import forge from 'node-forge'

export type RsaPublicKey = { n: bigint; e: bigint }
export type RsaPrivateKey = RsaPublicKey & { d: bigint }
export type RsaKeyPair = RsaPrivateKey & { modulusHex: string }

let processKey: RsaKeyPair | undefined

/** A new 1024-bit key pair with the platform's fixed exponent 0x10001. */
export function newRsaKey(): RsaKeyPair {
  const { privateKey } = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 })
  const modulusHex = privateKey.n.toString(16)
  return {
    n: BigInt(`0x${modulusHex}`),
    e: BigInt(`0x${privateKey.e.toString(16)}`),
    d: BigInt(`0x${privateKey.d.toString(16)}`),
    modulusHex,
  }
}

/** The 1024-bit key of this process: generated on first use, the key every simulator starts (and resets) with. */
export function getRsaKey(): RsaKeyPair {
  processKey ??= newRsaKey()
  return processKey
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

/** Big-endian bytes of `value` as a binary string, without leading zero bytes. */
function bigintToBinary(value: bigint): string {
  let hex = value.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  const bytes = forge.util.hexToBytes(hex)
  return bytes.replace(/^\0+/, '')
}

function binaryToBigint(bytes: string): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${forge.util.bytesToHex(bytes)}`)
}

/** Decrypts each space-separated textbook-RSA block (hex, padded or not) to its big-endian byte string. */
export function rsaDecryptBlocks(hex: string, key: RsaPrivateKey): string[] {
  const blocks = hex.trim().split(/\s+/).filter(Boolean)
  if (blocks.length === 0) throw new Error('empty RSA header')
  return blocks.map((block) => {
    if (!/^[0-9a-fA-F]+$/.test(block)) throw new Error('RSA block is not hex')
    const c = BigInt(`0x${block}`)
    if (c >= key.n) throw new Error('RSA block out of range')
    return bigintToBinary(modPow(c, key.d, key.n))
  })
}

/** The client's random string `r`: blocks decrypted in order, concatenated, read as UTF-8. */
export function rsaDecryptHexToString(hex: string, key: RsaPrivateKey): string {
  return forge.util.decodeUtf8(rsaDecryptBlocks(hex, key).join(''))
}

/**
 * Client side of the `Encryption` header: the integer is `text`'s UTF-8 bytes read big-endian
 * (what RSAUtils.encryptedString produces for the reversed string).
 */
export function rsaEncryptStringToHex(text: string, key: RsaPublicKey, padToModulus = false): string {
  const m = binaryToBigint(forge.util.encodeUtf8(text))
  if (m >= key.n) throw new Error('text too long for one RSA block')
  const hex = modPow(m, key.e, key.n).toString(16)
  return padToModulus ? hex.padStart(key.n.toString(16).length, '0') : hex
}

function desKey(key: string): forge.util.ByteStringBuffer {
  const bytes = forge.util.encodeUtf8(key).slice(0, 8)
  if (bytes.length !== 8) throw new Error('DES key needs 8 bytes')
  return forge.util.createBuffer(bytes)
}

/** base64(DES-ECB, PKCS#7) of the UTF-8 plaintext; the key is the first 8 bytes of `key`. */
export function desEncryptBase64(plaintext: string, key: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', desKey(key))
  cipher.start({})
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plaintext)))
  cipher.finish()
  return forge.util.encode64(cipher.output.getBytes())
}

export function desDecryptBase64(ciphertext: string, key: string): string {
  const clean = ciphertext.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(clean) || clean.length % 4 !== 0) throw new Error('not base64')
  const bytes = forge.util.decode64(clean)
  if (bytes.length === 0 || bytes.length % 8 !== 0) throw new Error('ciphertext is not whole DES blocks')
  const decipher = forge.cipher.createDecipher('DES-ECB', desKey(key))
  decipher.start({})
  decipher.update(forge.util.createBuffer(bytes))
  if (!decipher.finish()) throw new Error('bad DES padding')
  return forge.util.decodeUtf8(decipher.output.getBytes())
}

/** Customer-service `path`: DES ciphertext of the URL followed by its 8-character key. */
export function wrapDesPath(url: string, key: string): string {
  if (key.length !== 8) throw new Error('path key must be 8 characters')
  return desEncryptBase64(url, key) + key
}

export function unwrapDesPath(path: string): string {
  return desDecryptBase64(path.slice(0, -8), path.slice(-8))
}
