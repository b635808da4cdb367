import { z } from 'zod'
import { AnnouncementListSchema, ChatLaunchSchema, HelpCenterSchema, InboxPageSchema, UnreadCountSchema } from '../../schemas/upstream/index.ts'
import type { Endpoint } from './endpoints.ts'

function endpoint<S extends z.ZodType, P = never>(e: Endpoint<S, P>): Endpoint<S, P> {
  return e
}

/** Member calls: the token, never shared between members. */
const member = { method: 'GET', envelope: 'wps', timeout: 'default', cache: 'none', token: 'required', encrypted: false } as const

/** A member's announcements page, help, inbox and chat (seeds 001 §7; research protocol-fidelity §4). */
export const contentEndpoints = {
  // The public call with the member's token: type A (the member centre's `types=A`, S5) and read marks. The token
  // travels in Authorization only, never in the query (S24 also puts it in `token=`): URLs end up in logs.
  memberAnnouncements: endpoint({
    ...member,
    name: 'memberAnnouncements',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    timeout: 'announcements',
    response: AnnouncementListSchema,
    query: (_p: Record<string, never>, { merchant }) => ({ types: 'A,PL,PU,PR', platform: 'M', merchantCode: merchant }),
  }),
  markAnnouncementRead: endpoint({
    ...member,
    method: 'POST',
    name: 'markAnnouncementRead',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    moduleId: 'COMM3',
    response: z.unknown(),
  }),
  helpCenter: endpoint({
    ...member,
    token: 'none',
    cache: 'public',
    name: 'helpCenter',
    path: '/wps/system/helpCenter',
    moduleId: 'COMM3',
    response: HelpCenterSchema,
    query: (_p: Record<string, never>, { language }) => ({ lang: language, device: 'MOBILE' }),
  }),
  inboxUnread: endpoint({ ...member, name: 'inboxUnread', path: '/wps/relay/EMFE_getInboxUnreadCount', moduleId: 'INBOX3', response: UnreadCountSchema }),
  inbox: endpoint({
    ...member,
    name: 'inbox',
    path: '/wps/relay/EMFE_getInbox',
    moduleId: 'INBOX3',
    response: InboxPageSchema,
    query: (p: { page: number; size: number }) => ({ page: p.page, size: p.size }),
  }),
  markInboxRead: endpoint({
    ...member,
    method: 'POST',
    name: 'markInboxRead',
    path: '/wps/relay/EMFE_markInboxAsRead',
    moduleId: 'INBOX3',
    response: z.unknown(),
  }),
  chatUnread: endpoint({ ...member, name: 'chatUnread', path: '/wps/relay/CBS_unreadCount', moduleId: 'CBS3', response: UnreadCountSchema }),
  chatLaunch: endpoint({
    ...member,
    name: 'chatLaunch',
    path: '/wps/relay/CBS_launchChat',
    moduleId: 'CBS3',
    response: ChatLaunchSchema,
    // A launch opens a chat session: never sent twice.
    retry: false,
    query: (p: { backUrl: string; headerColor: string; title: string }, { language }) => ({
      b2c: 1,
      language,
      backUrl: p.backUrl,
      headerColor: p.headerColor,
      title: p.title,
    }),
  }),
}
