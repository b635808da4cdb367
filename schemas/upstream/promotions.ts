import { z } from 'zod'
import { firstOf, IdTextSchema, NameTextSchema, NumberishSchema, TimeSchema, wrappedList } from './fields.ts'

/** The states a promotion shows (seeds 000 §9: Join, Claim, Applying, Rejected, Issued, Claimed, Process, Joined, Close, coming soon). */
export type PromotionState = 'join' | 'claim' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'process' | 'joined' | 'close' | 'comingSoon'

const STATE_WORDS: Readonly<Record<string, PromotionState>> = {
  join: 'join',
  claim: 'claim',
  applying: 'applying',
  apply: 'applying',
  rejected: 'rejected',
  reject: 'rejected',
  issued: 'issued',
  claimed: 'claimed',
  process: 'process',
  processing: 'process',
  joined: 'joined',
  close: 'close',
  closed: 'close',
  comingsoon: 'comingSoon',
  notstarted: 'comingSoon',
}

/** The state word however it is spelt (`COMING_SOON`, `coming soon`, `Claimed`); unknown words fail the item. */
const StateSchema = z.string().transform((word, ctx) => {
  const state = STATE_WORDS[word.toLowerCase().replace(/[\s_-]/g, '')]
  if (state) return state
  ctx.addIssue({ code: 'custom', message: `unknown promotion state ${word}` })
  return z.NEVER
})

const ImageListSchema = z.array(z.record(z.string(), z.unknown())).transform((images) => {
  const first = images[0]
  if (!first) return undefined
  const url = first.imageUrl ?? first.url ?? first.imgUrl
  return typeof url === 'string' && url ? url : undefined
})

const TextSchema = z.string()
// Made once here, not in the item transforms (eslint.config.js says why).
const FilledTextSchema = TextSchema.min(1)
const RequireTypeSchema = z.enum(['A', 'B'])

/**
 * One promotion of `MCSFE_getAvailablePromotions` / `MCSFE_getMerchantAvailablePromotions`. No public source shows
 * their items, so the keys are read liberally: the id, name, type, category, period, image and HTML content under
 * the names the platform's other promotion answers use (`promotionId`, `announcementImages` of S8, …), the state
 * under `status` or its synonyms, and `requireType` (S27). An item without an id, a title or a known state is dropped.
 */
const PromotionItemSchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  const id = firstOf(raw, ['promotionId', 'id'], IdTextSchema)
  const title = firstOf(raw, ['promotionName', 'title', 'name'], NameTextSchema)
  const state = firstOf(raw, ['status', 'promotionStatus', 'state', 'joinStatus'], StateSchema)
  if (!id || !title || !state) {
    ctx.addIssue({ code: 'custom', message: !id ? 'no promotion id' : !title ? 'no promotion name' : 'no known state' })
    return z.NEVER
  }
  const requireType = firstOf(raw, ['requireType'], RequireTypeSchema)
  return {
    id,
    title,
    state,
    requireType: requireType ?? 'B',
    type: firstOf(raw, ['promotionType', 'type'], TextSchema),
    category: firstOf(raw, ['categoryId', 'category', 'promotionCategory', 'categoryCode'], IdTextSchema),
    start: firstOf(raw, ['startTime', 'startDate', 'beginTime'], TimeSchema),
    end: firstOf(raw, ['endTime', 'endDate', 'finishTime'], TimeSchema),
    image: firstOf(raw, ['mobileImageUrl', 'imageUrl', 'bannerUrl', 'image'], FilledTextSchema) ?? firstOf(raw, ['announcementImages'], ImageListSchema),
    content: firstOf(raw, ['content', 'description', 'promotionContent'], TextSchema),
    bonus: firstOf(raw, ['bonusAmount', 'amount'], NumberishSchema),
  }
})
export type Promotion = z.output<typeof PromotionItemSchema>

/** A promotion list, bare or nested under a list key; items one by one. */
export const PromotionListSchema = wrappedList(PromotionItemSchema, 'promotions')

/** A category of `PROMOFE_getPromotionAnnouncementCategory` (shape unseen: id and name under their usual keys). */
const PromotionCategorySchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  const id = firstOf(raw, ['categoryId', 'id', 'code', 'categoryCode'], IdTextSchema)
  const name = firstOf(raw, ['categoryName', 'name', 'title', 'labelName'], NameTextSchema)
  if (!id || !name) {
    ctx.addIssue({ code: 'custom', message: 'a category needs an id and a name' })
    return z.NEVER
  }
  return { id, name }
})
export type PromotionCategory = z.output<typeof PromotionCategorySchema>

export const PromotionCategoriesSchema = wrappedList(PromotionCategorySchema, 'categories')

/**
 * An issued reward waiting to be claimed, of `MCSFE_getClaimPromotion?promotionType=…&status=I` (S30: `value[]` of
 * `{ rewardId, promotionType }`; S30's other script reads the same pair as `claimId` from another list). A
 * `promotionId`, when the platform sends one, ties it to its promotion; no source shows it. An item without an id or
 * a type cannot be claimed and is dropped.
 */
const ClaimableSchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  const claimId = firstOf(raw, ['rewardId', 'claimId', 'promotionClaimId'], IdTextSchema)
  const type = firstOf(raw, ['promotionType'], NameTextSchema)
  if (!claimId || !type) {
    ctx.addIssue({ code: 'custom', message: !claimId ? 'no rewardId' : 'no promotionType' })
    return z.NEVER
  }
  return { claimId, type, promotionId: firstOf(raw, ['promotionId'], IdTextSchema) }
})
export type Claimable = z.output<typeof ClaimableSchema>

export const ClaimableListSchema = wrappedList(ClaimableSchema, 'claimables')
