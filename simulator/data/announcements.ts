import type { Game } from './games.ts'

type BannerGroup = 'm_home' | 'm_live'
export type Banner = {
  bannerId: number
  groupName: BannerGroup
  url: string
  title: string
  linkageType: 'URL' | 'P' | 'G' | null
  linkage: string | null
  externalLink: string | null
  nodeId: string | null
  vendor: string | null
}
/** `createTime` (epoch ms) is the simulator's own: no source shows when an announcement was published. */
export type Notice = { id: number; title: string; content: string; externalLink: string | null; announcementDisplaySpeed: string; createTime: number }
export type AnnouncementItem = { id: number; title: string; content: string; promotionType: string | null; execution: 'A' | 'B' | 'F' }
export type LiveModel = { id: number; name: string; avatar: string; streaming: boolean }

function bannerImagePath(id: number): string {
  return `/TCG_PROD_IMAGES/BANNER/${id}.svg`
}

function modelAvatarPath(id: number): string {
  return `/TCG_PROD_IMAGES/LIVE_MODEL/${id}.svg`
}

function banner(
  bannerId: number,
  groupName: BannerGroup,
  title: string,
  link: Pick<Banner, 'linkageType' | 'linkage'> & Partial<Pick<Banner, 'externalLink' | 'nodeId' | 'vendor'>>,
): Banner {
  return { bannerId, groupName, url: bannerImagePath(bannerId), title, externalLink: null, nodeId: null, vendor: null, ...link }
}

export function buildBanners(games: readonly Game[]): Banner[] {
  const slot = games.find((g) => g.vassalage === 'PG')
  const live = games.find((g) => g.vassalage === 'EVO')
  const gameLink = (g: Game | undefined) => ({ linkageType: 'G' as const, linkage: g?.nodeId ?? null, nodeId: g?.nodeId ?? null, vendor: g?.vassalage ?? null })
  return [
    banner(101, 'm_home', 'Welcome Bonus 100%', { linkageType: 'P', linkage: '301' }),
    banner(102, 'm_home', `${slot?.gameName ?? 'Slots'} Free Spins`, gameLink(slot)),
    banner(103, 'm_home', 'Invite Friends, Earn Together', { linkageType: 'URL', linkage: '/m/inviteFriends' }),
    banner(104, 'm_home', 'Join Our Telegram Channel', {
      linkageType: 'URL',
      linkage: 'https://t.me/sim88_official',
      externalLink: 'https://t.me/sim88_official',
    }),
    banner(105, 'm_live', 'Live Models Tonight', { linkageType: null, linkage: null }),
    banner(106, 'm_live', `${live?.gameName ?? 'Live'} at Evolution`, gameLink(live)),
  ]
}

export const NOTICES: readonly Notice[] = [
  {
    id: 1,
    title: 'Welcome',
    content: '<p>Welcome <b>bonus</b> 100% on your first deposit</p>',
    externalLink: null,
    createTime: Date.UTC(2025, 2, 1, 9, 0),
    announcementDisplaySpeed: 'HIGH',
  },
  {
    id: 2,
    title: 'Scheduled maintenance',
    content: '<p>JDB Gaming maintenance on Sunday 02:00&ndash;04:00 (GMT+8). <i>Thank you for your patience.</i></p>',
    externalLink: null,
    createTime: Date.UTC(2025, 2, 3, 2, 30),
    announcementDisplaySpeed: 'MEDIUM',
  },
  {
    id: 3,
    title: 'Security reminder',
    content: '<p>Never share your password.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>',
    externalLink: null,
    createTime: Date.UTC(2025, 2, 5, 12, 0),
    announcementDisplaySpeed: 'MEDIUM',
  },
  {
    id: 4,
    title: 'New games',
    content: '<p>New titles from <a href="/m/gameList?gameType=RNG&amp;vassalage=PG">PG Soft</a> every week.</p>',
    externalLink: null,
    createTime: Date.UTC(2025, 2, 8, 16, 45),
    announcementDisplaySpeed: 'LOW',
  },
  {
    id: 5,
    title: 'Deposit guide',
    content: '<p>Bank transfers are credited within <b>5 minutes</b>.</p>',
    externalLink: 'https://example.com/deposit-guide',
    createTime: Date.UTC(2025, 2, 10, 8, 15),
    announcementDisplaySpeed: 'HIGH',
  },
]

/**
 * Member announcements (type A, the member centre's `types=A`, S5): answered to members only, inside `player`,
 * with the member's read state. Two carry hostile markup so the sanitiser is exercised end to end.
 */
export const MEMBER_ANNOUNCEMENTS: readonly Notice[] = [
  {
    id: 11,
    title: 'Your VIP upgrade',
    createTime: Date.UTC(2025, 2, 11, 10, 0),
    externalLink: null,
    announcementDisplaySpeed: 'MEDIUM',
    content: '<p>Congratulations! Your account moved up a <b>VIP level</b>.</p><p>See <a href="/m/rewardCenter">your rewards</a>.</p>',
  },
  {
    id: 12,
    title: 'Account security',
    createTime: Date.UTC(2025, 2, 12, 7, 30),
    externalLink: null,
    announcementDisplaySpeed: 'MEDIUM',
    content:
      '<p onclick="window.__xss=3">Turn on two-step checks.<a href="javascript:window.__xss=4">Do it now</a></p><iframe src="https://evil.example/"></iframe>',
  },
  {
    id: 13,
    title: 'Withdrawal limits raised',
    createTime: Date.UTC(2025, 2, 13, 15, 0),
    externalLink: null,
    announcementDisplaySpeed: 'LOW',
    content:
      '<p>Daily limit now <b>￥500,000</b>.<br>Details on <a href="https://example.com/limits">our blog</a>.</p><img src="/TCG_PROD_IMAGES/BANNER/101.svg" alt="Limits">',
  },
]

export const POPUPS: readonly AnnouncementItem[] = [
  { id: 201, title: 'Welcome to Sim88', content: '<p>Register today and claim a <b>100%</b> welcome bonus.</p>', promotionType: null, execution: 'B' },
  { id: 202, title: 'Weekly Cashback', content: '<p>Get up to <b>1.2%</b> cashback every Monday.</p>', promotionType: 'PROMOTION', execution: 'A' },
  {
    id: 203,
    title: 'Maintenance window',
    promotionType: null,
    execution: 'B',
    content:
      '<p>Games pause on Sunday 02:00&ndash;04:00.<script>window.__xss=5</script></p><p><a href="/m/help">Help centre</a> &middot; <a href="https://status.example.com/">status page</a></p>',
  },
  { id: 204, title: 'Welcome aboard', content: '<p>Your first login: a free spin waits in the <b>reward centre</b>.</p>', promotionType: null, execution: 'F' },
]

export const PROMOTIONS: readonly AnnouncementItem[] = [
  { id: 301, title: 'Welcome Bonus 100%', content: '<p>Double your first deposit up to ￥8,888.</p>', promotionType: 'DEPOSIT', execution: 'F' },
  { id: 302, title: 'Daily Cashback 1.2%', content: '<p>Unlimited cashback on slots and fishing.</p>', promotionType: 'CASHBACK', execution: 'A' },
  { id: 303, title: 'VIP Birthday Gift', content: '<ul><li>VIP1: ￥88</li><li>VIP3: ￥388</li></ul>', promotionType: 'VIP', execution: 'A' },
  { id: 304, title: 'New Player Pack', content: '<p>Sign up and get <b>￥188</b> in free spins.</p>', promotionType: 'NEW_PLAYER', execution: 'B' },
]

export const LIVE_MODELS: readonly LiveModel[] = ['Mia', 'Luna', 'Aria', 'Nova', 'Jade', 'Kiki'].map((name, i) => ({
  id: 601 + i,
  name,
  avatar: modelAvatarPath(601 + i),
  streaming: true,
}))
