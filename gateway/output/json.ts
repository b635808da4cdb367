// The JSON of answers the gateway built itself. With VALIDATE_OUTPUT (on outside production) each one is checked
// against its schema and must be exactly what the schema would send: nothing it would drop, fill in or encode
// differently. That is what lets production skip the check and send the same bytes.
import { isDeepStrictEqual } from 'node:util'
import type { FastifySerializerCompiler } from 'fastify'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { keptJsonOf, type KeptJson } from '../resolve/partMemo.ts'

export function outputJson(schema: z.ZodType, data: unknown, isChecked: boolean, where: { method: string; url: string }): string {
  const json = JSON.stringify(data)
  if (!isChecked) return json
  const result = z.safeEncode(schema, data)
  if (!result.success) throw new ResponseSerializationError(where.method, where.url, { cause: result.error })
  const encoded = JSON.stringify(result.data)
  if (encoded !== json && !isDeepStrictEqual(JSON.parse(encoded), JSON.parse(json))) {
    const message = `the answer is not what its schema sends (a field it drops, fills in or changes): ${firstDifference(JSON.parse(json), JSON.parse(encoded))}`
    throw new ResponseSerializationError(where.method, where.url, { cause: new z.ZodError([{ code: 'custom', path: [], message, input: data }]) })
  }
  return json
}

/** One element of a top-level list: its kept JSON, or JSON.stringify's (an element with no JSON is null). */
function elementJson(value: unknown): KeptJson | string {
  if (typeof value === 'object' && value !== null) {
    const kept = keptJsonOf(value)
    if (kept) return kept
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * An answer's JSON in pieces, with a key that names its bytes: the same key, the same bytes. Kept values (bound blocks
 * shared between answers) are named in the key by their id, the rest by their own JSON text. Each top-level member,
 * and each element of a top-level list (a screen's blocks, a page's games), is a piece of its own: one text for a
 * whole screen turns two-byte at its first character past Latin-1 (a language's own name in the shell), and everything
 * after it is then written, and encoded again to UTF-8, at twice the cost; and V8 builds one long JSON text more
 * slowly than several short ones. On a 33 KB member home: one text ~220 µs, member by member ~155 µs, with the lists'
 * elements apart ~105 µs; on a 1,000-game page ~1,790 -> ~1,430 µs.
 */
export type JsonPieces = { key: string; bytes: () => Buffer }

export function outputJsonPieces(schema: z.ZodType, data: unknown, isChecked: boolean, where: { method: string; url: string }): JsonPieces {
  const json = isChecked ? outputJson(schema, data, true, where) : undefined
  const pieces: (KeptJson | string)[] = []
  if (!isPlainObject(data)) pieces.push(json ?? JSON.stringify(data))
  else {
    let separator = '{'
    for (const key of Object.keys(data)) {
      const value = data[key]
      if (Array.isArray(value) && !('toJSON' in value)) {
        let before = `${separator}${JSON.stringify(key)}:[`
        for (let i = 0; i < value.length; i++) {
          pieces.push(before, elementJson(value[i]))
          before = ','
        }
        pieces.push(value.length === 0 ? `${before}]` : ']')
        separator = ','
        continue
      }
      // And for a member: one whose value has no JSON is left out.
      const text = typeof value === 'object' && value !== null ? (keptJsonOf(value) ?? JSON.stringify(value)) : (JSON.stringify(value) as string | undefined)
      if (text === undefined) continue
      pieces.push(`${separator}${JSON.stringify(key)}:`, text)
      separator = ','
    }
    pieces.push(separator === '{' ? '{}' : '}')
  }
  return {
    key: pieces.map((piece) => (typeof piece === 'string' ? piece : piece.id)).join(''),
    bytes: () => {
      const bytes = Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece.bytes)))
      if (json !== undefined && !bytes.equals(Buffer.from(json))) throw new Error(`${where.method} ${where.url}: the answer's bytes differ from its JSON`)
      return bytes
    },
  }
}

/** outputJson's answer as UTF-8: the same bytes as `Buffer.from(outputJson(…))`, written in pieces (outputJsonPieces). */
export function outputJsonBytes(schema: z.ZodType, data: unknown, isChecked: boolean, where: { method: string; url: string }): Buffer {
  return outputJsonPieces(schema, data, isChecked, where).bytes()
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'toJSON' in value) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** The JSON path of the first place two values differ, for the error message. */
function firstDifference(a: unknown, b: unknown, path = '$'): string {
  if (isDeepStrictEqual(a, b)) return ''
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return `${path}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`)
    if (found) return found
  }
  return path
}

/** Fastify's serializer for the routes' response schemas: the check above, or plain JSON.stringify. */
export function outputSerializerCompiler(isChecked: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) =>
      outputJson(schema, data, isChecked, { method, url })
}
