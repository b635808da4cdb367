import { z } from 'zod'

/** Items a lenient list left out of one answer: which list, how many, and why the first one failed. */
export type DroppedItems = { list: string; dropped: number; issue: string }

// Parsing is synchronous: the parse that is running is the one being collected for.
let collecting: DroppedItems[] | null = null

/**
 * Runs a (synchronous) parse and returns, beside its result, the items every lenient list inside it dropped.
 * Nested calls collect separately.
 */
export function collectDrops<T>(parse: () => T): { result: T; drops: DroppedItems[] } {
  const outer = collecting
  const drops: DroppedItems[] = []
  collecting = drops
  try {
    return { result: parse(), drops }
  } finally {
    collecting = outer
  }
}

function issueOf(error: z.ZodError): string {
  const first = error.issues[0]
  if (!first) return 'invalid item'
  const path = first.path.map(String).join('.')
  return path ? `${path}: ${first.message}` : first.message
}

/** Counts one item a schema of its own left out (under `list`), for the parse being collected. */
export function noteDropped(list: string, error: z.ZodError): void {
  collecting?.push({ list, dropped: 1, issue: issueOf(error) })
}

/**
 * A platform list parsed item by item: an item its schema refuses is dropped and counted (under `list`), the
 * others are kept, so one odd banner or game tile never costs the whole list. Anything but an array fails.
 */
export function lenientList<T extends z.ZodType>(item: T, list: string) {
  return z.array(z.unknown()).transform((raw) => {
    const kept: z.output<T>[] = []
    let dropped = 0
    let issue = ''
    for (const entry of raw) {
      const parsed = item.safeParse(entry)
      if (parsed.success) {
        kept.push(parsed.data)
        continue
      }
      dropped++
      if (!issue) issue = issueOf(parsed.error)
    }
    if (dropped > 0) collecting?.push({ list, dropped, issue })
    return kept
  })
}

/**
 * A part of an answer that only some readers need: when it does not parse it is left out (undefined) and
 * counted under `label`, instead of failing the whole answer.
 */
export function lenientPart<T extends z.ZodType>(schema: T, label: string) {
  return z
    .unknown()
    .transform((raw): z.output<T> | undefined => {
      if (raw === null) return undefined
      const parsed = schema.safeParse(raw)
      if (parsed.success) return parsed.data
      collecting?.push({ list: label, dropped: 1, issue: issueOf(parsed.error) })
      return undefined
    })
    .optional()
}

/** A lenient list inside an answer that may leave it out or send null: then it is empty. */
export function optionalList<T extends z.ZodType>(item: T, list: string) {
  return lenientList(item, list)
    .nullish()
    .transform((items) => items ?? [])
}

/**
 * An answer whose every field is optional must still show one of its known keys: `{"unexpected": …}` is a
 * failure of the call, not an empty answer.
 */
export function withKnownKey<S extends z.ZodObject>(schema: S) {
  const keys = Object.keys(schema.shape)
  return z
    .record(z.string(), z.unknown())
    .refine((value) => keys.some((key) => key in value), { message: `none of the known keys (${keys.join(', ')})` })
    .pipe(schema)
}
