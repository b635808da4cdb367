import { z } from 'zod'
import { lenientList } from './lenient.ts'

/** An id the platform sends as a number or a string; read as text. */
/** A text with something in it once trimmed: a name, a title, a type. */
export const NameTextSchema = z.string().trim().min(1)

export const IdTextSchema = z.union([NameTextSchema, z.number().int()]).transform(String)

/** A number the platform may send as a numeric string ("100.5"). */
export const NumberishSchema = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])

/** A time as epoch milliseconds or a date text ("2025-03-01 00:00:00"); read as epoch ms, unreadable as absent. */
export const TimeSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return undefined
    if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
    const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.replace(' ', 'T') : value
    const ms = Date.parse(text)
    return Number.isNaN(ms) ? undefined : ms
  })

/** The first of several keys the platform names a field by that is present and not null. */
export function firstOf<T>(raw: Record<string, unknown>, keys: readonly string[], schema: z.ZodType<T>): T | undefined {
  for (const key of keys) {
    if (raw[key] === null || raw[key] === undefined) continue
    const parsed = schema.safeParse(raw[key])
    if (parsed.success) return parsed.data
  }
  return undefined
}

/** Keys under which the platform's relays nest a list (S29 reads them in this order). */
const LIST_KEYS = ['list', 'records', 'rows', 'items', 'data', 'promotions', 'tickets', 'content'] as const

/**
 * A platform list that some relays answer bare and others nest under a key (`{ list }`, `{ records }`, …):
 * "upstream list payloads nest differently per relay" (S29, the go444 rewards aggregator). Items are parsed one by one.
 */
export function wrappedList<T extends z.ZodType>(item: T, list: string) {
  const items = lenientList(item, list)
  return z.union([
    items,
    z
      .record(z.string(), z.unknown())
      .transform((value, ctx) => {
        const key = LIST_KEYS.find((k) => Array.isArray(value[k]))
        if (key) return value[key] as unknown[]
        ctx.addIssue({ code: 'custom', message: `none of the list keys (${LIST_KEYS.join(', ')})` })
        return z.NEVER
      })
      .pipe(items),
    z.null().transform(() => [] as z.output<T>[]),
  ])
}
