import { describe, expect, it } from 'vitest'
import {
  desDecryptBase64,
  desEncryptBase64,
  getRsaKey,
  rsaDecryptBlocks,
  rsaDecryptHexToString,
  rsaEncryptStringToHex,
  unwrapDesPath,
  wrapDesPath,
} from '../../simulator/crypto.ts'
import { gatewayEncrypt } from './helpers.ts'

describe('simulator crypto', () => {
  const key = getRsaKey()

  it('generates a fixed 1024-bit key per process', () => {
    expect(key.modulusHex).toMatch(/^[0-9a-f]{256}$/)
    expect(getRsaKey()).toBe(key)
    expect(key.e).toBe(0x10001n)
  })

  it('round-trips textbook RSA with and without left padding', () => {
    const r = 'aB3dE6gH9kLmN0pQ'
    expect(rsaDecryptHexToString(rsaEncryptStringToHex(r, key), key)).toBe(r)
    const padded = rsaEncryptStringToHex(r, key, true)
    expect(padded).toHaveLength(256)
    expect(rsaDecryptHexToString(padded, key)).toBe(r)
  })

  it('decrypts what a gateway-style client encrypts (reversed string, little-endian packing)', () => {
    const payload = { username: 'member0', password: 'Passw0rd!' }
    const { r, body, encryption } = gatewayEncrypt(payload, key.modulusHex)
    const recovered = rsaDecryptHexToString(encryption, key)
    expect(recovered).toBe(r)
    expect(JSON.parse(desDecryptBase64(body, recovered.slice(0, 8)))).toEqual(payload)
  })

  it('joins space-separated blocks in order', () => {
    const { r, encryption } = gatewayEncrypt({}, key.modulusHex, { blocks: 2 })
    expect(encryption.split(' ')).toHaveLength(2)
    expect(rsaDecryptBlocks(encryption, key)).toEqual([r.slice(0, 8), r.slice(8)])
    expect(rsaDecryptHexToString(encryption, key)).toBe(r)
  })

  it('rejects non-hex and out-of-range RSA blocks', () => {
    expect(() => rsaDecryptBlocks('xyz', key)).toThrow()
    expect(() => rsaDecryptBlocks('', key)).toThrow()
    expect(() => rsaDecryptBlocks(`f${key.modulusHex}`, key)).toThrow()
  })

  it('round-trips DES-ECB with PKCS#7 and UTF-8 text', () => {
    const text = JSON.stringify({ nickname: 'Lucky Lee ￥' })
    const cipher = desEncryptBase64(text, '12345678')
    expect(Buffer.from(cipher, 'base64').length % 8).toBe(0)
    expect(desDecryptBase64(cipher, '12345678')).toBe(text)
    expect(() => desDecryptBase64(cipher, '87654321')).toThrow()
    expect(() => desDecryptBase64('not base64!', '12345678')).toThrow()
    expect(() => desEncryptBase64('x', 'short')).toThrow()
  })

  it('uses only the first 8 bytes of a longer key', () => {
    expect(desDecryptBase64(desEncryptBase64('hello', 'abcdefghXXXX'), 'abcdefgh')).toBe('hello')
  })

  it('wraps a customer-service path with the key as the last 8 characters', () => {
    const path = wrapDesPath('https://wa.me/60123456789', 'k3Y9pQ2x')
    expect(path.endsWith('k3Y9pQ2x')).toBe(true)
    expect(unwrapDesPath(path)).toBe('https://wa.me/60123456789')
  })
})
