import type { Request, Response } from 'express'
import forge from 'node-forge'
import { LoginPayloadSchema } from '../../schemas/upstream/index.ts'
import { desDecryptBase64, getRsaKey, rsaDecryptBlocks } from '../crypto.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { createSession, endSession } from '../middleware/auth.ts'
import { findMemberByAccount } from '../data/members.ts'
import type { SimState } from '../state.ts'
import type { Endpoint } from './endpoints.ts'

/** The ciphertext from any of the three wire shapes: `{"value":"…"}`, `"…"` or the bare base64 text. */
export function extractCiphertext(body: unknown): string | undefined {
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
 * Multi-block headers are tried in order first, then reversed (RSAUtils chunk order).
 */
export function decryptLoginBody(req: Request): unknown {
  const header = req.get('encryption')
  const ciphertext = extractCiphertext(req.body) ?? req.get('x-digest')
  if (!header || !ciphertext) return undefined
  let blocks: string[]
  try {
    blocks = rsaDecryptBlocks(header, getRsaKey())
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

function parsePlainBody(body: unknown): unknown {
  if (typeof body !== 'string' || !body.trim()) return undefined
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

const Credentials = LoginPayloadSchema.pick({ username: true, password: true })

function login(state: SimState, res: Response, payload: unknown): void {
  if (payload === undefined) return sendFail(res, errors.requestBodyRequired)
  const parsed = Credentials.safeParse(payload)
  if (!parsed.success) return sendFail(res, errors.requestParamErr)
  const member = findMemberByAccount(parsed.data.username)
  if (!member || member.password !== parsed.data.password) return sendFail(res, errors.passwordError)
  const session = createSession(state, member.id)
  sendOk(res, {
    token: session.token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
  })
}

export const sessionEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/session/key/rsa',
    openInMaintenance: true,
    handle: (_req, res) => {
      res.type('text/plain').send(getRsaKey().modulusHex)
    },
  },
  {
    methods: ['POST'],
    path: '/wps/session/login',
    rawBody: true,
    handle: (req, res, { state }) => login(state, res, decryptLoginBody(req)),
  },
  {
    methods: ['POST'],
    path: '/wps/session/login/unsecure',
    rawBody: true,
    handle: (req, res, { state }) => login(state, res, parsePlainBody(req.body)),
  },
  {
    methods: ['DELETE', 'POST'],
    path: '/wps/session/logout',
    auth: true,
    handle: (_req, res, { state, session }) => {
      endSession(state, session.token)
      sendOk(res, true)
    },
  },
]
