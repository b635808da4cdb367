import { type Request, Router, type Response } from 'express'
import { z } from 'zod'
import { findMemberByAccount, type Member } from '../data/members.ts'
import { inboxOf, readMarks } from '../messages/messageState.ts'
import { queryString } from '../routes/endpoints.ts'
import type { SimState } from '../state.ts'
import { parse } from './controlBody.ts'

const Account = z.string().min(1)
const MessageBody = z.strictObject({
  title: z.string().max(200),
  content: z.string().max(8000).default(''),
  read: z.boolean().default(false),
  sendTime: z.number().int().positive().optional(),
})
const InboxBody = z.strictObject({
  account: Account,
  messages: z.array(MessageBody).max(200).default([]),
  generate: z.number().int().min(0).max(1000).default(0).describe('this many unread messages more, numbered'),
})
const ChatBody = z.strictObject({ account: Account, unread: z.number().int().min(0).max(100_000) })
// Entries are taken as they are, so a test can put any shape (hostile markup, a null title) before a client.
const HelpBody = z.strictObject({ items: z.array(z.unknown()).max(500) })

function memberOr404(state: SimState, account: string | undefined, res: Response): Member | undefined {
  const member = account ? findMemberByAccount(state.members, account) : undefined
  if (!member) res.status(404).json({ error: 'not_found', message: 'No member with this account' })
  return member
}

/** POST /__sim/inbox: a member's inbox, given messages and `generate` more, newest first. */
function setInbox(state: SimState, req: Request, res: Response): void {
  const body = parse(InboxBody, req.body, res)
  const member = body && memberOr404(state, body.account, res)
  if (!body || !member) return
  const now = state.now()
  const generated = Array.from({ length: body.generate }, (_, i) => ({
    title: `Message ${i + 1}`,
    content: `<p>Message number ${i + 1}.</p>`,
    read: false,
    sendTime: now - i * 60_000,
  }))
  const list = [...body.messages, ...generated].map((m) => ({ id: state.messages.nextMessageId++, sendTime: now, ...m }))
  state.messages.inbox.set(member.id, list)
  res.json({ account: member.account, messages: list.length, unread: list.filter((m) => !m.read).length })
}

/** `/__sim/inbox`, `/__sim/chat-unread`, `/__sim/help`, `/__sim/announcements/read`. */
export function messageControls(state: SimState): Router {
  const router = Router()
  router.post('/inbox', (req, res) => setInbox(state, req, res))
  router.get('/inbox', (req, res) => {
    const member = memberOr404(state, queryString(req, 'account'), res)
    if (member) res.json({ messages: inboxOf(state.messages, member.id) })
  })
  router.post('/chat-unread', (req, res) => {
    const body = parse(ChatBody, req.body, res)
    const member = body && memberOr404(state, body.account, res)
    if (!body || !member) return
    state.messages.chatUnread.set(member.id, body.unread)
    res.json({ account: member.account, unread: body.unread })
  })
  router.post('/help', (req, res) => {
    const body = parse(HelpBody, req.body, res)
    if (!body) return
    state.messages.help = body.items
    res.json({ items: body.items.length })
  })
  router.delete('/help', (_req, res) => {
    state.messages.help = null
    res.json({ items: null })
  })
  router.get('/announcements/read', (req, res) => {
    const member = memberOr404(state, queryString(req, 'account'), res)
    if (member) res.json({ read: [...readMarks(state.messages, member.id)].map(([id, at]) => ({ id, at })) })
  })
  return router
}
