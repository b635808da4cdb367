import type { AnnouncementItem } from '../../schemas/upstream/index.ts'
import { contentOf } from '../binding/articles.ts'
import type { BlockResolver } from './types.ts'

type Entry = { item: AnnouncementItem; promotion: boolean }

/**
 * The announcement popup's entries (seeds 001 §4): type A after login, type B before it. An entry shows when its
 * execution is the type, and for type A also execution F on the member's first login. Promotions (the `promotion`
 * list, or an entry with a promotionType) offer the way to the activity page.
 */
export const announcementPopup: BlockResolver<'announcementPopup'> = {
  // The session's first-login mark it reads is in every block's key (resolveScreen.ts, stampOf).
  pure: true,
  needs: (props, viewer) => {
    if (props.audience === 'A') return viewer.loggedIn ? ['memberAnnouncements'] : []
    return viewer.loggedIn ? [] : ['announcements']
  },
  bind: (props, b) => {
    const member = props.audience === 'A'
    if (member !== b.viewer.facts.loggedIn) return null
    const list = member ? b.source('memberAnnouncements') : b.source('announcements')
    const firstLogin = b.viewer.session?.f === true
    const wanted = ({ item }: Entry) => item.execution === props.audience || (member && firstLogin && item.execution === 'F')
    const seen = new Set<string>()
    const entries = [
      ...list.popup.map((item) => ({ item, promotion: Boolean(item.promotionType) })),
      ...list.promotion.map((item) => ({ item, promotion: true })),
    ]
      .filter(wanted)
      .filter(({ item }) => !seen.has(String(item.id)) && seen.add(String(item.id)))
    if (entries.length === 0) return null
    const ctx = { t: b.t, routes: b.routes, media: b.media }
    const action = b.rewrite(props.activity.action)
    const activity = action ? { label: b.t(props.activity.label), action } : undefined
    return {
      entries: entries.map(({ item, promotion }) => ({
        id: String(item.id),
        title: item.title ?? '',
        content: contentOf(item.content, ctx),
        ...(promotion && activity ? { activity } : {}),
      })),
      dismissLabel: b.t(props.dismissLabel),
    }
  },
}
