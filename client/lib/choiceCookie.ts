import type { LANGUAGE_COOKIE, THEME_COOKIE } from '../../schemas/ssr.ts'

const ONE_YEAR_S = 31_536_000

/**
 * Mirrors a choice kept in local storage (theme, language) into a cookie, so that the server draws the next first
 * screen the way this page will hydrate it. Not a secret, not a session: readable by scripts on purpose.
 */
export function mirrorChoice(name: typeof THEME_COOKIE | typeof LANGUAGE_COOKIE, value: string): void {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
  } catch {
    // A page without cookies: the server draws the defaults and the page draws its own choice instead.
  }
}
