// A request context without a server: plain values, an in-memory cookie jar and the services a test hands in.
// Actions and resolvers take (input, ctx), so they run here exactly as they run under a route.
import pino from 'pino'
import { loadConfig, type GatewayConfig } from '../../gateway/config.ts'
import { MemoryAttemptStore, type AttemptStore } from '../../gateway/context/attemptStore.ts'
import { MemoryChallengeStore } from '../../gateway/context/challengeStore.ts'
import { EffectCounter, MemoryEffectStore } from '../../gateway/context/effects.ts'
import type { CookieOptions, HttpSide } from '../../gateway/context/http.ts'
import { createRequestContext, type RequestContext } from '../../gateway/context/requestContext.ts'
import type { SessionCookie } from '../../gateway/context/session.ts'
import { translator } from '../../gateway/context/texts.ts'
import type { LayoutSet } from '../../gateway/layouts/validate.ts'
import type { PlatformClient } from '../../gateway/upstream/client.ts'
import type { Device } from '../../schemas/conditions.ts'
import type { Language } from '../../schemas/text.ts'

/** A cookie as the answer would set it; `value` undefined: cleared. */
export type CookieWrite = { name: string; value: string | undefined; options: CookieOptions }

/** Cookies the request carried, and every write the context made, in order. */
export class CookieJar implements HttpSide {
  readonly origin: string = 'https://site.example'
  readonly hostname: string = 'site.example'
  readonly writes: CookieWrite[] = []
  private readonly sent: Map<string, string>
  constructor(sent: Record<string, string> = {}) {
    this.sent = new Map(Object.entries(sent))
  }
  cookie(name: string): string | undefined {
    return this.sent.get(name)
  }
  // Signatures are the cookie plugin's business: a plain jar holds signed cookies as their values.
  signedCookie(name: string): string | null {
    return this.sent.get(name) ?? null
  }
  setCookie(name: string, value: string, options: CookieOptions): void {
    this.writes.push({ name, value, options })
  }
  clearCookie(name: string, options: CookieOptions): void {
    this.writes.push({ name, value: undefined, options })
  }
}

export type PlainRequest = {
  session?: SessionCookie | null
  language?: Language
  device?: Device
  cookies?: Record<string, string>
  /** What the per-account limiter answers (true: within the limit). */
  withinLimit?: boolean
}

/** A platform client with only the calls a test gives it; any other call fails the test loudly. */
type PlainServices = { upstream: Partial<PlatformClient>; layouts: LayoutSet; config?: GatewayConfig; attempts?: AttemptStore }

function platformOf(given: Partial<PlatformClient>): PlatformClient {
  const missing = (what: string) => () => {
    throw new Error(`the test gave the context no upstream.${what}`)
  }
  return { fetch: given.fetch ?? missing('fetch'), call: given.call ?? missing('call'), rsaKey: given.rsaKey ?? missing('rsaKey') } as PlatformClient
}

/** A request context over plain values: no Fastify, no HTTP, no simulator. */
export function plainContext(request: PlainRequest, services: PlainServices): { ctx: RequestContext; jar: CookieJar; accounts: string[] } {
  const jar = new CookieJar(request.cookies)
  const accounts: string[] = []
  const language = request.language ?? 'EN'
  const config = services.config ?? loadConfig({ MERCHANT: 'sim88' })
  const ctx = createRequestContext(
    {
      session: request.session ?? null,
      language,
      device: request.device ?? 'other',
      capabilities: null,
      t: translator(services.layouts.texts, language),
      signal: undefined,
      log: pino({ level: 'silent' }),
      http: jar,
      limitAccount: async (key) => {
        accounts.push(key)
        return request.withinLimit ?? true
      },
    },
    {
      upstream: platformOf(services.upstream),
      attempts: services.attempts ?? new MemoryAttemptStore(),
      effects: new EffectCounter(new MemoryEffectStore(), () => undefined),
      challenges: new MemoryChallengeStore(),
      config,
      layouts: { layouts: services.layouts },
    },
  )
  return { ctx, jar, accounts }
}
