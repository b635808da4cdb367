// Zod-free on purpose: the client's form checks (schemas/formRules.ts) read the platform's patterns with this
// very code, and the client does not load Zod.

/** `acceptedPattern` value that accepts anything. */
const ANY_PATTERN = '*'

/**
 * The regular-expression source that matches a whole value against the platform's `acceptedPattern`: the
 * pattern's own outer `^`/`$` are dropped and the rest is anchored, after an optional `prefix` (e.g. `0?`).
 * Anchors are added whether or not the platform wrote them, so `[a-z]{6,16}` rejects `!!abcdefg`.
 */
export function acceptedPatternSource(pattern: string, prefix = ''): string {
  const inner = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '')
  return `^${prefix}(?:${inner})$`
}

const cache = new Map<string, RegExp | null>()

/** The compiled whole-value check of an `acceptedPattern`; null for `*` or a pattern JavaScript cannot compile. */
export function acceptedPatternRegExp(pattern: string): RegExp | null {
  if (pattern === ANY_PATTERN || pattern === '') return null
  let re = cache.get(pattern)
  if (re === undefined) {
    try {
      re = new RegExp(acceptedPatternSource(pattern))
    } catch {
      // A pattern the platform sends but JavaScript cannot compile: the other bounds still apply.
      re = null
    }
    cache.set(pattern, re)
  }
  return re
}
