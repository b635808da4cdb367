import type { Action } from '../../schemas/actions.ts'
import type { BADGE_TONES, EntryCard } from '../../schemas/blocks/entryList.ts'
import type { Promotion, PromotionCategory, PromotionState } from '../../schemas/upstream/index.ts'
import type { Translate } from '../context/texts.ts'
import { periodText } from './dates.ts'

type Tone = (typeof BADGE_TONES)[number]

/** Each state's label (the seeds' words) and how it reads at a glance. */
const STATE_BADGES: Readonly<Record<PromotionState, { key: string; tone: Tone }>> = {
  join: { key: 'promo_state_join', tone: 'accent' },
  claim: { key: 'promo_state_claim', tone: 'success' },
  applying: { key: 'promo_state_applying', tone: 'warning' },
  rejected: { key: 'promo_state_rejected', tone: 'danger' },
  issued: { key: 'promo_state_issued', tone: 'success' },
  claimed: { key: 'promo_state_claimed', tone: 'muted' },
  process: { key: 'promo_state_process', tone: 'warning' },
  joined: { key: 'promo_state_joined', tone: 'success' },
  close: { key: 'promo_state_close', tone: 'muted' },
  comingSoon: { key: 'promo_state_coming_soon', tone: 'muted' },
}

export const ALL_TAB = 'all'

export type PromotionCardContext = { t: Translate; media: (path: string | null | undefined, fallback?: string) => string; detailPath: string }

export function stateBadge(state: PromotionState, t: Translate): { text: string; tone: Tone } {
  const badge = STATE_BADGES[state]
  return { text: t({ t: badge.key }), tone: badge.tone }
}

/** The default picture stands in for a promotion without one. */
export const PROMOTION_FALLBACK_IMAGE = '/img/default-banner.svg'

export function promotionCard(p: Promotion, ctx: PromotionCardContext): EntryCard {
  const period = periodText(p.start, p.end)
  const open: Action = { type: 'navigate', to: `${ctx.detailPath}?id=${encodeURIComponent(p.id)}` }
  return {
    id: p.id,
    title: p.title,
    image: ctx.media(p.image, PROMOTION_FALLBACK_IMAGE),
    lines: period ? [period] : [],
    badge: stateBadge(p.state, ctx.t),
    action: open,
  }
}

/** "All" first, then the platform's categories that hold a promotion, in the platform's order. */
export function promotionTabs(items: readonly Promotion[], categories: readonly PromotionCategory[], t: Translate) {
  const used = new Set(items.map((p) => p.category).filter((c): c is string => c !== undefined))
  const tabs = categories.filter((c) => used.has(c.id)).map((c) => ({ id: `c${c.id}`, label: c.name, count: items.filter((p) => p.category === c.id).length }))
  return [{ id: ALL_TAB, label: t({ t: 'all' }), count: items.length }, ...tabs]
}

/** The promotions of a tab: all, or one category (`c<id>`); an unknown tab is empty. */
export function promotionsOfTab(items: readonly Promotion[], tab: string): Promotion[] {
  if (tab === ALL_TAB) return [...items]
  return items.filter((p) => p.category !== undefined && `c${p.category}` === tab)
}
