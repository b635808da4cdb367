/** A promotion's state on the wire: the seeds' labels in upper case (no source shows the platform's codes). */
export const PROMO_STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED', 'CLOSE', 'COMING_SOON'] as const
export type PromoStatus = (typeof PROMO_STATUSES)[number]

export type PromoCategory = { categoryId: number; categoryName: string }
export type PromoDef = {
  promotionId: number
  promotionName: string
  promotionType: string
  categoryId: number
  /** `A`: joined with a comment and pictures; `B`: joined directly (S27). */
  requireType: 'A' | 'B'
  bonusAmount: number
  content: string
  /** Days from today (the simulator's clock) the promotion starts and ends. */
  startDay: number
  endDay: number
  /** What visitors and members without a state of their own see. */
  common: PromoStatus
}

export const PROMO_CATEGORIES: readonly PromoCategory[] = [
  { categoryId: 1, categoryName: 'Deposit' },
  { categoryId: 2, categoryName: 'Slots' },
  { categoryId: 3, categoryName: 'Live casino' },
  { categoryId: 4, categoryName: 'VIP' },
  { categoryId: 5, categoryName: 'App' },
]

const p = (def: PromoDef): PromoDef => def

export const PROMOTIONS: readonly PromoDef[] = [
  p({
    promotionId: 301,
    promotionName: 'Welcome Bonus 100%',
    promotionType: 'DEPOSIT',
    categoryId: 1,
    requireType: 'B',
    bonusAmount: 888,
    startDay: -10,
    endDay: 50,
    common: 'JOIN',
    content:
      '<p>Double your first deposit, up to <b>￥8,888</b>.</p><ul><li>Deposit at least ￥100.</li><li>Turnover 10× before withdrawal.</li></ul><p>See the <a href="/m/help">terms</a>.</p>',
  }),
  p({
    promotionId: 302,
    promotionName: 'Daily Cashback 1.2%',
    promotionType: 'CASHBACK',
    categoryId: 2,
    requireType: 'B',
    bonusAmount: 50,
    startDay: -30,
    endDay: 60,
    common: 'JOIN',
    content: '<p>Unlimited <b>1.2%</b> cashback on slots and fishing games, paid every morning.</p>',
  }),
  p({
    promotionId: 303,
    promotionName: 'VIP Birthday Gift',
    promotionType: 'VIP',
    categoryId: 4,
    requireType: 'A',
    bonusAmount: 388,
    startDay: -5,
    endDay: 25,
    common: 'JOIN',
    content: '<p>Send us a photo of your ID page showing your birthday and we will credit your gift.</p><ul><li>VIP1: ￥88</li><li>VIP3: ￥388</li></ul>',
  }),
  p({
    promotionId: 304,
    promotionName: 'Weekend Slots Tournament',
    promotionType: 'TOURNAMENT',
    categoryId: 2,
    requireType: 'B',
    bonusAmount: 1000,
    startDay: -1,
    endDay: 2,
    common: 'JOIN',
    content: '<p>The biggest single win on any PG slot this weekend takes <b>￥1,000</b>.</p>',
  }),
  p({
    promotionId: 305,
    promotionName: 'Live Casino Lucky Streak',
    promotionType: 'LIVE',
    categoryId: 3,
    requireType: 'A',
    bonusAmount: 288,
    startDay: -7,
    endDay: 7,
    common: 'JOIN',
    content: '<p>Win 8 hands in a row at any Evolution baccarat table, send us the screenshots and collect ￥288.</p>',
  }),
  p({
    promotionId: 306,
    promotionName: 'First Withdrawal Bonus',
    promotionType: 'WITHDRAW',
    categoryId: 1,
    requireType: 'A',
    bonusAmount: 58,
    startDay: -20,
    endDay: 10,
    common: 'JOIN',
    content: '<p>Withdraw for the first time and get ￥58 back.</p>',
  }),
  p({
    promotionId: 307,
    promotionName: 'Mid-Autumn Festival Feast',
    promotionType: 'FESTIVAL',
    categoryId: 4,
    requireType: 'B',
    bonusAmount: 168,
    startDay: 5,
    endDay: 12,
    common: 'COMING_SOON',
    content: '<p>Mooncakes and bonuses for everyone. Opens soon.</p>',
  }),
  p({
    promotionId: 308,
    promotionName: 'Lunar New Year Red Packets',
    promotionType: 'FESTIVAL',
    categoryId: 4,
    requireType: 'B',
    bonusAmount: 88,
    startDay: -60,
    endDay: -30,
    common: 'CLOSE',
    content: '<p>Red packets for every deposit during the new year week.</p>',
  }),
  p({
    promotionId: 309,
    promotionName: 'App Download Bonus',
    promotionType: 'APP_DOWNLOAD',
    categoryId: 5,
    requireType: 'B',
    bonusAmount: 18,
    startDay: -90,
    endDay: 90,
    common: 'JOIN',
    content: '<p>Install our app and log in once to receive <b>￥18</b>.</p>',
  }),
  p({
    promotionId: 310,
    promotionName: 'Refer a Friend',
    promotionType: 'REFERRAL',
    categoryId: 1,
    requireType: 'B',
    bonusAmount: 100,
    startDay: -100,
    endDay: 100,
    common: 'JOIN',
    content: '<p>Earn ￥100 for every friend who deposits.</p>',
  }),
  p({
    promotionId: 311,
    promotionName: 'Slots Free Spins Friday',
    promotionType: 'FREE_SPIN',
    categoryId: 2,
    requireType: 'B',
    bonusAmount: 20,
    startDay: -3,
    endDay: 4,
    common: 'JOIN',
    content: '<p>Twenty free spins every Friday.</p>',
  }),
  p({
    promotionId: 312,
    promotionName: 'Rebate Booster',
    promotionType: 'REBATE',
    categoryId: 3,
    requireType: 'B',
    bonusAmount: 30,
    startDay: -2,
    endDay: 28,
    common: 'JOIN',
    content: '<p>An extra 0.3% rebate on live casino for a month.</p>',
  }),
]

/** member0 sees every state (seeds 000 §9); other members see the common state until they act. */
export const MEMBER_PROMO_SEED: Readonly<Record<number, Readonly<Record<number, PromoStatus>>>> = {
  10001: { 301: 'CLAIM', 302: 'JOINED', 303: 'JOIN', 304: 'JOIN', 305: 'APPLYING', 306: 'REJECTED', 310: 'ISSUED', 311: 'CLAIMED', 312: 'PROCESS' },
}

export function promotionImagePath(id: number): string {
  return `/TCG_PROD_IMAGES/PROMOTION/${id}.svg`
}
