import type { Action, AuthoredAction } from '../../schemas/actions.ts'
import type { EntryCard } from '../../schemas/blocks/entryList.ts'
import type { RewardTicket } from '../../schemas/upstream/index.ts'
import type { Translate } from '../context/texts.ts'
import { amountText, dayText } from './dates.ts'

export const REWARD_TABS = ['unclaimed', 'claimed'] as const
export type RewardTab = (typeof REWARD_TABS)[number]

export type RewardCardContext = { t: Translate; rewrite: (action: AuthoredAction) => Action | null }

function lines(ticket: RewardTicket, tab: RewardTab, t: Translate): string[] {
  const out: string[] = []
  if (ticket.amount !== undefined) out.push(`${t({ t: 'reward_amount' })} ${amountText(ticket.amount)}`)
  if (tab === 'claimed' && ticket.claimedAt !== undefined) out.push(`${t({ t: 'reward_claimed_on' })} ${dayText(ticket.claimedAt)}`)
  if (tab === 'unclaimed' && ticket.expiresAt !== undefined) out.push(`${t({ t: 'reward_expires' })} ${dayText(ticket.expiresAt)}`)
  return out
}

/** Ticket types with a name of their own in every language (`reward_type_<type>`); S28 and the seeds show these. */
const KNOWN_TYPES: ReadonlySet<string> = new Set(['PRIZE_WHEEL', 'FREE_SPIN', 'DEPOSIT', 'CASHBACK', 'CHECK_IN'])

/**
 * A ticket's title: its name where the platform sends one (S27's `ticketName`); S28's list has none, so the name of
 * its type, or "Reward ticket" for a type the site does not know (never the bare code).
 */
function ticketTitle(ticket: RewardTicket, t: Translate): string {
  if (ticket.name) return ticket.name
  const type = ticket.type?.trim().toUpperCase()
  return type && KNOWN_TYPES.has(type) ? t({ t: `reward_type_${type.toLowerCase()}` }) : t({ t: 'reward_ticket' })
}

/**
 * A reward ticket: unclaimed ones carry a claim button unless a condition is still open (S28 claims only tickets
 * without `conditionStatus`); the claim needs a real account (a trial user is told `free_reject`).
 */
export function rewardCard(ticket: RewardTicket, tab: RewardTab, ctx: RewardCardContext): EntryCard {
  const { t } = ctx
  const card: EntryCard = {
    id: ticket.transactionId,
    title: ticketTitle(ticket, t),
    lines: lines(ticket, tab, t),
    badge: tab === 'claimed' ? { text: t({ t: 'promo_state_claimed' }), tone: 'muted' } : { text: t({ t: 'reward_unclaimed' }), tone: 'accent' },
  }
  if (tab === 'claimed') return card
  if (ticket.conditions.length > 0) return { ...card, note: ticket.conditions.join(' · ') }
  const claim = ctx.rewrite({ type: 'call', name: 'claimReward', body: { transactionId: ticket.transactionId }, requires: 'realAccount' })
  return claim ? { ...card, button: { label: t({ t: 'promo_state_claim' }), action: claim } } : card
}

export function rewardTabs(unclaimed: number | undefined, claimed: number | undefined, t: Translate) {
  return [
    { id: 'unclaimed', label: t({ t: 'reward_tab_unclaimed' }), ...(unclaimed !== undefined ? { count: unclaimed } : {}) },
    { id: 'claimed', label: t({ t: 'reward_tab_claimed' }), ...(claimed !== undefined ? { count: claimed } : {}) },
  ]
}
