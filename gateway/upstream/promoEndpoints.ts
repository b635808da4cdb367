import { z } from 'zod'
import {
  ClaimableListSchema,
  ConsolidatedSchema,
  PromotionCategoriesSchema,
  PromotionListSchema,
  RewardTicketListSchema,
} from '../../schemas/upstream/index.ts'
import type { Endpoint } from './endpoints.ts'

function endpoint<S extends z.ZodType, P = never>(e: Endpoint<S, P>): Endpoint<S, P> {
  return e
}

const read = { method: 'GET', encrypted: false, envelope: 'wps', timeout: 'default' } as const
const member = { ...read, token: 'required', cache: 'none' } as const
/** Mutations answer an envelope whose `success` decides; the value is not relied upon (no source reads it all). */
const write = { ...member, method: 'POST', response: z.unknown() } as const

/** The site is the H5 site, not the app (S28 sends `isApp: "N"`). */
const NOT_APP = 'N'

/** The promotion types S30 lists claimables of (`MCSFE_getClaimPromotion?promotionType=…`), for a promotion without a type. */
export const CLAIMABLE_TYPES = [
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION',
  'NEW_REGISTER',
  'RANK_SALARY',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'DEPOSIT_COUNT',
  'DEPOSIT_BET_BONUS',
  'SIGNUP',
  'LUCKY_BET',
] as const

/** Promotions, their categories, joining, applying and claiming; reward tickets; agent contracts (see README). */
export const promoEndpoints = {
  promotions: endpoint({ ...member, name: 'promotions', path: '/wps/relay/MCSFE_getAvailablePromotions', moduleId: 'REWCEN3', response: PromotionListSchema }),
  merchantPromotions: endpoint({
    ...read,
    name: 'merchantPromotions',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    moduleId: 'REWCEN3',
    token: 'none',
    cache: 'public',
    response: PromotionListSchema,
  }),
  promotionCategories: endpoint({
    ...read,
    name: 'promotionCategories',
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    moduleId: 'REWCEN3',
    token: 'none',
    cache: 'public',
    response: PromotionCategoriesSchema,
  }),
  joinPromotion: endpoint({ ...write, name: 'joinPromotion', path: '/wps/relay/MCSFE_signUpPromotionJoin', moduleId: 'REWCEN3' }),
  // S27 sends the application with ModuleId DPSTBAS3 (its join with REWCEN3).
  applyPromotion: endpoint({ ...write, name: 'applyPromotion', path: '/wps/relay/MCSFE_signUpRequestReward', moduleId: 'DPSTBAS3' }),
  // S30: issued rewards (`status=I`) of the given types; its list call sends no ModuleId, its claim REWCEN3.
  claimables: endpoint({
    ...member,
    name: 'claimables',
    path: '/wps/relay/MCSFE_getClaimPromotion',
    moduleId: 'REWCEN3',
    response: ClaimableListSchema,
    query: (p: { types: readonly string[] }) => ({ promotionType: p.types.join(','), status: 'I' }),
  }),
  // S30: body `{ promotionClaimId, promotionType }` from a claimable, ModuleId REWCEN3.
  claimPromotion: endpoint({ ...write, name: 'claimPromotion', path: '/wps/relay/MCSFE_claimIssuedPromotion', moduleId: 'REWCEN3' }),
  rewardTickets: endpoint({
    ...member,
    name: 'rewardTickets',
    path: '/wps/relay/PROMOFE_getClaimTicketList',
    moduleId: 'REWCEN3',
    response: RewardTicketListSchema,
    query: (p: { status: 'AVAILABLE' | 'CLAIMED' }) => ({ isApp: NOT_APP, status: p.status }),
  }),
  claimTicket: endpoint({ ...write, name: 'claimTicket', path: '/wps/relay/PROMOFE_claimTicket', moduleId: 'REWCEN3' }),
  consolidated: endpoint({ ...member, name: 'consolidated', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', response: ConsolidatedSchema }),
  // The dividend and daily salary answers are GETs that change the contract (S11 `si.A.get`): never sent twice.
  processDividend: endpoint({
    ...member,
    name: 'processDividend',
    path: '/wps/relay/MCSFE_processContractDividend',
    // S9 names the contract relays MCSFE_…, S10 MCS2_…
    alternates: [{ path: '/wps/relay/MCS2_processDividendReq' }],
    moduleId: 'SIGNCONDIV3',
    response: z.unknown(),
    retry: false,
    query: (p: { type: string; status: string }) => ({ type: p.type, status: p.status }),
  }),
  processDailySalary: endpoint({
    ...member,
    name: 'processDailySalary',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    alternates: [{ path: '/wps/relay/MCS2_processDailySalContract' }],
    moduleId: 'DAILYSALCONT3',
    response: z.unknown(),
    retry: false,
    query: (p: { id: string; status: string }) => ({ id: p.id, status: p.status }),
  }),
  processHourSalary: endpoint({
    ...write,
    name: 'processHourSalary',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    alternates: [{ path: '/wps/relay/MCS2_processContractHourSalary' }],
    moduleId: 'HOURSAL3',
  }),
}
