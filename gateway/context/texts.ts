import type { Texts } from '../../schemas/layout.ts'
import type { Text } from '../../schemas/text.ts'

export type Translate = (text: Text) => string

/** Resolves layout texts for one language, falling back to English, then to the key itself. */
export function translator(texts: Readonly<Record<string, Texts>>, language: string): Translate {
  const own = texts[language] ?? {}
  const en = texts.EN ?? {}
  return (text) => (typeof text === 'string' ? text : (own[text.t] ?? en[text.t] ?? text.t))
}
