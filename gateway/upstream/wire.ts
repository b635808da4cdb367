/** What every query shape may read besides its own parameters: the merchant and the wire language. */
export type Wire = { merchant: string; language: string }

export type Query = Record<string, string | number | boolean | undefined>

/**
 * The platform's language code for a page language: Chinese is `ZH` on the wire. Game names have no Urdu
 * (seeds 001 §7: "Language UR is changed to EN"), so endpoints that list or launch games ask for English.
 */
export function wireLanguage(language: string | undefined, gameNames = false): string {
  if (language === 'CN') return 'ZH'
  if (gameNames && language === 'UR') return 'EN'
  return language ?? 'EN'
}

/** The characters x-www-form-urlencoded leaves as they are. */
const FORM_SAFE = /^[\w.*-]*$/

/** One name or value as URLSearchParams writes it (x-www-form-urlencoded: UTF-8 percent codes, a space as `+`). */
function formEncode(text: string): string {
  if (FORM_SAFE.test(text)) return text
  try {
    // encodeURIComponent leaves five characters that the form encoding escapes, and writes a space as %20.
    return encodeURIComponent(text)
      .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+')
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD.
    return new URLSearchParams([['', text]]).toString().slice(1)
  }
}

/**
 * A query's text, exactly as `new URLSearchParams(query).toString()` writes it, without building one: every platform
 * call writes one, and the common case (names and values of letters and digits) is returned as it is.
 */
export function formQuery(query: Readonly<Record<string, string>>): string {
  let text = ''
  for (const name in query) text += `${text === '' ? '' : '&'}${formEncode(name)}=${formEncode(query[name] ?? '')}`
  return text
}
