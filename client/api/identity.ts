import { errorFromResponse, networkError, readJson } from './gatewayError.ts'

export type Captcha = { image: string }
export type SliderChallenge = { id: string; width: number; height: number; y: number; pieceSize: number; background: string; piece: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

async function getJson(url: string): Promise<Record<string, unknown>> {
  let res: Response
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
  } catch {
    throw networkError()
  }
  const body = await readJson(res)
  if (!res.ok) throw errorFromResponse(res.status, body)
  if (!isRecord(body)) throw networkError()
  return body
}

/** GET /api/data/captcha: a fresh 6-digit image captcha, bound to this browser by the gateway's cookie. */
export async function fetchCaptcha(): Promise<Captcha> {
  const body = await getJson('/api/data/captcha')
  if (typeof body.image !== 'string' || !body.image.startsWith('data:image/png;base64,')) throw networkError()
  return { image: body.image }
}

/** GET /api/data/slider: a fresh slider challenge (background with a gap, and the piece that fills it). */
export async function fetchSlider(): Promise<SliderChallenge> {
  const body = await getJson('/api/data/slider')
  const numbers = ['width', 'height', 'y', 'pieceSize'] as const
  if (typeof body.id !== 'string' || typeof body.background !== 'string' || typeof body.piece !== 'string' || numbers.some((k) => typeof body[k] !== 'number')) throw networkError()
  return body as SliderChallenge
}
