import type { Request, Response } from 'express'
import forge from 'node-forge'
import type { z } from 'zod'
import { desDecryptBase64, rsaDecryptBlocks, type RsaPrivateKey } from '../crypto.ts'
import { errors, sendFail, sendParamError } from '../envelope.ts'

/** The ciphertext from any of the three wire shapes: `{"value":"…"}`, `"…"` or the bare base64 text. */
function extractCiphertext(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined
  const text = body.trim()
  if (!text) return undefined
  if (!text.startsWith('{') && !text.startsWith('"')) return text
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'string') return parsed
    if (parsed && typeof parsed === 'object' && 'value' in parsed && typeof parsed.value === 'string') return parsed.value
  } catch {
    return undefined
  }
  return undefined
}

/**
 * Recovers the client's random string from `Encryption` and DES-decrypts the body with its first 8 bytes.
 * Multi-block headers are tried in order first, then reversed (RSAUtils chunk order). Every encrypted
 * endpoint (login, registration, password) reads its body this way.
 */
export function decryptLoginBody(req: Request, key: RsaPrivateKey): unknown {
  const header = req.get('encryption')
  const ciphertext = extractCiphertext(req.body) ?? req.get('x-digest')
  if (!header || !ciphertext) return undefined
  let blocks: string[]
  try {
    blocks = rsaDecryptBlocks(header, key)
  } catch {
    return undefined
  }
  const candidates = new Set([blocks.join(''), [...blocks].reverse().join('')])
  for (const binary of candidates) {
    try {
      return JSON.parse(desDecryptBase64(ciphertext, forge.util.decodeUtf8(binary)))
    } catch {
      continue
    }
  }
  return undefined
}

/** A raw text body read as JSON; undefined when empty or not JSON. */
export function parsePlainBody(body: unknown): unknown {
  if (typeof body !== 'string' || !body.trim()) return undefined
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/**
 * Parses a payload (already decrypted or read as JSON) with `schema`. Answers `request_body_required` when there
 * is none and `request_param_err` naming the first bad field when it does not fit, then returns undefined.
 */
export function readPayload<T>(res: Response, payload: unknown, schema: z.ZodType<T>): T | undefined {
  if (payload === undefined) {
    sendFail(res, errors.requestBodyRequired)
    return undefined
  }
  const parsed = schema.safeParse(payload)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path[0]
  if (typeof field === 'string') sendParamError(res, field, `${field}: ${issue?.message ?? 'invalid'}`)
  else sendFail(res, errors.requestParamErr)
  return undefined
}
