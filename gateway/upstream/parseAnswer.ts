import type { z } from 'zod'
import { collectDrops, WpsFailureSchema, wpsSuccessSchema, type DroppedItems } from '../../schemas/upstream/index.ts'
import type { Endpoint } from './endpoints.ts'
import { UpstreamError } from './errors.ts'

/** A validated answer, and the value as it came (what a shared store keeps of a last good answer). */
export type Parsed<T = unknown> = { value: T; raw: unknown }

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
  if (endpoint.envelope === 'text') {
    // Some builds send the key as a JSON string (S14 and an independent script strip the quotes).
    const raw = text.trim().replace(/^"(.*)"$/s, '$1')
    const parsed = endpoint.response.safeParse(raw)
    if (status !== 200 || !parsed.success) throw new UpstreamError('invalid', endpoint.name, 'Unexpected answer', { status })
    return { value: parsed.data, raw }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new UpstreamError(status >= 500 ? 'http' : 'malformed', endpoint.name, `Malformed answer (HTTP ${status})`, { status, cause })
  }
  // Only an answer saying `success: false` can be a failure envelope: the others skip a parse that would fail
  // (and build its error) on every good answer.
  const failure = isObject(json) && json.success === false ? WpsFailureSchema.safeParse(json) : undefined
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
  onDrops?.(drops)
  if (endpoint.envelope === 'raw') return { value: parsed.data as z.infer<S>, raw: json }
  return { value: (parsed.data as { value: z.infer<S> }).value, raw: (json as { value?: unknown }).value }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
