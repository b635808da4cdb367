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
export type Notice = { id: number; title: string; content: string; externalLink: string | null; announcementDisplaySpeed: string }
export type AnnouncementItem = { id: number; title: string; content: string; promotionType: string | null; execution: 'A' | 'B' | 'F' }
export type LiveModel = { id: number; name: string; avatar: string; streaming: boolean }

function bannerImagePath(id: number): string {
  return `/TCG_PROD_IMAGES/BANNER/${id}.svg`
}

function modelAvatarPath(id: number): string {
  return `/TCG_PROD_IMAGES/LIVE_MODEL/${id}.svg`
}

function banner(
  bannerId: number, groupName: BannerGroup, title: string,
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
      linkageType: 'URL', linkage: 'https://t.me/sim88_official', externalLink: 'https://t.me/sim88_official',
    }),
    banner(105, 'm_live', 'Live Models Tonight', { linkageType: null, linkage: null }),
    banner(106, 'm_live', `${live?.gameName ?? 'Live'} at Evolution`, gameLink(live)),
  ]
}

export const NOTICES: readonly Notice[] = [
  { id: 1, title: 'Welcome', content: '<p>Welcome <b>bonus</b> 100% on your first deposit</p>', externalLink: null, announcementDisplaySpeed: 'HIGH' },
  {
    id: 2, title: 'Scheduled maintenance',
    content: '<p>JDB Gaming maintenance on Sunday 02:00&ndash;04:00 (GMT+8). <i>Thank you for your patience.</i></p>',
    externalLink: null, announcementDisplaySpeed: 'MEDIUM',
  },
  {
    id: 3, title: 'Security reminder',
    content: '<p>Never share your password.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>',
    externalLink: null, announcementDisplaySpeed: 'MEDIUM',
  },
  {
    id: 4, title: 'New games',
    content: '<p>New titles from <a href="/m/gameList?gameType=RNG&amp;vassalage=PG">PG Soft</a> every week.</p>',
    externalLink: null, announcementDisplaySpeed: 'LOW',
  },
  {
    id: 5, title: 'Deposit guide',
    content: '<p>Bank transfers are credited within <b>5 minutes</b>.</p>',
    externalLink: 'https://example.com/deposit-guide', announcementDisplaySpeed: 'HIGH',
  },
]

export const POPUPS: readonly AnnouncementItem[] = [
  { id: 201, title: 'Welcome to Sim88', content: '<p>Register today and claim a <b>100%</b> welcome bonus.</p>', promotionType: null, execution: 'B' },
  { id: 202, title: 'Weekly Cashback', content: '<p>Get up to <b>1.2%</b> cashback every Monday.</p>', promotionType: 'PROMOTION', execution: 'A' },
]

export const PROMOTIONS: readonly AnnouncementItem[] = [
  { id: 301, title: 'Welcome Bonus 100%', content: '<p>Double your first deposit up to ￥8,888.</p>', promotionType: 'DEPOSIT', execution: 'F' },
  { id: 302, title: 'Daily Cashback 1.2%', content: '<p>Unlimited cashback on slots and fishing.</p>', promotionType: 'CASHBACK', execution: 'A' },
  { id: 303, title: 'VIP Birthday Gift', content: '<ul><li>VIP1: ￥88</li><li>VIP3: ￥388</li></ul>', promotionType: 'VIP', execution: 'A' },
]

export const LIVE_MODELS: readonly LiveModel[] = ['Mia', 'Luna', 'Aria', 'Nova', 'Jade', 'Kiki'].map((name, i) => ({
  id: 601 + i,
  name,
  avatar: modelAvatarPath(601 + i),
  streaming: true,
}))
