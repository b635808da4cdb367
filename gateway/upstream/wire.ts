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
