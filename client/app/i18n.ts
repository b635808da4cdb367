import { createInstance, type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../../schemas/text.ts'
import { DEFAULT_LANGUAGE, I18NEXT_CODE, readStoredLanguage, toGatewayCode } from '../lib/language.ts'
import { CHROME_TEXTS_EN } from './chromeTexts.ts'

function applyDocumentLanguage(code: string): void {
  const lang = toGatewayCode(code)
  document.documentElement.lang = I18NEXT_CODE[lang]
  document.documentElement.dir = lang === 'UR' ? 'rtl' : 'ltr'
}

function isFlatTexts(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  )
}

/** GET /api/i18n/:lang answers a flat `{ key: text }`; that is all this backend reads. */
const gatewayBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    const lang = toGatewayCode(language)
    fetch(`/api/i18n/${lang}`, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (res) => {
        const body: unknown = res.ok ? await res.json() : undefined
        if (!isFlatTexts(body)) throw new Error(`i18n ${lang}: ${res.status}`)
        callback(null, body)
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false))
  },
}

export type CreateI18nOptions = {
  language?: Language
  /** Gateway texts to use instead of fetching them (tests). */
  texts?: Record<string, string>
}

/**
 * An i18next instance for the client chrome: bundled English defaults (namespace `chrome`) under the
 * gateway's texts (namespace `translation`), flat keys, English fallback, `<html lang dir>` kept in step.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = createInstance()
  const lang = options.language ?? readStoredLanguage()
  const fetchTexts = options.texts === undefined
  if (fetchTexts) instance.use(gatewayBackend)
  instance.use(initReactI18next)
  instance.on('languageChanged', applyDocumentLanguage)
  const english = I18NEXT_CODE[DEFAULT_LANGUAGE]
  void instance.init({
    lng: I18NEXT_CODE[lang],
    fallbackLng: english,
    supportedLngs: Object.values(I18NEXT_CODE),
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: 'chrome',
    resources: {
      [english]: { chrome: CHROME_TEXTS_EN, ...(options.texts ? { translation: options.texts } : {}) },
    },
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: fetchTexts,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  })
  applyDocumentLanguage(I18NEXT_CODE[lang])
  return instance
}
