import { z } from 'zod'
import {
  AnnouncementListSchema,
  FavoriteChangeSchema,
  FavoriteGameIdsSchema,
  FavoriteGamesPageSchema,
  GameLaunchSchema,
  RecentGamesSchema,
  VnLotteryMenuSchema,
  LotteryGroupMenusSchema,
  GameListSchema,
  HotGamesSchema,
  LiveModelListSchema,
  LoginResultSchema,
  MemberInfoAnswerSchema,
  SystemStatusSchema,
  UnclaimedRewardsSchema,
  VendorGameTypesSchema,
  WalletBalanceSchema,
  WhiteLabelTreeSchema,
} from '../../schemas/upstream/index.ts'
import { agentEndpoints } from './agentEndpoints.ts'
import type { AlternateRoute } from './alternates.ts'
import { contentEndpoints } from './contentEndpoints.ts'
import { identityEndpoints } from './identityEndpoints.ts'
import type { LaunchParams } from './launchQuery.ts'
import { launchQuery } from './launchQuery.ts'
import { moneyEndpoints } from './moneyEndpoints.ts'
import { promoEndpoints } from './promoEndpoints.ts'
import type { Query, Wire } from './wire.ts'

export type Endpoint<S extends z.ZodType = z.ZodType, P = never> = {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  moduleId: string
  /** Whether the call carries the member's token; member answers are never shared between members. */
  token: 'none' | 'required'
  encrypted: boolean
  /** How a body is sent: JSON (the default), or form-encoded where public clients post a form (S11 `formPost`). */
  body?: 'json' | 'form'
  /** `wps`: `{ success, value }`; `text`: plain text (the RSA key); `raw`: bare JSON (the `/lgw` lottery engine). */
  envelope: 'wps' | 'text' | 'raw'
  response: S
  timeout: 'default' | 'announcements'
  /** `public`: shared per merchant and language, stale-while-revalidate. */
  cache: 'public' | 'key' | 'none'
  /** The query string as the platform's clients send it, from the caller's parameters. */
  query?: (params: P, wire: Wire) => Query
  /** The path, for calls whose path carries a parameter (S23 `/lgw/orders/detail/{id}/info`); `path` names it in logs. */
  pathOf?: (params: P) => string
  /** Lists or launches games: their names have no Urdu, so Urdu pages ask for English. */
  gameNames?: boolean
  /** Byte cap of the answer; more is a failure of the call (default `UPSTREAM_MAX_BYTES`). */
  maxBytes?: number
  /** `false`: a GET that changes something on the platform, never tried twice. */
  retry?: boolean
  /** The site stands on this answer: its last good copy is kept and served when the platform fails. */
  keep?: boolean
  /** Other routes public clients use for this call, in order (`schemas/upstream/catalogue`): tried when this merchant refuses the one before. */
  alternates?: readonly AlternateRoute[]
}

function endpoint<S extends z.ZodType, P = never>(e: Endpoint<S, P>): Endpoint<S, P> {
  return e
}

/** A page of a paged platform list; `pageNo` is 1-based. */
export type Paging = { pageNo: number; pageSize: number }

const get = { method: 'GET', encrypted: false, envelope: 'wps', timeout: 'default' } as const

/** The launch answer, normalised to `{ url }` whichever of the seen shapes it came in. */
const LaunchResultSchema = GameLaunchSchema
export type LaunchResult = z.infer<typeof LaunchResultSchema>

/** Every platform endpoint the gateway calls, declared once. */
export const endpoints = {
  systemStatus: endpoint({
    ...get,
    name: 'systemStatus',
    path: '/wps/system/status',
    moduleId: 'COMM3',
    token: 'none',
    response: SystemStatusSchema,
    cache: 'public',
    keep: true,
  }),
  whiteLabel: endpoint({
    ...get,
    name: 'whiteLabel',
    path: '/wps/system/whitelabel',
    moduleId: 'COMM3',
    token: 'none',
    response: WhiteLabelTreeSchema,
    cache: 'public',
    keep: true,
  }),
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
  memberInfo: endpoint({
    ...get,
    name: 'memberInfo',
    path: '/wps/member/info',
    moduleId: 'COMM3',
    token: 'required',
    response: MemberInfoAnswerSchema,
    cache: 'none',
  }),
  walletBalance: endpoint({
    ...get,
    name: 'walletBalance',
    path: '/wps/v2/wallets/balance',
    moduleId: 'COMM3',
    token: 'required',
    response: WalletBalanceSchema,
    cache: 'none',
    query: (_p: Record<string, never>) => ({ typeId: 0 }),
  }),
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
    // Banners, the marquee, and the popups and promotions a visitor's popup shows (seeds 001 §7: B, PL, PU; S11 adds PR).
    query: (_p: Record<string, never>, { merchant }) => ({ types: 'B,PL,PU,PR', platform: 'M', merchantCode: merchant }),
  }),
  liveModels: endpoint({
    ...get,
    name: 'liveModels',
    path: '/wps/relay/CBS_modelList',
    moduleId: 'CBS3',
    token: 'none',
    response: LiveModelListSchema,
    cache: 'public',
    query: (_p: Record<string, never>) => ({ active: true, streaming: true }),
  }),
  vendorGameTypes: endpoint({
    ...get,
    name: 'vendorGameTypes',
    path: '/wps/relay/GCSGAME_getVassGameType',
    moduleId: 'COMM3',
    token: 'none',
    response: VendorGameTypesSchema,
    cache: 'public',
    query: (_p: Record<string, never>, { merchant }) => ({ typeId: 1, merchant_code: merchant }),
  }),
  hotGames: endpoint({
    ...get,
    name: 'hotGames',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    moduleId: 'GAMELOHOT3',
    token: 'none',
    response: HotGamesSchema,
    cache: 'public',
    gameNames: true,
    query: (_p: Record<string, never>, { merchant, language }) => ({ merchantCode: merchant, isPlatform: 1, language, platform: 'html5' }),
  }),
  gameList: endpoint({
    ...get,
    name: 'gameList',
    path: '/wps/relay/GCSGAME_gameList',
    moduleId: 'GAMELO3',
    token: 'none',
    response: GameListSchema,
    cache: 'public',
    gameNames: true,
    // A catalogue page may hold thousands of games.
    maxBytes: 16 * 1024 * 1024,
    query: (p: Paging & { gameType: string; vassalage?: string | undefined }, { merchant, language }) => ({
      merchant,
      platform: 'html5',
      clientType: 2,
      language,
      gameType: p.gameType,
      vassalage: p.vassalage,
      pageNo: p.pageNo,
      pageSize: p.pageSize,
    }),
  }),
  ...gameEndpoints(),
  ...lotteryEndpoints(),
  ...identityEndpoints,
  ...moneyEndpoints,
  ...contentEndpoints,
  ...promoEndpoints,
  ...agentEndpoints,
}

/** Favourites, recent games and launch (seeds 001 §7). */
function gameEndpoints() {
  const member = { ...get, token: 'required', cache: 'none' } as const
  return {
    favouriteIds: endpoint({
      ...member,
      name: 'favouriteIds',
      path: '/wps/relay/MCSFE_getFavoriteGames',
      moduleId: 'GAMELOFAV3',
      response: FavoriteGameIdsSchema,
    }),
    favouriteList: endpoint({
      ...member,
      name: 'favouriteList',
      path: '/wps/relay/MCSFE_getFavoriteGamesList',
      moduleId: 'GAMELOFAV3',
      response: FavoriteGamesPageSchema,
      gameNames: true,
      query: (p: Paging, { language }) => ({ pageNo: p.pageNo, pageSize: p.pageSize, language }),
    }),
    addFavourite: endpoint({
      ...member,
      method: 'POST',
      name: 'addFavourite',
      path: '/wps/relay/MCSFE_addFavoriteGameV2',
      moduleId: 'GAMELOFAV3',
      response: FavoriteChangeSchema,
    }),
    removeFavourite: endpoint({
      ...member,
      method: 'DELETE',
      name: 'removeFavourite',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
      moduleId: 'GAMELOFAV3',
      response: FavoriteChangeSchema,
    }),
    addRecentGame: endpoint({
      ...member,
      name: 'addRecentGame',
      path: '/wps/relay/MCS2_addRecentGame',
      moduleId: 'GAMELOREC3',
      response: z.unknown(),
      // A GET that records the game: never sent twice.
      retry: false,
      query: (p: { nodeId: string; vendor: string; gameType: string }) => ({ nodeId: p.nodeId, vendor: p.vendor, gameType: p.gameType }),
    }),
    recentGames: endpoint({ ...member, name: 'recentGames', path: '/wps/relay/GCS_recentGame', moduleId: 'GAMELOREC3', response: RecentGamesSchema }),
    launchGame: endpoint({
      ...member,
      name: 'launchGame',
      path: '/wps/game/launchGame',
      moduleId: 'GAMELO3',
      response: LaunchResultSchema,
      gameNames: true,
      // A launch opens a round and hands out a one-time ticket: never sent twice.
      retry: false,
      query: (p: LaunchParams, { language }) => launchQuery(p, language),
    }),
  }
}

/** The lottery engine's menus (public: the same for every viewer). */
function lotteryEndpoints() {
  return {
    lotteryMenu: endpoint({
      ...get,
      envelope: 'raw',
      name: 'lotteryMenu',
      path: '/lgw/vn/games/game_menu',
      // S9 and S10 both register the lottery menus under COMM3.
      moduleId: 'COMM3',
      token: 'none',
      // remainTime is relative to the answer: keep when it arrived, so a cached menu still counts down right.
      response: VnLotteryMenuSchema.transform((menu) => ({ menu, receivedAt: Date.now() })),
      cache: 'public',
      query: (_p: Record<string, never>) => ({ prizeMode: 'Lott', device: 'MOBILE' }),
    }),
    lotteryGroupMenus: endpoint({
      ...get,
      envelope: 'raw',
      name: 'lotteryGroupMenus',
      path: '/lgw/games/game_menus',
      moduleId: 'COMM3',
      token: 'none',
      response: LotteryGroupMenusSchema.transform((menu) => ({ menu, receivedAt: Date.now() })),
      cache: 'public',
      query: (_p: Record<string, never>) => ({ prizeMode: 'Lott' }),
    }),
  }
}

export type EndpointName = keyof typeof endpoints
export type EndpointValue<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>
/** The parameters an endpoint's query shape takes (`never`: it takes none). */
export type EndpointParams<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, infer P> ? P : never
