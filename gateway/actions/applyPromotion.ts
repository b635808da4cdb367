import { APPLY_LIMITS } from '../../schemas/blocks/promotionDetail.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { Translate } from '../context/texts.ts'
import { GwErrors, withField } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { currentPromotion } from './shared/currentPromotion.ts'
import { realAccountViewer, wireId } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

const DONE_TOAST_MS = 2000
const PICTURE = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47]

/** What a picture really is: its declared type must match its first bytes (png or jpeg), at most 5 MB decoded. */
function pictureProblem(picture: string): 'wrongType' | 'tooBig' | undefined {
  const match = PICTURE.exec(picture)
  if (!match?.[2]) return 'wrongType'
  const bytes = Buffer.from(match[2], 'base64')
  const png = PNG_MAGIC.every((byte, i) => bytes[i] === byte)
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  if ((match[1] === 'png' && !png) || (match[1] === 'jpeg' && !jpeg)) return 'wrongType'
  return bytes.length > APPLY_LIMITS.maxBytes ? 'tooBig' : undefined
}

/** Seeds 000 §9, checked again here whatever the page checked: a comment of 1–140 characters, 3 png/jpg pictures of 5 MB. */
function checkApplication(remarks: string, pictures: readonly string[], t: Translate): void {
  const comment = remarks.trim()
  if (!comment) throw withField(new GwErrors.formInvalid(t({ t: 'promo_apply_required' })), 'remarks')
  if ([...comment].length > APPLY_LIMITS.maxChars) throw withField(new GwErrors.formInvalid(t({ t: 'promo_apply_too_long' })), 'remarks')
  if (pictures.length > APPLY_LIMITS.maxImages) throw withField(new GwErrors.formInvalid(t({ t: 'promo_apply_too_many' })), 'pictures')
  for (const picture of pictures) {
    const problem = pictureProblem(picture)
    if (problem) throw withField(new GwErrors.formInvalid(t({ t: problem === 'tooBig' ? 'promo_apply_too_big' : 'promo_apply_wrong_type' })), 'pictures')
  }
}

/** Three pictures of 5 MB in base64 (a third more) and the rest of the body. */
const BODY_LIMIT = Math.ceil((APPLY_LIMITS.maxImages * APPLY_LIMITS.maxBytes * 4) / 3) + 64 * 1024

/** Applies for a promotion with a comment and pictures: joined first, then the request, as S27 does. */
export const applyPromotion: ActionHandler<'applyPromotion'> = {
  bodyLimit: BODY_LIMIT,
  run: async ({ promotionId, remarks, pictures }, ctx) => {
    const { t } = ctx
    checkApplication(remarks, pictures, t)
    const viewer = await realAccountViewer(ctx)
    const token = viewer.session.t
    const current = await currentPromotion(ctx, token, promotionId)
    if (current.requireType !== 'A' || (current.state !== 'join' && current.state !== 'joined')) {
      throw new GwErrors.promotionNotAllowed(t({ t: 'promo_not_allowed' }))
    }
    const failed = (error: unknown) => {
      throw memberCallError(error, t, t({ t: 'promo_failed' }))
    }
    const id = wireId(promotionId)
    if (current.state === 'join') await ctx.upstream.call(endpoints.joinPromotion, { body: { promotionId: id }, token }).catch(failed)
    await ctx.upstream.call(endpoints.applyPromotion, { body: { promotionId: id, remarks: remarks.trim(), pictures }, token }).catch(failed)
    return { ok: true, data: { promotionId }, then: [{ type: 'toast', text: t({ t: 'promo_applied_toast' }), ms: DONE_TOAST_MS }, { type: 'refresh' }] }
  },
}
