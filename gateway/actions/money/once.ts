import { createHash, randomBytes } from 'node:crypto'
import type { Attempt, AttemptStore } from '../../context/attemptStore.ts'
import type { Translate } from '../../context/texts.ts'
import { GwErrors } from '../../errors.ts'
import { timeLeft } from '../../upstream/deadline.ts'
import { UpstreamError } from '../../upstream/errors.ts'

const OPEN_TTL_MS = 30 * 60_000
/** A sent attempt is kept a day: a retry, a second tab or a check within that time finds its outcome. */
const KEPT_TTL_MS = 24 * 60 * 60_000
const POLL_MS = 50
/** Stop waiting for another request's answer this long before the action's own deadline. */
const ANSWER_MARGIN_MS = 250

export type OnceContext = { store: AttemptStore; owner: string; kind: Attempt['kind']; t: Translate }

export function newAttemptKey(): string {
  return randomBytes(18).toString('base64url')
}

export function fingerprintOf(values: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('base64url')
}

/**
 * The member's open attempt of a kind, made when there is none or the last one is done: two tabs (or a reload)
 * get the same key, so what they submit is sent once. An attempt still being sent or checked is handed back too.
 */
export async function openAttempt(ctx: OnceContext): Promise<Attempt> {
  const name = `${ctx.kind}:${ctx.owner}`
  for (let tries = 0; tries < 3; tries++) {
    const current = await ctx.store.pointer(name)
    const held = current ? await ctx.store.get(current) : undefined
    if (held && held.owner === ctx.owner && held.state !== 'done') return held
    const key = newAttemptKey()
    const fresh: Attempt = { key, owner: ctx.owner, kind: ctx.kind, state: 'open' }
    await ctx.store.swap(key, null, fresh, OPEN_TTL_MS)
    const winner = await ctx.store.point(name, current ?? null, key, KEPT_TTL_MS)
    if (winner === key) return fresh
  }
  throw new GwErrors.attemptStale(ctx.t({ t: 'money_attempt_stale' }))
}

/** The attempt behind a key the page sent, if it is this member's and of this kind. */
export async function ownAttempt(ctx: OnceContext, key: string): Promise<Attempt> {
  const attempt = await ctx.store.get(key)
  if (!attempt || attempt.owner !== ctx.owner || attempt.kind !== ctx.kind) throw new GwErrors.attemptStale(ctx.t({ t: 'money_attempt_stale' }))
  return attempt
}

/** Whether the platform said no (nothing happened), as opposed to an answer that never came or cannot be read. */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return true
  if (error.kind === 'circuitOpen') return true
  // The platform already has a request with this key: it was made, and its outcome must be checked.
  if (error.errorCode === 'duplicate.request') return false
  return error.kind === 'rejected' && (error.status ?? 200) < 500
}

export type Sent<R> = { state: 'done'; result: R } | { state: 'unknown'; attempt: Attempt }
type SendSpec<R> = {
  fingerprint: string
  /** Kept with the attempt from the start: what a check needs (a snapshot, the amount…). */
  data?: Record<string, unknown>
  send: () => Promise<R>
}

async function settled(ctx: OnceContext, key: string): Promise<Attempt> {
  for (;;) {
    const now = await ctx.store.get(key)
    if (!now || now.state !== 'running' || timeLeft() < ANSWER_MARGIN_MS + POLL_MS) return now ?? (await ownAttempt(ctx, key))
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function outcomeOf<R>(attempt: Attempt): Sent<R> {
  if (attempt.state === 'done') return { state: 'done', result: attempt.data?.result as R }
  return { state: 'unknown', attempt }
}

/**
 * Sends an attempt at most once. The first request to move it from open to running sends it; concurrent ones with
 * the same values wait for that answer; other values under the same key are refused. A refusal by the platform
 * opens the attempt again (nothing happened); an answer that never came leaves it unknown, to be checked, never
 * sent again blindly.
 */
export async function sendOnce<R>(ctx: OnceContext, key: string, spec: SendSpec<R>): Promise<Sent<R>> {
  const attempt = await ownAttempt(ctx, key)
  if (attempt.state === 'open') {
    const running: Attempt = { ...attempt, state: 'running', fingerprint: spec.fingerprint, startedAt: Date.now(), data: spec.data }
    if (await ctx.store.swap(key, 'open', running, KEPT_TTL_MS)) return run(ctx, running, spec)
  }
  const now = await ownAttempt(ctx, key)
  if (now.state === 'open') return sendOnce(ctx, key, spec)
  if (now.fingerprint !== spec.fingerprint) throw new GwErrors.attemptUsed(ctx.t({ t: 'money_attempt_used' }))
  return outcomeOf<R>(now.state === 'running' ? await settled(ctx, key) : now)
}

/**
 * Records the outcome of a request that reached the platform. A store that fails now must not turn a sent withdrawal
 * into an error: the attempt stays running, and whoever asks next finds it unknown and checks the platform's record.
 */
async function record(ctx: OnceContext, key: string, next: Attempt, ttlMs: number): Promise<void> {
  await ctx.store.swap(key, 'running', next, ttlMs).catch(() => false)
}

async function run<R>(ctx: OnceContext, running: Attempt, spec: SendSpec<R>): Promise<Sent<R>> {
  try {
    const result = await spec.send()
    await record(ctx, running.key, { ...running, state: 'done', data: { ...running.data, result } }, KEPT_TTL_MS)
    return { state: 'done', result }
  } catch (error) {
    if (isRefusal(error)) {
      await record(ctx, running.key, { key: running.key, owner: running.owner, kind: running.kind, state: 'open' }, OPEN_TTL_MS)
      throw error
    }
    const unknown: Attempt = { ...running, state: 'unknown' }
    await record(ctx, running.key, unknown, KEPT_TTL_MS)
    return { state: 'unknown', attempt: unknown }
  }
}

/** Records what a check found: done with a result, or open again when it was never made. */
export async function resolveUnknown<R>(ctx: OnceContext, attempt: Attempt, found: { made: true; result: R } | { made: false }): Promise<void> {
  const next: Attempt = found.made
    ? { ...attempt, state: 'done', data: { ...attempt.data, result: found.result } }
    : { key: attempt.key, owner: attempt.owner, kind: attempt.kind, state: 'open' }
  await ctx.store.swap(attempt.key, 'unknown', next, found.made ? KEPT_TTL_MS : OPEN_TTL_MS)
}
