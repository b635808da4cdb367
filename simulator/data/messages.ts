/**
 * Inbox messages and chat counts per member. No source shows an inbox message (S5 shows the list request and the
 * unread count only), so `{ id, title, content, sendTime, read }` is the simulator's own shape.
 */
export type InboxMessage = { id: number; title: string; content: string; sendTime: number; read: boolean }

type Seed = Omit<InboxMessage, 'id' | 'read'> & { read?: boolean }

const day = (d: number, h = 9) => Date.UTC(2025, 2, d, h, 0)

const WELCOME: Seed = {
  title: 'Welcome to Sim88',
  content: '<p>Thank you for joining. Your <b>welcome bonus</b> is waiting in the <a href="/m/rewardCenter">reward centre</a>.</p>',
  sendTime: day(1),
}

const SEEDS: Readonly<Record<string, readonly Seed[]>> = {
  member0: [
    WELCOME,
    { title: 'Deposit received', content: '<p>Your deposit of <b>￥1,000</b> was credited.</p>', sendTime: day(4, 14), read: true },
    { title: 'Weekly cashback paid', content: '<p>￥12.50 cashback was added to your wallet.</p>', sendTime: day(10, 8) },
  ],
  member1: [
    WELCOME,
    { title: 'Verify your e-mail', content: '<p>Please confirm your address to secure your account.</p>', sendTime: day(2) },
    { title: 'Birthday gift', content: '<p>Happy birthday! A gift of <b>￥88</b> is yours.</p>', sendTime: day(3) },
    {
      title: 'Withdrawal update',
      content: '<p>Your withdrawal is being processed.<img src="x" onerror="window.__xss=6"></p><a href="javascript:alert(1)">track</a>',
      sendTime: day(5, 11),
    },
    { title: 'New games this week', content: '<ul><li>Lucky Koi</li><li>Dragon Fortune</li></ul>', sendTime: day(7) },
    { title: 'Security notice', content: '<p>We never ask for your password.</p>', sendTime: day(9), read: true },
  ],
}

const CHAT_UNREAD: Readonly<Record<string, number>> = { member0: 0, member1: 2, member2: 0 }

/** A member's seed inbox, newest first; ids are unique across members and the same after every reset. */
export function seedInbox(account: string): InboxMessage[] {
  const base = 5000 + 100 * Object.keys(SEEDS).indexOf(account)
  return (SEEDS[account] ?? []).map((m, i) => ({ id: base + i + 1, read: false, ...m })).reverse()
}

export function seedChatUnread(account: string): number {
  return CHAT_UNREAD[account] ?? 0
}
