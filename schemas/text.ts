import { z } from 'zod'

/** A text in a layout: a literal, or `{ t: key }` resolved by the gateway for the request's language (EN fallback). */
export const TextSchema = z
  .union([z.string(), z.object({ t: z.string().min(1).describe('Key in layouts/i18n/<lang>.json') }).strict()])
  .describe('A literal text, or { "t": "key" } looked up in layouts/i18n')
export type Text = z.infer<typeof TextSchema>

export const LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'UR'] as const
export const LanguageSchema = z.enum(LANGUAGES)
export type Language = z.infer<typeof LanguageSchema>
export const DEFAULT_LANGUAGE: Language = 'EN'
