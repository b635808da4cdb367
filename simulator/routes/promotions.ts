import type { Request, Response } from 'express'
import { z } from 'zod'
import { TRIAL_TYPE, type Member } from '../data/members.ts'
import { PROMO_CATEGORIES, PROMOTIONS, promotionImagePath, type PromoDef } from '../data/promotions.ts'
import { translated, wireLanguageOf, type WireLanguage } from '../data/translations.ts'
import { errors, sendFail, sendOk, type WpsError } from '../envelope.ts'
import { creditBonus } from '../money/wallet.ts'
import { findPromotion, promoStatusOf, setPromoStatus } from '../promotions/promoState.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { parsePlainBody } from './body.ts'
import { queryString, type AuthedContext, type Endpoint } from './endpoints.ts'

const DAY = 86_400_000
/** Seeds 000 §9: a comment of at most 140 characters, up to 3 png or jpg pictures of at most 5 MB each. */
const MAX_REMARKS = 140
const MAX_PICTURES = 3
const MAX_PICTURE_BYTES = 5 * 1024 * 1024

const promoErrors = {
  notFound: { status: 200, errorCode: 'promotion.not.found', message: 'Promotion not found' },
  notJoinable: { status: 200, errorCode: 'promotion.not.joinable', message: 'This promotion cannot be joined now' },
  notClaimable: { status: 200, errorCode: 'promotion.not.claimable', message: 'Nothing to claim for this promotion' },
} as const satisfies Record<string, WpsError>

function startOfDay(now: number): number {
  return now - (now % DAY)
}

/** A promotion as the simulator puts it on the wire (no source shows the items: the simulator's own shape). */
function wirePromotion(state: SimState, def: PromoDef, memberId: number | undefined, language: WireLanguage) {
  const today = startOfDay(state.now())
  return {
    promotionId: def.promotionId,
    promotionName: translated(def.promotionName, language),
    promotionType: def.promotionType,
    categoryId: def.categoryId,
    startTime: today + def.startDay * DAY,
    endTime: today + def.endDay * DAY - 1000,
    imageUrl: promotionImagePath(def.promotionId),
    content: def.content,
    status: promoStatusOf(state, def, memberId),
    requireType: def.requireType,
    bonusAmount: def.bonusAmount,
  }
}

/** The list bare, or nested under `list` as other relays answer (S29). */
function sendList(state: SimState, req: Request, res: Response, items: unknown[]): void {
  sendOk(res, variantOf(state, req.path) === 'wrapped' ? { list: items } : items)
}

const PromotionRef = z.object({ promotionId: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]) })
const Application = PromotionRef.extend({
  remarks: z.string().trim().min(1).max(MAX_REMARKS),
  pictures: z.array(z.string()).max(MAX_PICTURES).default([]),
})

/** `data:image/png|jpeg;base64,…` (S27 sends pictures as data URLs), at most 5 MB once decoded. */
function pictureOk(picture: string): boolean {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/.exec(picture)
  if (!match?.[2]) return false
  const bytes = Buffer.from(match[2], 'base64')
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8
  return bytes.length <= MAX_PICTURE_BYTES && (png || jpeg)
}

type Gate = { def: PromoDef } | { error: WpsError }

function gate(req: Request, member: Member): Gate {
  if (member.type === TRIAL_TYPE) return { error: errors.trial }
  const ref = PromotionRef.safeParse(parsePlainBody(req.body))
  if (!ref.success) return { error: errors.requestParamErr }
  const def = findPromotion(ref.data.promotionId)
  return def ? { def } : { error: promoErrors.notFound }
}

function join(req: Request, res: Response, { state, member }: AuthedContext): void {
  const g = gate(req, member)
  if ('error' in g) return sendFail(res, g.error)
  if (promoStatusOf(state, g.def, member.id) !== 'JOIN') return sendFail(res, promoErrors.notJoinable)
  setPromoStatus(state, member.id, g.def.promotionId, 'JOINED')
  sendOk(res, true)
}

/** S27 joins first, then sends the comment and pictures: an application follows a join. */
function requestReward(req: Request, res: Response, { state, member }: AuthedContext): void {
  const g = gate(req, member)
  if ('error' in g) return sendFail(res, g.error)
  const body = Application.safeParse(parsePlainBody(req.body))
  if (!body.success) return sendFail(res, errors.requestParamErr, { field: String(body.error.issues[0]?.path[0] ?? 'remarks') })
  if (!body.data.pictures.every(pictureOk)) return sendFail(res, errors.requestParamErr, { field: 'pictures' })
  const status = promoStatusOf(state, g.def, member.id)
  if (g.def.requireType !== 'A' || status !== 'JOINED') return sendFail(res, promoErrors.notJoinable)
  setPromoStatus(state, member.id, g.def.promotionId, 'APPLYING')
  state.promo.applications.push({
    memberId: member.id,
    promotionId: g.def.promotionId,
    remarks: body.data.remarks,
    pictures: body.data.pictures.length,
    at: state.now(),
  })
  sendOk(res, true)
}

/** An issued reward's id (S30's `rewardId`): one per member and promotion, stable across calls. */
const rewardIdOf = (def: PromoDef, memberId: number) => def.promotionId * 100_000 + memberId

/** The member's issued rewards: promotions whose reward waits to be claimed (the `CLAIM` state). */
function issuedRewards(state: SimState, memberId: number): PromoDef[] {
  return PROMOTIONS.filter((d) => promoStatusOf(state, d, memberId) === 'CLAIM')
}

/**
 * `GET MCSFE_getClaimPromotion?promotionType=A,B&status=I` (S30): the issued rewards of those types as
 * `{ rewardId, promotionType }`, the two keys S30 reads. `I` (issued) is the only status S30 shows.
 */
function claimables(req: Request, res: Response, { state, member }: AuthedContext): void {
  if (queryString(req, 'status') !== 'I') return sendFail(res, errors.requestParamErr, { field: 'status' })
  const types = new Set(
    (queryString(req, 'promotionType') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  const items = issuedRewards(state, member.id).filter((d) => types.size === 0 || types.has(d.promotionType))
  sendOk(
    res,
    items.map((d) => ({ rewardId: rewardIdOf(d, member.id), promotionType: d.promotionType })),
  )
}

/** S30's claim body; the older `{ promotionId }` names no reward and is refused. */
const ClaimBody = z.object({
  promotionClaimId: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  promotionType: z.string().min(1),
})

/** A claim credits the bonus once: a second claim of the same reward is refused. */
function claim(req: Request, res: Response, { state, member }: AuthedContext): void {
  if (member.type === TRIAL_TYPE) return sendFail(res, errors.trial)
  const body = ClaimBody.safeParse(parsePlainBody(req.body))
  if (!body.success) return sendFail(res, errors.requestParamErr, { field: String(body.error.issues[0]?.path[0] ?? 'promotionClaimId') })
  const def = PROMOTIONS.find((d) => rewardIdOf(d, member.id) === body.data.promotionClaimId)
  if (!def || def.promotionType !== body.data.promotionType) return sendFail(res, promoErrors.notFound)
  if (promoStatusOf(state, def, member.id) !== 'CLAIM') return sendFail(res, promoErrors.notClaimable)
  setPromoStatus(state, member.id, def.promotionId, 'CLAIMED')
  creditBonus(state.money, member, def.bonusAmount, def.promotionName, state.now())
  sendOk(res, { promotionId: def.promotionId, bonusAmount: def.bonusAmount })
}

export const promotionEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    auth: true,
    handle: (req, res, { state, member }) =>
      sendList(
        state,
        req,
        res,
        PROMOTIONS.map((d) => wirePromotion(state, d, member.id, wireLanguageOf(req.get('language')))),
      ),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    handle: (req, res, { state }) =>
      sendList(
        state,
        req,
        res,
        PROMOTIONS.map((d) => wirePromotion(state, d, undefined, wireLanguageOf(req.get('language')))),
      ),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    handle: (req, res) => {
      const language = wireLanguageOf(req.get('language'))
      sendOk(
        res,
        PROMO_CATEGORIES.map((c) => ({ ...c, categoryName: translated(c.categoryName, language) })),
      )
    },
  },
  { methods: ['POST'], path: '/wps/relay/MCSFE_signUpPromotionJoin', auth: true, rawBody: true, handle: join },
  // Three pictures of 5 MB each, base64 in JSON.
  { methods: ['POST'], path: '/wps/relay/MCSFE_signUpRequestReward', auth: true, rawBody: true, bodyLimit: '22mb', handle: requestReward },
  // S30: the issued rewards, and their claim with `{ promotionClaimId, promotionType }` (ModuleId REWCEN3).
  { methods: ['GET'], path: '/wps/relay/MCSFE_getClaimPromotion', auth: true, handle: claimables },
  { methods: ['POST'], path: '/wps/relay/MCSFE_claimIssuedPromotion', auth: true, rawBody: true, handle: claim },
]
