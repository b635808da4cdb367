import { createInstance, type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../../schemas/text.ts'
import { requestGateway, schemaParser } from '../api/request.ts'
import { I18NEXT_CODE, readStoredLanguage, toGatewayCode } from '../lib/language.ts'
import { CHROME_TEXTS_EN } from './chromeTexts.ts'

function applyDocumentLanguage(code: string): void {
  // The server sets <html lang dir> in the page it sends.
  if (typeof document === 'undefined') return
  const lang = toGatewayCode(code)
  document.documentElement.lang = I18NEXT_CODE[lang]
  document.documentElement.dir = lang === 'UR' ? 'rtl' : 'ltr'
}

/** GET /api/i18n/:lang answers a flat `{ key: text }`, already filled with English where the language lacks a text. */
const gatewayBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    const lang = toGatewayCode(language)
    const parser = schemaParser(import('../../schemas/text.ts').then((m) => m.TextsSchema))
    requestGateway(`/api/i18n/${lang}`, {}, parser, 'INVALID_TEXTS').then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

export type CreateI18nOptions = {
  language?: Language
  /** Gateway texts to use instead of fetching them, in every language (tests, the server's render). */
  texts?: Record<string, string>
  /** The gateway's texts for `language` that came with the page: none fetched for it, other languages still are. */
  bootTexts?: Record<string, string>
}

/**
 * An i18next instance for the client chrome: bundled English defaults (namespace `chrome`) under the
 * gateway's texts (namespace `translation`), flat keys, `<html lang dir>` kept in step.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = createInstance()
  const lang = options.language ?? readStoredLanguage()
  const fetchTexts = options.texts === undefined
  if (fetchTexts) instance.use(gatewayBackend)
  instance.use(initReactI18next)
  instance.on('languageChanged', applyDocumentLanguage)
  // The gateway's answer for a language already carries English where it lacks a text: no second fetch for a
  // fallback language. The bundled chrome texts stand in, in every language, when the gateway cannot answer.
  const bundled = Object.fromEntries(
    Object.values(I18NEXT_CODE).map((code) => {
      const translation = options.texts ?? (code === I18NEXT_CODE[lang] ? options.bootTexts : undefined)
      return [code, { chrome: CHROME_TEXTS_EN, ...(translation ? { translation } : {}) }]
    }),
  )
  void instance.init({
    lng: I18NEXT_CODE[lang],
    fallbackLng: false,
    supportedLngs: Object.values(I18NEXT_CODE),
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: 'chrome',
    resources: bundled,
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    // Texts at hand: ready in this very call, so a hydrating page draws with them at once.
    initAsync: fetchTexts && options.bootTexts === undefined,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  })
  applyDocumentLanguage(I18NEXT_CODE[lang])
  return instance
}
