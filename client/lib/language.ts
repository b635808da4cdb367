import type { i18n as I18n } from 'i18next'
import type { Language } from '../../schemas/constants.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../schemas/constants.ts'
import { LANGUAGE_COOKIE } from '../../schemas/ssr.ts'
import { mirrorChoice } from './choiceCookie.ts'
import { readStored, writeStored } from './storage.ts'

// The gateway speaks EN / CN / TH / VI / UR; i18next only resolves well-formed BCP 47 codes (an
// upper-case "EN" finds no texts), so each gateway code maps to the code i18next runs with.
export const I18NEXT_CODE = { EN: 'en', CN: 'zh', TH: 'th', VI: 'vi', UR: 'ur' } as const satisfies Record<Language, string>

const STORAGE_KEY = 'language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(I18NEXT_CODE, value)
}

export function toGatewayCode(code: string | undefined): Language {
  const found = LANGUAGES.find((lang) => I18NEXT_CODE[lang] === code)
  return found ?? DEFAULT_LANGUAGE
}

export function readStoredLanguage(): Language {
  const stored = readStored(STORAGE_KEY)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

/** Remembers the language and switches the UI to it; the screen refetches through its SWR key. */
export function changeLanguage(i18n: I18n, lang: Language): Promise<unknown> {
  writeStored(STORAGE_KEY, lang)
  mirrorChoice(LANGUAGE_COOKIE, lang)
  return i18n.changeLanguage(I18NEXT_CODE[lang])
}

/** The language the UI is in, as the gateway spells it. */
export function currentLanguage(i18n: I18n): Language {
  return toGatewayCode(i18n.language)
}
