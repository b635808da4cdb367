// The contract between the gateway and the server build of the client (dist/server/entry-server.js), which the
// gateway loads at run time: neither imports the other's sources. Plain types: the boot data is read by the page
// without a validator, as it comes from the same answer as the page itself.
import type { Language } from './constants.ts'
import type { ScreenResponse } from './screen.ts'

export type Theme = 'dark' | 'light'

/** The id of the `<script type="application/json">` that carries the first screen into the page. */
export const BOOT_ELEMENT_ID = 'boot-data'

/** The inert template of a server-drawn page that holds the app's scripts until its first screen is on screen. */
export const APP_SCRIPTS_ID = 'app-scripts'

/** Cookies the page mirrors its stored choices into, so that the server draws the first screen as the page will. */
export const THEME_COOKIE = 'theme'
export const LANGUAGE_COOKIE = 'lang'

/** What the page hydrates from: the server drew exactly this. */
export type BootData = {
  /** The address the screen was asked for (path and query), as the page's router reads it. */
  path: string
  lang: Language
  theme: Theme
  screen: ScreenResponse
  /** The gateway's texts in `lang` (English filling the gaps), as GET /api/i18n/:lang answers them. */
  texts: Record<string, string>
  /** The share of page loads that report players' timings (RUM_SAMPLE_RATE; 0 while the gateway has no metrics). */
  rumSampleRate?: number
}

export type RenderInput = BootData & { userAgent: string }

export type RenderOutput = {
  /** The markup of #root. */
  markup: string
  /** Manifest keys (paths under client/) of the modules the first screen draws with: their stylesheets are the page's. */
  modules: string[]
  /** Those of them the page runs at once (the others are islands, loaded when needed): their scripts are preloaded. */
  scripts: string[]
  /** The image most likely to be the largest paint, drawn eagerly. */
  lcpImage?: string | undefined
}

/** The export of the server build the gateway calls. */
export type RenderPage = (input: RenderInput) => Promise<RenderOutput>

/**
 * The server build's exports. `variantOf`: what of a User-Agent changes the drawing (a visitor page is kept per
 * variant). `earlyScript`: the inline script written right after the drawn markup (it holds the player's taps and
 * typing until hydration, and starts the scripts of the {@link APP_SCRIPTS_ID} template once the first screen is on
 * screen; allowed by its hash).
 */
export type ServerEntry = { render: RenderPage; variantOf: (userAgent: string) => string; earlyScript: string }
