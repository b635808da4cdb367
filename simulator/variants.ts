import type { SimState } from './state.ts'

type Catalogue = Readonly<Record<string, Readonly<Record<string, string>>>>

const STATUS = { whitelabelArray: 'info.whitelabel as a list of top nodes instead of one root node' }
const GAME_NAMES = { nullGameName: 'every third game with gameName null and its name in nodeName only (S20 reads gameName || nodeName)' }
const NO_TOKEN = { noToken: '{ customerId } without a token, even when the payload says login: true (S14)' }
const LOTTERY_LABELS = { seedLabels: "every group with the seeds' labelName and tag (no source shows them; S11 reads gameMenus only)" }
const CHANGE = { nullValue: '{ success: true, value: null }', trueValue: '{ success: true, value: true }' }

/**
 * Every answer variant the public evidence shows, per platform path: `POST /__sim/variants` switches one path to
 * one of them; the default answer is the shape the strongest source shows.
 */
export const VARIANTS: Catalogue = {
  '/wps/system/status': STATUS,
  '/wps/v2/system/status': STATUS,
  '/wps/system/whitelabel': { whitelabelArray: 'a list of top nodes instead of one root node' },
  '/wps/session/key/rsa': { quoted: 'the modulus as a JSON string literal, quotes included (S14 strips them)' },
  '/wps/session/login': { tokenAndId: '{ token, id } only (S13 reads nothing else)' },
  '/wps/member/info': {
    typeString: 'type as a numeric string such as "0" (S11 reads 1 * value.type)',
    noIdNoType: 'only the fields S5 verified: no id, no type',
  },
  '/wps/v2/wallets/balance': { balanceObject: 'balance as one object instead of a list (S6, S8)' },
  '/wps/captcha': { dataUrl: 'a data:image/png;base64, URL (S1, some builds)', wrapped: '{ img: <base64> } (S1, some builds)' },
  '/wps/game/launchGame': { gameUrl: '{ gameUrl } for every launch (S13)', url: '{ url } for every launch (S1 fallback)' },
  '/wps/relay/MCSFE_getListAnnouncements': {
    nullGroupName: 'two more banners whose groupName is null (S24 filters them out)',
    numericNodeId: 'game banners with a numeric nodeId (S12)',
    nullContent: 'notices whose content is null, with a title',
  },
  '/wps/relay/EMFE_getInboxUnreadCount': { countObject: '{ count } instead of the bare number (S6 reads count, unread or total)' },
  '/wps/relay/GCSGAME_gameList': GAME_NAMES,
  '/wps/relay/GCSGAME_hotGamesV2': GAME_NAMES,
  '/wps/relay/GCSGAME_getVassGameType': { emptyLists: 'every vendor entry list empty, { RNG: { JL: [], PG: [] } } (S1)' },
  '/wps/system/setting/register': { bareRules: 'rules with only the keys S7 and S11 show: no required' },
  '/wps/member/register': NO_TOKEN,
  '/wps/member/register/mobile': { ...NO_TOKEN, s4Mobile: "the number read from mobile, as S4 sends it, not from the seeds' mobileNum" },
  '/wps/check/username': {
    nullValue: 'a free name answers { success: true, value: null }',
    bareFailure: 'a taken name answers { success: false } without errorCode (S14 reads success alone)',
  },
  '/wps/relay/MCSFE_getAvailablePromotions': { wrapped: 'the list nested as { list: [...] } (S29: relays nest lists differently)' },
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': { wrapped: 'the list nested as { list: [...] } (S29)' },
  '/wps/relay/PROMOFE_getClaimTicketList': {
    wrapped: 'the list nested as { list: [...] } (S29)',
    seedFields: "the seeds' ticketName, bonusAmount, expiredTime and claimTime besides S28's keys (S27's back office names the first two)",
  },
  '/wps/member/info/funds/consolidated': {
    seedKeys: 'the dividend requests under divtypecompperiodreq, as the seeds name them (S11 and S26 read divtypereq)',
    emptyObjects: 'no request answered as {} instead of null (S26 reads both as none)',
  },
  '/lgw/vn/games/game_menu': LOTTERY_LABELS,
  '/lgw/games/game_menus': LOTTERY_LABELS,
  '/wps/relay/MCSFE_addFavoriteGameV2': CHANGE,
  '/wps/relay/MCSFE_removeFavoriteGameV2': CHANGE,
  '/wps/relay/MCSFE_getReferralDetails': { promotionDomains: "promotionDomains lists a promotion domain (S5 shows the merchant's own domains there)" },
}

/** The variant a path is switched to, if any. */
export function variantOf(state: SimState, path: string): string | undefined {
  return state.variants.get(path)
}

export function isKnownVariant(endpoint: string, variant: string): boolean {
  return Object.hasOwn(VARIANTS, endpoint) && Object.hasOwn(VARIANTS[endpoint] ?? {}, variant)
}
