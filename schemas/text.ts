import { z } from 'zod'
import { LANGUAGES } from './constants.ts'

/** A text in a layout: a literal, or `{ t: key }` resolved by the gateway for the request's language (EN fallback). */
export const TextSchema = z
  .union([z.string(), z.object({ t: z.string().min(1).describe('Key in layouts/i18n/<lang>.json') }).strict()])
  .describe('A literal text, or { "t": "key" } looked up in layouts/i18n')
export type Text = z.infer<typeof TextSchema>

export const LanguageSchema = z.enum(LANGUAGES)
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts'

/** `layouts/i18n/<lang>.json`: flat key → text. */
export const TextsSchema = z.record(z.string(), z.string())
export type Texts = z.infer<typeof TextsSchema>
