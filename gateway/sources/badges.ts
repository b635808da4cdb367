import type { Condition, ServerFacts } from '../../schemas/conditions.ts'
import type { Badge, MenuItem } from '../../schemas/menu.ts'
import type { SourceName, SourceValues } from './types.ts'

/** What is known of the viewer when sources are chosen: at first the session alone, later every fact. */
export type ViewerHint = { loggedIn: boolean } & Partial<ServerFacts>

/** Three-valued: false only when the known facts already rule the item out. */
function mayHold(cond: Condition | undefined, hint: ViewerHint): boolean | undefined {
  if (!cond) return true
  switch (cond.op) {
    case 'loggedIn':
      return hint.loggedIn
    case 'role':
      return hint.role === undefined ? undefined : cond.in.includes(hint.role)
    case 'memberType':
      return hint.memberType === undefined ? undefined : hint.memberType !== null && cond.in.includes(hint.memberType)
    case 'flag':
      return hint.flags === undefined ? undefined : hint.flags[cond.name] === true
    case 'all': {
      const parts = cond.of.map((c) => mayHold(c, hint))
      return parts.includes(false) ? false : parts.every((p) => p === true) ? true : undefined
    }
    case 'any': {
      const parts = cond.of.map((c) => mayHold(c, hint))
      return parts.includes(true) ? true : parts.every((p) => p === false) ? false : undefined
    }
    case 'not': {
      const inner = mayHold(cond.cond, hint)
      return inner === undefined ? undefined : !inner
    }
    default:
      return undefined
  }
}

/**
 * The platform counts the badges of these items need, for this viewer: none for visitors; no inbox or chat count
 * for trial users; the chat count only once the flags say CBS3 is on (seeds 001 §6).
 */
export function badgeSources(items: readonly MenuItem[], hint: ViewerHint): SourceName[] {
  if (!hint.loggedIn) return []
  const out = new Set<SourceName>()
  for (const item of items) {
    if (!item.badge || mayHold(item.when, hint) === false) continue
    const source = sourceOf(item.badge, hint)
    if (source) out.add(source)
  }
  return [...out]
}

function sourceOf(badge: Badge, hint: ViewerHint): SourceName | undefined {
  switch (badge) {
    case 'unclaimedRewards':
      return 'unclaimedRewards'
    case 'unreadAnnouncements':
      return 'memberAnnouncements'
    case 'unreadInbox':
      return hint.role === 'trial' ? undefined : 'inboxUnread'
    case 'unreadChat':
      return hint.role !== undefined && hint.role !== 'trial' && hint.flags?.CBS3 === true ? 'chatUnread' : undefined
  }
}

type Read = <N extends SourceName>(name: N) => SourceValues[N] | undefined

/** The counts for the badges, from the sources that answered; a count the platform did not give is left out. */
export function badgeCounts(read: Read, facts: Pick<ServerFacts, 'loggedIn' | 'role' | 'flags'>): Partial<Record<Badge, number>> {
  if (!facts.loggedIn) return {}
  const counts: Partial<Record<Badge, number>> = {}
  const rewards = read('unclaimedRewards')
  if (rewards) counts.unclaimedRewards = rewards.count
  const notices = read('memberAnnouncements')?.player.filter((n) => n.read !== undefined)
  if (notices && notices.length > 0) counts.unreadAnnouncements = notices.filter((n) => n.read === false).length
  if (facts.role === 'trial') return counts
  const inbox = read('inboxUnread')
  if (inbox !== undefined) counts.unreadInbox = inbox
  const chat = facts.flags.CBS3 === true ? read('chatUnread') : undefined
  if (chat !== undefined) counts.unreadChat = chat
  return counts
}
