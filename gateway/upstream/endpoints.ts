import { z } from 'zod'
import {
  AnnouncementListSchema,
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
  /** `wps`: `{ success, value }`; `text`: plain text (the RSA key). */
  envelope: 'wps' | 'text'
  response: S
  timeout: 'default' | 'announcements'
  /** `public`: shared per merchant and language, stale-while-revalidate. */
  cache: 'public' | 'key' | 'none'
}

function endpoint<S extends z.ZodType>(e: Endpoint<S>): Endpoint<S> {
  return e
}

const get = { method: 'GET', encrypted: false, envelope: 'wps', timeout: 'default' } as const

/** Every platform endpoint the gateway calls, declared once. */
export const endpoints = {
  systemStatus: endpoint({ ...get, name: 'systemStatus', path: '/wps/system/status', moduleId: 'COMM3', token: 'none', response: SystemStatusSchema, cache: 'public' }),
  whiteLabel: endpoint({ ...get, name: 'whiteLabel', path: '/wps/system/whitelabel', moduleId: 'COMM3', token: 'none', response: WhiteLabelTreeSchema, cache: 'public' }),
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
  gameList: endpoint({ ...get, name: 'gameList', path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', token: 'none', response: GameListSchema, cache: 'public' }),
  ...identityEndpoints,
}

export type EndpointName = keyof typeof endpoints
export type EndpointValue<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>
