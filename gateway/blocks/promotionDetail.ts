import type { Action } from '../../schemas/actions.ts'
import type { ApplyForm, PromotionDetailResolved } from '../../schemas/blocks/promotionDetail.ts'
import { APPLY_LIMITS } from '../../schemas/blocks/promotionDetail.ts'
import type { Promotion } from '../../schemas/upstream/index.ts'
import { contentLinkAction } from '../binding/contentLink.ts'
import { periodText } from '../binding/dates.ts'
import { PROMOTION_FALLBACK_IMAGE, stateBadge } from '../binding/promotionCards.ts'
import { richTextOf } from '../binding/richText.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

const DEFAULT_IMAGE = '/img/default-game.svg'

function applyForm(p: Promotion, b: BindContext): ApplyForm {
  const t = (key: string) => b.t({ t: key })
  return {
    promotionId: p.id,
    ...APPLY_LIMITS,
    types: [...APPLY_LIMITS.types],
    labels: {
      heading: t('promo_apply_heading'),
      comment: t('promo_apply_comment'),
      commentHint: t('promo_apply_comment_hint'),
      images: t('promo_apply_images'),
      addImage: t('promo_apply_add_image'),
      removeImage: t('promo_apply_remove_image'),
      submit: t('promo_apply_submit'),
      tooLong: t('promo_apply_too_long'),
      required: t('promo_apply_required'),
      tooMany: t('promo_apply_too_many'),
      tooBig: t('promo_apply_too_big'),
      wrongType: t('promo_apply_wrong_type'),
      failed: t('promo_failed'),
    },
  }
}

/**
 * What the state allows (seeds 000 §9, S27): join (requireType B), apply with a comment and pictures (A, before or
 * after joining), claim. A visitor's action leads to login and a trial user's to `free_reject` (`requires`).
 */
function offer(p: Promotion, b: BindContext): Pick<PromotionDetailResolved, 'action' | 'apply'> {
  const applies = p.requireType === 'A' && (p.state === 'join' || p.state === 'joined')
  if (applies) {
    const gate = b.rewrite({ type: 'call', name: 'applyPromotion', requires: 'realAccount' })
    if (gate && gate.type !== 'call') return { action: { label: b.t({ t: 'promo_apply' }), action: gate } }
    return gate ? { apply: applyForm(p, b) } : {}
  }
  const step = p.state === 'join' ? 'join' : p.state === 'claim' ? 'claim' : undefined
  if (!step) return {}
  const action = b.rewrite({ type: 'call', name: 'promotion', body: { promotionId: p.id, step }, requires: 'realAccount' })
  return action ? { action: { label: b.t({ t: step === 'join' ? 'promo_state_join' : 'promo_state_claim' }), action } } : {}
}

function back(props: AuthoredPropsOf<'promotionDetail'>, b: BindContext): PromotionDetailResolved['back'] {
  const action: Action = { type: 'navigate', to: props.listPath }
  return { label: b.t({ t: 'promo_all' }), action }
}

/** One promotion on `/m/activity?id=…` (banners link here); the list shows without an id. */
export const promotionDetail: BlockResolver<'promotionDetail'> = {
  needs: () => ['promotions'],
  bind: (props, b) => {
    const id = b.query.get('id')
    if (!id) return null
    const p = b.source('promotions').items.find((x) => x.id === id)
    if (!p) return { found: false, title: b.t({ t: 'promo_not_found' }), body: [], back: back(props, b) }
    const period = periodText(p.start, p.end)
    const body = richTextOf(p.content, {
      link: (href) => contentLinkAction(href, b.t, b.routes),
      image: (src) => {
        const url = b.media(src, DEFAULT_IMAGE)
        return url === DEFAULT_IMAGE ? undefined : url
      },
    })
    return {
      found: true,
      title: p.title,
      image: b.media(p.image, PROMOTION_FALLBACK_IMAGE),
      ...(period ? { period } : {}),
      badge: stateBadge(p.state, b.t),
      body,
      ...offer(p, b),
      back: back(props, b),
    }
  },
}
