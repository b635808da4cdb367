// What each platform call of the home, game-centre, login and register screens feeds: the source it is
// reported as in `degraded`, and the parts of each screen allowed to change when it fails ('shell' and
// 'popups' stand for the shell and the popups; other names are block ids). Everything else must stay as it
// was with a healthy platform. 'screenNotice' is the notice a screen answers when every block it would show was lost.

export type Viewer = 'visitor' | 'member'
export const SCREENS = { home: '/m/home', 'game-center': '/m/gameCenter', login: '/m/login', register: '/m/register' } as const
export type ScreenId = keyof typeof SCREENS

/** `sources`: what a viewer's screen reports instead, when one path feeds two sources (the public and the member announcements). */
type Feed = { source: string; sources?: Partial<Record<Viewer, readonly string[]>>; affects: Partial<Record<ScreenId, readonly string[]>> }

export const FEEDS: Readonly<Record<string, Feed>> = {
  '/wps/relay/MCSFE_getListAnnouncements': {
    source: 'announcements',
    sources: { member: ['announcements', 'memberAnnouncements'] },
    affects: { home: ['ticker', 'banners', 'popups'] },
  },
  '/wps/relay/EMFE_getInboxUnreadCount': {
    source: 'inboxUnread',
    affects: { home: ['shell'], 'game-center': ['shell'], login: ['shell'], register: ['shell'] },
  },
  '/wps/relay/CBS_modelList': { source: 'liveModels', affects: { home: ['banners'] } },
  '/wps/relay/GCSGAME_getVassGameType': { source: 'vendors', affects: { home: ['banners', 'games'], 'game-center': ['entrance', 'screenNotice'] } },
  '/wps/relay/GCSGAME_hotGamesV2': { source: 'hotGames', affects: { home: ['games'], 'game-center': ['entrance'] } },
  '/wps/system/setting/register': { source: 'registerSettings', affects: { register: ['registerForm', 'screenNotice'], login: ['popups'] } },
  // The contract check needs the member's info loaded (seeds 001 §4): without it the contract pop-up goes too.
  '/wps/member/info': { source: 'memberInfo', affects: { home: ['shell', 'popups'], 'game-center': ['shell'], login: ['shell'], register: ['shell'] } },
  '/wps/v2/wallets/balance': { source: 'wallet', affects: { home: ['shell'], 'game-center': ['shell'], login: ['shell'], register: ['shell'] } },
  '/wps/relay/PROMOFE_countUnclaimedRewards': { source: 'unclaimedRewards', affects: { home: ['quickNav', 'shell'] } },
  '/wps/relay/MCSFE_getFavoriteGamesList': { source: 'favourites', affects: { home: ['favourites'] } },
  '/wps/relay/MCSFE_getFavoriteGames': { source: 'favouriteIds', affects: { home: ['favourites', 'recent', 'games'], 'game-center': ['entrance'] } },
  '/wps/relay/GCS_recentGame': { source: 'recentGames', affects: { home: ['recent'] } },
  // The app download promotion's gift on the download bar and in the download pop-up.
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': { source: 'merchantPromotions', affects: { home: ['downloadBar', 'popups'] } },
  // The contract check (member0 is type 0: it runs; the matrix gives it a pending request, shown in a pop-up).
  '/wps/member/info/funds/consolidated': { source: 'consolidated', affects: { home: ['popups'] } },
  // The login page's scrolling category menu: the VN lottery menu (without it, the menu says it cannot be shown), then
  // the TCG groups (without them, the VN tabs alone).
  '/lgw/vn/games/game_menu': { source: 'lotteryMenu', affects: { login: ['categoryMenu', 'categoryMenuUnavailable'] } },
  '/lgw/games/game_menus': { source: 'lotteryGroups', affects: { login: ['categoryMenu'] } },
}

/**
 * Sources that can only start once the platform's status and the member are known (the contract check needs the
 * agent policy flag and the member type): a status that takes the whole deadline leaves them none, so they may be
 * degraded too, changing only these parts.
 */
export const AFTER_STATUS: Readonly<Record<string, readonly string[]>> = { consolidated: ['popups'] }

export const STATUS = '/wps/system/status'

const ANN = '/wps/relay/MCSFE_getListAnnouncements'
const LIVE = '/wps/relay/CBS_modelList'
const VENDORS = '/wps/relay/GCSGAME_getVassGameType'
const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const SETTINGS = '/wps/system/setting/register'
const MEMBER = ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/relay/EMFE_getInboxUnreadCount']
const APP_PROMOTION = '/wps/relay/MCSFE_getMerchantAvailablePromotions'
const LOTTERY_MENUS = ['/lgw/vn/games/game_menu', '/lgw/games/game_menus']

/** The platform calls (besides the status) each screen makes for each viewer, caches off. */
export const CALLS: Readonly<Record<Viewer, Readonly<Record<ScreenId, readonly string[]>>>> = {
  visitor: { home: [ANN, LIVE, VENDORS, HOT, APP_PROMOTION], 'game-center': [VENDORS, HOT], login: [SETTINGS, ...LOTTERY_MENUS], register: [SETTINGS] },
  member: {
    home: [
      ANN,
      LIVE,
      VENDORS,
      HOT,
      APP_PROMOTION,
      '/wps/member/info/funds/consolidated',
      '/wps/relay/PROMOFE_countUnclaimedRewards',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/relay/GCS_recentGame',
      ...MEMBER,
    ],
    'game-center': [VENDORS, HOT, '/wps/relay/MCSFE_getFavoriteGames', ...MEMBER],
    login: [SETTINGS, ...LOTTERY_MENUS, ...MEMBER],
    register: [SETTINGS, ...MEMBER],
  },
}

/** Calls started before the viewer is known, for a part this viewer is not shown: their failure changes nothing. */
export const UNSEEN: Readonly<Partial<Record<Viewer, Partial<Record<ScreenId, readonly string[]>>>>> = {
  member: { login: [SETTINGS] },
}

/** Every fault the simulator makes, with what it needs; the slow ones are set past the timeouts. */
export const FAULTS = [
  { kind: 'hang' },
  { kind: 'latency', ms: 2000 },
  { kind: 'slowBody', ms: 100 },
  { kind: 'error' },
  { kind: 'malformed' },
  { kind: 'reset' },
  { kind: 'resetMidBody' },
  { kind: 'huge' },
  { kind: 'schemaInvalid' },
  { kind: 'wrongType' },
  { kind: 'htmlError' },
] as const
