import type { Member } from '../data/members.ts'
import { seedChatUnread, seedInbox, type InboxMessage } from '../data/messages.ts'

/** Read marks, inboxes and chat counts of the members, and help entries a test put in place of the seed's. */
export type MessageState = {
  /** Member id → announcement id → when (`now()`) it was marked read. */
  readAnnouncements: Map<number, Map<string, number>>
  /** Member id → messages, newest first. */
  inbox: Map<number, InboxMessage[]>
  chatUnread: Map<number, number>
  /** Help entries answered as given for every language (`/__sim/help`); null: the seed's. */
  help: unknown[] | null
  nextMessageId: number
}

export function createMessageState(members: readonly Member[]): MessageState {
  return {
    readAnnouncements: new Map(),
    inbox: new Map(members.map((m) => [m.id, seedInbox(m.account)])),
    chatUnread: new Map(members.map((m) => [m.id, seedChatUnread(m.account)])),
    help: null,
    nextMessageId: 9001,
  }
}

export function inboxOf(messages: MessageState, memberId: number): InboxMessage[] {
  let list = messages.inbox.get(memberId)
  if (!list) {
    list = []
    messages.inbox.set(memberId, list)
  }
  return list
}

export function readMarks(messages: MessageState, memberId: number): Map<string, number> {
  let marks = messages.readAnnouncements.get(memberId)
  if (!marks) {
    marks = new Map()
    messages.readAnnouncements.set(memberId, marks)
  }
  return marks
}
