import { LRUCache } from 'lru-cache'
import type { z } from 'zod'
import { collectDrops, LegacyFailureSchema, WpsFailureSchema, wpsSuccessSchema, type DroppedItems } from '../../schemas/upstream/index.ts'
import type { Endpoint } from './endpoints.ts'
import { UpstreamError } from './errors.ts'

/**
 * A validated answer, and the value as it came (what a shared store keeps of a last good answer). It is read as a
 * member's own answer as it is (swrCache.ts's Cached: no version, not stale), with no copy made for that.
 */
export type Parsed<T = unknown> = { value: T; raw: unknown; version: -1; stale: false }

function parsedAs<T>(value: T, raw: unknown): Parsed<T> {
  return { value, raw, version: -1, stale: false }
}

// Zod compiles a fast path per schema instance: build each envelope once, not per call.
const envelopes = new WeakMap<z.ZodType, z.ZodType>()
function envelopeOf(value: z.ZodType): z.ZodType {
  let schema = envelopes.get(value)
  if (!schema) {
    schema = wpsSuccessSchema(value)
    envelopes.set(value, schema)
  }
  return schema
}

/** What one answer text parsed to under one endpoint, and the items its lists dropped. */
type Known = { endpoint: object; text: string; parsed: Parsed; drops: DroppedItems[] }

/**
 * Member reads by their exact text: a member's wallet, member info or favourites come back byte for byte the same
 * from one screen to the next, and parsing and checking them again was ~220 µs of a warm member home. The call is
 * still made each time and its text decides: this keeps only what a text parses to, which is the same whoever it
 * came for. The values are frozen, so a reader that tried to change a shared one would throw, not leak. Public
 * answers are not kept here: their own cache keeps their values.
 */
const known = new LRUCache<number, Known>({ maxSize: 8 * 1024 * 1024, maxEntrySize: 256 * 1024, sizeCalculation: (value) => value.text.length || 1 })

/** Characters of each end of an answer that its key holds. */
const KEY_ENDS = 24

/** A small number for each endpoint name, for the keys. */
const endpointIds = new Map<string, number>()

/**
 * Where an answer text is looked for: a 31-bit hash (FNV-1a's steps) of the endpoint, the text's length and its two
 * ends; the entry's endpoint and whole text then decide, so texts whose keys meet only take turns. Keyed by the text
 * itself, every lookup hashed the whole of a text just read (~1.25 ns a character: ~12 µs of a member home's seven
 * answers); keyed by a string of those ends, each lookup built, flattened and hashed one (~0.2 µs, against ~0.09).
 */
function knownKey(endpoint: { name: string }, text: string): number {
  let id = endpointIds.get(endpoint.name)
  if (id === undefined) endpointIds.set(endpoint.name, (id = endpointIds.size + 1))
  const length = text.length
  let hash = Math.imul(id ^ length, 0x9e3779b1)
  const head = Math.min(length, KEY_ENDS)
  for (let i = 0; i < head; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  for (let i = Math.max(head, length - KEY_ENDS); i < length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 1
}

/** Freezes a value and everything in it: a value shared between requests that a reader cannot change by mistake. */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const inner of Object.values(value)) deepFreeze(inner)
}

/**
 * Reads one platform answer the way every call does: envelope, business failure, schema. `onDrops` hears which
 * list items the schema dropped (it is called for every parsed answer, with none when nothing was dropped).
 */
export function parseAnswer<S extends z.ZodType, P>(
  endpoint: Endpoint<S, P>,
  status: number,
  text: string,
  onDrops?: (drops: DroppedItems[]) => void,
): Parsed<z.infer<S>> {
  // Reads only: what an action answers (a withdrawal, a login) is never asked again and is not kept in memory.
  const isKept = endpoint.method === 'GET' && endpoint.token === 'required' && status === 200 && endpoint.envelope !== 'text'
  const key = isKept ? knownKey(endpoint, text) : undefined
  const hit = key === undefined ? undefined : known.get(key)
  if (hit && hit.endpoint === endpoint && hit.text === text) {
    onDrops?.(hit.drops)
    return hit.parsed as Parsed<z.infer<S>>
  }
  const parsed = parseText(endpoint, status, text)
  onDrops?.(parsed.drops)
  if (key !== undefined) {
    deepFreeze(parsed.answer)
    known.set(key, { endpoint, text, parsed: parsed.answer, drops: parsed.drops })
  }
  return parsed.answer
}

function parseText<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, status: number, text: string): { answer: Parsed<z.infer<S>>; drops: DroppedItems[] } {
  if (endpoint.envelope === 'text') {
    // Some builds send the key as a JSON string (S14 and an independent script strip the quotes).
    const raw = text.trim().replace(/^"(.*)"$/s, '$1')
    const parsed = endpoint.response.safeParse(raw)
    if (status !== 200 || !parsed.success) throw new UpstreamError('invalid', endpoint.name, 'Unexpected answer', { status })
    return { answer: parsedAs(parsed.data, raw), drops: [] }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new UpstreamError(status >= 500 ? 'http' : 'malformed', endpoint.name, `Malformed answer (HTTP ${status})`, { status, cause })
  }
  // Only an answer saying `success: false` (or the legacy `status: false`, E2) can be a failure envelope: the others
  // skip a parse that would fail (and build its error) on every good answer.
  const failure = !isObject(json)
    ? undefined
    : json.success === false
      ? WpsFailureSchema.safeParse(json)
      : json.status === false
        ? LegacyFailureSchema.safeParse(json)
        : undefined
  if (failure?.success) {
    const { errorCode, message, value, field } = failure.data
    throw new UpstreamError('rejected', endpoint.name, message || errorCode, { status, errorCode, data: value, field })
  }
  if (status !== 200) throw new UpstreamError('http', endpoint.name, `HTTP ${status}`, { status })
  const schema = endpoint.envelope === 'raw' ? endpoint.response : envelopeOf(endpoint.response)
  const { result: parsed, drops } = collectDrops(() => schema.safeParse(json))
  if (!parsed.success) {
    throw new UpstreamError('invalid', endpoint.name, `Answer does not match the ${endpoint.name} schema`, { status, cause: parsed.error })
  }
  if (endpoint.envelope === 'raw') return { answer: parsedAs(parsed.data as z.infer<S>, json), drops }
  return { answer: parsedAs((parsed.data as { value: z.infer<S> }).value, (json as { value?: unknown }).value), drops }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
