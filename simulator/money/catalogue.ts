// What the simulated merchant offers: deposit channels, deposit promotions, the banks a card may be bound to,
// VIP turnover steps and rebate rates. Shapes no public source shows (see simulator/README.md).
import type { BetCategory } from './records.ts'

export type Channel = {
  channelId: string
  channelName: string
  type: 'GATEWAY' | 'MANUAL'
  minMinor: number
  maxMinor: number
  fixedMinor: number[]
  bank?: { bankName: string; bankAccountNo: string; bankAccountName: string }
}
export type ChannelVendor = { vendor: string; displayName: string; channels: Channel[] }

export const DEPOSIT_VENDORS: readonly ChannelVendor[] = [
  {
    vendor: 'FASTPAY',
    displayName: 'FastPay',
    channels: [
      { channelId: 'fp-bank', channelName: 'Online banking', type: 'GATEWAY', minMinor: 10000, maxMinor: 5000000, fixedMinor: [10000, 50000, 100000, 500000] },
      { channelId: 'fp-wallet', channelName: 'E-wallet', type: 'GATEWAY', minMinor: 5000, maxMinor: 2000000, fixedMinor: [5000, 10000, 20000, 50000] },
    ],
  },
  {
    vendor: 'BANKTRANSFER',
    displayName: 'Bank transfer',
    channels: [
      {
        channelId: 'bt-icbc',
        channelName: 'ICBC transfer',
        type: 'MANUAL',
        minMinor: 20000,
        maxMinor: 10000000,
        fixedMinor: [100000, 200000, 500000, 1000000],
        bank: { bankName: 'Industrial and Commercial Bank of China', bankAccountNo: '6222 0210 0112 8800 188', bankAccountName: 'SIM88 TRADING LTD' },
      },
    ],
  },
]

export function findChannel(channelId: string): Channel | undefined {
  return DEPOSIT_VENDORS.flatMap((v) => v.channels).find((c) => c.channelId === channelId)
}

export const DEPOSIT_PROMOS = [
  { promoId: 'FIRST100', title: 'First deposit: 100% bonus up to ￥1,000', description: 'For your first deposit only; 10× turnover.', minDepositMinor: 10000 },
  { promoId: 'RELOAD10', title: 'Daily reload: 10% bonus', description: 'Once a day; 5× turnover.', minDepositMinor: 20000 },
] as const

export const BANKS = [
  { bankCode: 'ICBC', bankEngName: 'Industrial and Commercial Bank of China', bankChName: '中国工商银行' },
  { bankCode: 'CCB', bankEngName: 'China Construction Bank', bankChName: '中国建设银行' },
  { bankCode: 'ABC', bankEngName: 'Agricultural Bank of China', bankChName: '中国农业银行' },
  { bankCode: 'BOC', bankEngName: 'Bank of China', bankChName: '中国银行' },
  { bankCode: 'CMB', bankEngName: 'China Merchants Bank', bankChName: '招商银行' },
] as const

export const WITHDRAW_LIMITS = { minMinor: 10000, maxMinor: 5000000 }
export const MAX_CARDS = 3

/** Monthly turnover each VIP level needs to reach the next one. */
export const RANK_STEPS = [0, 100000, 1000000, 5000000, 20000000, 100000000] as const

/** Rebate rates in basis points of valid bets, per category. */
export const REBATE_BPS: Readonly<Record<BetCategory, number>> = { RNG: 80, FISH: 80, LIVE: 60, PVP: 60, SPORTS: 50 }
export const REBATE_MIN_CLAIM_MINOR = 100
