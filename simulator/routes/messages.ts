import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { helpCentre } from '../data/help.ts'
import { TRIAL_TYPE } from '../data/members.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { inboxOf, readMarks } from '../messages/messageState.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { parsePlainBody } from './body.ts'
import { queryString, type AuthedContext, type Endpoint } from './endpoints.ts'

const INBOX_PAGE_SIZE = 10
const MAX_INBOX_PAGE_SIZE = 100

// Mark-read bodies: the seeds' `{ announcementId, read: true }`; the inbox one mirrors it (no source shows either).
const MarkAnnouncementSchema = z.object({ announcementId: z.union([z.string().min(1), z.number()]).transform(String), read: z.literal(true) })
const MarkInboxSchema = z.object({ inboxId: z.union([z.string().min(1), z.number()]).transform(Number), read: z.literal(true) })

function body<T>(req: Request, res: Response, schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(parsePlainBody(req.body))
  if (parsed.success) return parsed.data
  sendFail(res, errors.requestParamErr)
  return undefined
}

function announcementIds(state: SimState): Set<string> {
  const { data, content } = state
  const lists = [
    data.notices,
    data.memberAnnouncements,
    data.popups,
    data.promotions,
    content.announcements.player ?? [],
    content.announcements.popup ?? [],
    content.announcements.promotion ?? [],
  ]
  return new Set(lists.flat().map((item) => String((item as { id?: unknown } | null)?.id)))
}

function markAnnouncement(req: Request, res: Response, { state, member }: AuthedContext): void {
  const mark = body(req, res, MarkAnnouncementSchema)
  if (!mark) return
  if (!announcementIds(state).has(mark.announcementId)) return sendFail(res, errors.requestParamErr)
  const marks = readMarks(state.messages, member.id)
  if (!marks.has(mark.announcementId)) marks.set(mark.announcementId, state.now())
  sendOk(res, true)
}

/** `page` (1-based) and `size` as S5 sends them (`page=1&size=1`). */
function inboxPage(req: Request, res: Response, { state, member }: AuthedContext): void {
  const page = Number(queryString(req, 'page') ?? 1)
  const size = Number(queryString(req, 'size') ?? INBOX_PAGE_SIZE)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_INBOX_PAGE_SIZE) return sendFail(res, errors.requestParamErr)
  const all = inboxOf(state.messages, member.id)
  const content = all.slice((page - 1) * size, page * size)
  sendOk(res, { content, pageNum: page, totalPages: Math.ceil(all.length / size), totalCount: all.length })
}

function markInbox(req: Request, res: Response, { state, member }: AuthedContext): void {
  const mark = body(req, res, MarkInboxSchema)
  if (!mark) return
  const message = inboxOf(state.messages, member.id).find((m) => m.id === mark.inboxId)
  if (!message) return sendFail(res, errors.requestParamErr)
  message.read = true
  sendOk(res, true)
}

/** A bare number (S5 verified), or `{ count }` in the `countObject` variant (S6 reads `count`, `unread`, `total`). */
function inboxUnread(req: Request, res: Response, { state, member }: AuthedContext): void {
  const count = inboxOf(state.messages, member.id).filter((m) => !m.read).length
  sendOk(res, variantOf(state, req.path) === 'countObject' ? { count } : count)
}

/** Seeds 001 §7: `b2c=1, language, backUrl, headerColor, title` → `value.chatUrl` (S11 `setLiveSrc`). */
function launchChat(req: Request, res: Response, { state, member }: AuthedContext): void {
  if (queryString(req, 'b2c') !== '1' || !queryString(req, 'backUrl')) return sendFail(res, errors.requestParamErr)
  if (member.type === TRIAL_TYPE) return sendFail(res, errors.trial)
  const query = new URLSearchParams({
    session: randomBytes(8).toString('hex'),
    lang: queryString(req, 'language') ?? 'EN',
    title: queryString(req, 'title') ?? '',
  })
  sendOk(res, { chatUrl: `${state.config.publicUrl}/chat/live?${query.toString()}` })
}

export const messageEndpoints: Endpoint[] = [
  { methods: ['POST'], path: '/wps/relay/MCSFE_markAnnouncementAsRead', auth: true, rawBody: true, handle: markAnnouncement },
  { methods: ['GET'], path: '/wps/relay/EMFE_getInboxUnreadCount', auth: true, handle: inboxUnread },
  { methods: ['GET'], path: '/wps/relay/EMFE_getInbox', auth: true, handle: inboxPage },
  { methods: ['POST'], path: '/wps/relay/EMFE_markInboxAsRead', auth: true, rawBody: true, handle: markInbox },
  {
    methods: ['GET'],
    path: '/wps/relay/CBS_unreadCount',
    auth: true,
    modules: ['CBS3'],
    handle: (_req, res, { state, member }) => sendOk(res, { unReadCount: state.messages.chatUnread.get(member.id) ?? 0 }),
  },
  { methods: ['GET'], path: '/wps/relay/CBS_launchChat', auth: true, modules: ['CBS3'], handle: launchChat },
  {
    methods: ['GET'],
    path: '/wps/system/helpCenter',
    handle: (req, res, { state }) => sendOk(res, state.messages.help ?? helpCentre(queryString(req, 'lang') ?? req.get('language') ?? 'EN')),
  },
]
