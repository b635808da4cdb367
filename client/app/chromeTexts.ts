// English texts of the client chrome, bundled so that the error screen and dialogs read well even when
// GET /api/i18n/:lang cannot be reached. The gateway's texts (layouts/i18n) override them per language.
export const CHROME_TEXTS_EN = {
  client_brand: 'LuckyStar',
  client_error_title: "We can't reach the platform right now",
  client_error_body: 'Please check your connection and try again in a moment.',
  client_retry: 'Try again',
  client_retry_in: 'Trying again in {{seconds}} s',
  client_retrying: 'Trying again…',
  client_loading: 'Loading…',
  client_loading_more: 'Loading more games…',
  client_ok: 'OK',
  client_cancel: 'Cancel',
  client_close: 'Close',
  client_back: 'Back',
  client_menu: 'Menu',
  client_theme: 'Dark mode',
  client_language: 'Language',
  client_ip: 'IP: {{ip}}',
  client_banners: 'Promotions',
  client_banner_of: 'Banner {{n}} of {{count}}',
  client_games: 'Games',
  client_error_generic: 'Something went wrong. Please try again.',
  in_please_wait: 'Please wait…',
  // The gateway's own texts may be what a busy site refused: these stand in.
  busy_title: 'The site is busy',
  busy_body: 'Many players are here at once. This page loads again by itself in a moment.',
  busy_retrying: 'The site is busy: trying again…',
  block_unavailable: 'This part could not be shown.',
} as const

