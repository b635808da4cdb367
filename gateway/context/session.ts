import { z } from 'zod'

/** What the gateway keeps in the signed, httpOnly session cookie; the page never sees it. */
export const SessionCookieSchema = z.object({
  t: z.string().min(1),
  u: z.string(),
  ty: z.number().int(),
  f: z.boolean(),
  /** A first login's password, encrypted for the gateway only, so the change-password form need not ask for it. */
  hp: z.string().optional(),
})
export type SessionCookie = z.infer<typeof SessionCookieSchema>

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid'
}

/** Readable by page scripts on purpose: what the page may show, never the token. */
export const SESSION_INFO_COOKIE = 'MC_SESSION_INFO'

export function encodeSession(session: SessionCookie): string {
  return Buffer.from(JSON.stringify(session)).toString('base64url')
}

export function decodeSession(raw: string | undefined): SessionCookie | null {
  if (!raw) return null
  try {
    const parsed = SessionCookieSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Whether a session holds a first login's password that has not expired (its expiry is the clear prefix). */
export function holdsPassword(session: Pick<SessionCookie, 'hp'> | null, now = Date.now()): boolean {
  const expiry = Number(session?.hp?.split('.')[0])
  return Number.isFinite(expiry) && expiry > now
}
