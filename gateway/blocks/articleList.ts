import type { ResolvedBlockOf } from '../../schemas/blocks/index.ts'
import { ARTICLE_PAGE_SIZE, announcementPage } from '../sources/announcements.ts'
import { inboxEntries } from '../sources/inbox.ts'
import type { BindContext, BlockResolver } from './types.ts'

type Resolved = ResolvedBlockOf<'articleList'>['props']

/** Why this viewer cannot read the inbox: a visitor logs in first; a trial user is refused (seeds 001 §5, §6). */
function inboxLock(b: BindContext): Resolved['locked'] | undefined {
  if (!b.viewer.session) return { text: b.t({ t: 'please_login_first' }), label: b.t({ t: 'login' }), action: { type: 'navigate', to: '/m/login' } }
  if (b.viewer.facts.role === 'trial') return { text: b.t({ t: 'free_reject' }) }
  return undefined
}

/** The announcements or the member's inbox: the first page, drawn as the list route draws every page. */
export const articleList: BlockResolver<'articleList'> = {
  needs: (props, viewer) => {
    if (props.source === 'announcements') return [viewer.loggedIn ? 'memberAnnouncements' : 'announcements']
    return viewer.loggedIn && viewer.role !== 'trial' ? ['inbox'] : []
  },
  bind: (props, b) => {
    const base = { source: props.source, emptyText: b.t(props.emptyText), pageSize: ARTICLE_PAGE_SIZE }
    const ctx = { t: b.t, routes: b.routes, media: b.media }
    if (props.source === 'inbox') {
      const locked = inboxLock(b)
      if (locked) return { ...base, locked }
      return { ...base, first: inboxEntries(b.source('inbox'), ctx) }
    }
    const member = b.viewer.session !== null
    const list = member ? b.source('memberAnnouncements') : b.source('announcements')
    return { ...base, first: announcementPage(list.player, { page: 1, pageSize: ARTICLE_PAGE_SIZE }, { ...ctx, member }) }
  },
  // Without its data the block says so and offers to try again: an empty list would claim there is nothing.
  degraded: (props, b) => ({ source: props.source, emptyText: b.t(props.emptyText), pageSize: ARTICLE_PAGE_SIZE }),
}
