// Zod-free on purpose: the client checks form fields with the very rules the gateway re-checks before it
// calls the platform, so both sides must run the same code.

import { acceptedPatternRegExp } from './upstream/acceptedPattern.ts'

/** How one form field is checked. `message` is already translated for the viewer. */
export type FieldRule = {
  required: boolean
  /** Regular expression source the whole value must match (the platform's `acceptedPattern`). */
  pattern?: string | undefined
  minLength?: number | undefined
  maxLength?: number | undefined
  numeric?: boolean | undefined
  email?: boolean | undefined
  /** Shown when the value breaks the rule. */
  message: string
  /** Shown when a required value is empty (defaults to `message`). */
  requiredMessage?: string | undefined
}

/** A field whose value must equal another one (confirm password), or must differ from it (new vs old). */
export type FieldRelation = { field: string; message: string }

export type RuledField = {
  name: string
  rule: FieldRule
  matches?: FieldRelation | undefined
  differsFrom?: FieldRelation | undefined
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const NUMERIC = /^[0-9]+$/
/** The rule's message when `value` breaks it, otherwise null. An empty optional value always passes. */
function checkRule(rule: FieldRule, value: string): string | null {
  if (value === '') return rule.required ? (rule.requiredMessage ?? rule.message) : null
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return rule.message
  if (rule.minLength !== undefined && value.length < rule.minLength) return rule.message
  if (rule.numeric && !NUMERIC.test(value)) return rule.message
  // E-mail addresses stay under 255 characters (seeds 000 §5).
  if (rule.email && (value.length >= 255 || !EMAIL.test(value))) return rule.message
  if (rule.pattern) {
    const re = acceptedPatternRegExp(rule.pattern)
    if (re && !re.test(value)) return rule.message
  }
  return null
}

/** The first field of `fields` (in order) whose value fails, with its message; null when all pass. */
export function firstInvalidField(
  fields: readonly RuledField[],
  values: Readonly<Record<string, string | undefined>>,
): { field: string; message: string } | null {
  for (const field of fields) {
    const message = fieldError(field, values)
    if (message !== null) return { field: field.name, message }
  }
  return null
}

/** The message of one field, looking at the fields it relates to. */
export function fieldError(field: RuledField, values: Readonly<Record<string, string | undefined>>): string | null {
  const value = values[field.name] ?? ''
  const broken = checkRule(field.rule, value)
  if (broken !== null) return broken
  if (field.matches && value !== (values[field.matches.field] ?? '')) return field.matches.message
  if (field.differsFrom && value !== '' && value === (values[field.differsFrom.field] ?? '')) return field.differsFrom.message
  return null
}

/** Mobile numbers travel without one leading 0 (seeds 000 §5). */
export function stripLeadingZero(mobile: string): string {
  return mobile.startsWith('0') ? mobile.slice(1) : mobile
}
