import type { ScreenResponse } from '../../schemas/screen.ts'

type Boot = { path: string; lang: string; screen: ScreenResponse }

let boot: Boot | null = null

/** The first screen, as the server drew it into the page: its first load asks the gateway nothing. */
export function setBootScreen(value: Boot | null): void {
  boot = value
}

/** The server's screen for this key, until the first load has taken it. */
export function bootScreenFor(path: string, lang: string): ScreenResponse | undefined {
  return boot !== null && boot.path === path && boot.lang === lang ? boot.screen : undefined
}

/** Hands the server's screen to the first load, once: later loads (a refresh, a login) ask the gateway. */
export function takeBootScreen(path: string, lang: string): ScreenResponse | undefined {
  const screen = bootScreenFor(path, lang)
  if (screen !== undefined) boot = null
  return screen
}
