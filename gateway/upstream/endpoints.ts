import { z } from 'zod'
import {
  AnnouncementListSchema,
  FavoriteChangeSchema,
  FavoriteGameIdsSchema,
  FavoriteGamesPageSchema,
  GameLaunchSchema,
  LotteryLaunchSchema,
  RecentGamesSchema,
  VnLotteryMenuSchema,
  LotteryGroupMenusSchema,
  GameListSchema,
  HotGamesSchema,
  LiveModelListSchema,
  LoginResultSchema,
  MemberInfoSchema,
  SystemStatusSchema,
  UnclaimedRewardsSchema,
  VendorGameTypesSchema,
  WalletBalanceSchema,
  WhiteLabelTreeSchema,
} from '../../schemas/upstream/index.ts'
import { identityEndpoints } from './identityEndpoints.ts'

export type Endpoint<S extends z.ZodType = z.ZodType> = {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  moduleId: string
  /** Whether the call carries the member's token; member answers are never shared between members. */
  token: 'none' | 'required'
  encrypted: boolean
  /** `wps`: `{ success, value }`; `text`: plain text (the RSA key); `raw`: bare JSON (the `/lgw` lottery engine). */
  envelope: 'wps' | 'text' | 'raw'
  response: S
  timeout: 'default' | 'announcements'
  /** `public`: shared per merchant and language, stale-while-revalidate. */
  cache: 'public' | 'key' | 'none'
  /** Byte cap of the answer; more is a failure of the call (default `UPSTREAM_MAX_BYTES`). */
  maxBytes?: number
  /** `false`: a GET that changes something on the platform, never tried twice. */
  retry?: boolean
  /** The site stands on this answer: its last good copy is kept and served when the platform fails. */
  keep?: boolean
}

function endpoint<S extends z.ZodType>(e: Endpoint<S>): Endpoint<S> {
  return e
}

const get = { method: 'GET', encrypted: false, envelope: 'wps', timeout: 'default' } as const

/** The launch answer: casino games give `content.game_url`, the lottery lobby `gameUrl`. */
export const LaunchResultSchema = z.union([GameLaunchSchema, LotteryLaunchSchema])
export type LaunchResult = z.infer<typeof LaunchResultSchema>

/** Every platform endpoint the gateway calls, declared once. */
export const endpoints = {
  systemStatus: endpoint({ ...get, name: 'systemStatus', path: '/wps/system/status', moduleId: 'COMM3', token: 'none', response: SystemStatusSchema, cache: 'public', keep: true }),
  whiteLabel: endpoint({ ...get, name: 'whiteLabel', path: '/wps/system/whitelabel', moduleId: 'COMM3', token: 'none', response: WhiteLabelTreeSchema, cache: 'public', keep: true }),
  rsaKey: endpoint({
    ...get,
    name: 'rsaKey',
    path: '/wps/session/key/rsa',
    moduleId: 'COMM3',
    token: 'none',
    envelope: 'text',
    response: z.string().regex(/^[0-9a-fA-F]{200,}$/, 'RSA modulus in hex'),
    cache: 'key',
  }),
  login: endpoint({
    name: 'login',
    method: 'POST',
    path: '/wps/session/login',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: true,
    envelope: 'wps',
    response: LoginResultSchema,
    timeout: 'default',
    cache: 'none',
  }),
  logout: endpoint({
    name: 'logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    envelope: 'wps',
    response: z.unknown(),
    timeout: 'default',
    cache: 'none',
  }),
  memberInfo: endpoint({ ...get, name: 'memberInfo', path: '/wps/member/info', moduleId: 'COMM3', token: 'required', response: MemberInfoSchema, cache: 'none' }),
  walletBalance: endpoint({ ...get, name: 'walletBalance', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', token: 'required', response: WalletBalanceSchema, cache: 'none' }),
  unclaimedRewards: endpoint({
    ...get,
    name: 'unclaimedRewards',
    path: '/wps/relay/PROMOFE_countUnclaimedRewards',
    moduleId: 'REWCEN3',
    token: 'required',
    response: UnclaimedRewardsSchema,
    cache: 'none',
  }),
  announcements: endpoint({
    ...get,
    name: 'announcements',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    token: 'none',
    response: AnnouncementListSchema,
    timeout: 'announcements',
    cache: 'public',
  }),
  liveModels: endpoint({ ...get, name: 'liveModels', path: '/wps/relay/CBS_modelList', moduleId: 'CBS3', token: 'none', response: LiveModelListSchema, cache: 'public' }),
  vendorGameTypes: endpoint({
    ...get,
    name: 'vendorGameTypes',
    path: '/wps/relay/GCSGAME_getVassGameType',
    moduleId: 'COMM3',
    token: 'none',
    response: VendorGameTypesSchema,
    cache: 'public',
  }),
  hotGames: endpoint({ ...get, name: 'hotGames', path: '/wps/relay/GCSGAME_hotGamesV2', moduleId: 'GAMELOHOT3', token: 'none', response: HotGamesSchema, cache: 'public' }),
  // A catalogue page may hold thousands of games.
  gameList: endpoint({ ...get, name: 'gameList', path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', token: 'none', response: GameListSchema, cache: 'public', maxBytes: 16 * 1024 * 1024 }),
  ...gameEndpoints(),
  ...identityEndpoints,
}

/** Favourites, recent games, launch and the lottery engine (seeds 001 §7). */
function gameEndpoints() {
  const member = { ...get, token: 'required', cache: 'none' } as const
  return {
    favouriteIds: endpoint({ ...member, name: 'favouriteIds', path: '/wps/relay/MCSFE_getFavoriteGames', moduleId: 'GAMELOFAV3', response: FavoriteGameIdsSchema }),
    favouriteList: endpoint({ ...member, name: 'favouriteList', path: '/wps/relay/MCSFE_getFavoriteGamesList', moduleId: 'GAMELOFAV3', response: FavoriteGamesPageSchema }),
    addFavourite: endpoint({ ...member, method: 'POST', name: 'addFavourite', path: '/wps/relay/MCSFE_addFavoriteGameV2', moduleId: 'GAMELOFAV3', response: FavoriteChangeSchema }),
    removeFavourite: endpoint({
      ...member,
      method: 'DELETE',
      name: 'removeFavourite',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
      moduleId: 'GAMELOFAV3',
      response: FavoriteChangeSchema,
    }),
    addRecentGame: endpoint({ ...member, name: 'addRecentGame', path: '/wps/relay/MCS2_addRecentGame', moduleId: 'GAMELOREC3', response: z.unknown() }),
    recentGames: endpoint({ ...member, name: 'recentGames', path: '/wps/relay/GCS_recentGame', moduleId: 'GAMELOREC3', response: RecentGamesSchema }),
    // A launch opens a round and hands out a one-time ticket: never sent twice.
    launchGame: endpoint({ ...member, name: 'launchGame', path: '/wps/game/launchGame', moduleId: 'GAMELO3', response: LaunchResultSchema, retry: false }),
    lotteryMenu: endpoint({
      ...get,
      envelope: 'raw',
      name: 'lotteryMenu',
      path: '/lgw/vn/games/game_menu',
      moduleId: 'GAMELO3',
      token: 'none',
      // remainTime is relative to the answer: keep when it arrived, so a cached menu still counts down right.
      response: VnLotteryMenuSchema.transform((menu) => ({ menu, receivedAt: Date.now() })),
      cache: 'public',
    }),
    lotteryGroupMenus: endpoint({
      ...get,
      envelope: 'raw',
      name: 'lotteryGroupMenus',
      path: '/lgw/games/game_menus',
      moduleId: 'GAMELO3',
      token: 'none',
      response: LotteryGroupMenusSchema.transform((menu) => ({ menu, receivedAt: Date.now() })),
      cache: 'public',
    }),
  }
}

export type EndpointName = keyof typeof endpoints
export type EndpointValue<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>
