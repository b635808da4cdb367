// Zod-free on purpose: constants both the gateway and the client's initial bundle need.

/** Header the client sends on every mutating call (CSRF: a custom header forces a CORS preflight). */
export const CSRF_HEADER = 'x-requested-with'
/** Header listing the block types this client can draw. */
export const CAPABILITIES_HEADER = 'x-client-blocks'

export const LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'UR'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'EN'

/** Game list sources that come in pages (the others answer in one page): see GameListRef. */
export const PAGED_GAME_SOURCES: ReadonlySet<string> = new Set(['type', 'vendor', 'favourites'])

/** The country dialling code a mobile-number field offers when the layout names none. */
export const DEFAULT_DIAL_CODE = '60'
