import type { Language } from '../../schemas/text.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../schemas/text.ts'

export function languageFrom(value: string | undefined): Language {
  const upper = value?.toUpperCase()
  return (LANGUAGES as readonly string[]).includes(upper ?? '') ? (upper as Language) : DEFAULT_LANGUAGE
}
