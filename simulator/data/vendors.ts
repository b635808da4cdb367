import { LOTTERY_DEFS } from './lotteryDefs.ts'

/**
 * Game categories on the wire. As on the platform, the e-sports vendors and the cockfight vendor (SV3) are
 * listed under SPORTS; the site splits them out.
 */
export const GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const
export type GameType = (typeof GAME_TYPES)[number]

/** Which name list a vendor's games come from when it is not its category's usual one. */
type VendorKind = 'esports' | 'cockfight' | 'table' | 'lottery'

export type Vendor = {
  code: string
  displayName: string
  sort: number
  /** Number of games the vendor has per category. */
  games: Partial<Record<GameType, number>>
  kind?: VendorKind | undefined
}

const lotteryCount = (vendor: string) => LOTTERY_DEFS.filter((d) => d.vendor === vendor).length

export const VENDORS: readonly Vendor[] = [
  { code: 'PG', displayName: 'PG Soft', sort: 1, games: { RNG: 150 } },
  { code: 'JL', displayName: 'JILI', sort: 2, games: { RNG: 130, FISH: 12 } },
  { code: 'PP', displayName: 'Pragmatic Play', sort: 3, games: { RNG: 160 } },
  { code: 'CQ9', displayName: 'CQ9 Gaming', sort: 4, games: { RNG: 110, FISH: 8 } },
  { code: 'JDB', displayName: 'JDB Gaming', sort: 5, games: { RNG: 100, FISH: 6 } },
  { code: 'KA', displayName: 'KA Gaming', sort: 6, games: { RNG: 90, FISH: 10 } },
  { code: 'FC', displayName: 'Fa Chai', sort: 7, games: { RNG: 80, FISH: 6 } },
  { code: 'SG', displayName: 'Spadegaming', sort: 8, games: { RNG: 96 } },
  { code: 'HB', displayName: 'Habanero', sort: 9, games: { RNG: 84 } },
  { code: 'RTG', displayName: 'RTG Table Games', sort: 10, games: { RNG: 24 }, kind: 'table' },
  { code: 'EVO', displayName: 'Evolution', sort: 11, games: { LIVE: 36 } },
  { code: 'SEXY', displayName: 'AE Sexy', sort: 12, games: { LIVE: 20 } },
  { code: 'DG', displayName: 'Dream Gaming', sort: 13, games: { LIVE: 16 } },
  { code: 'KY', displayName: 'KY Poker', sort: 14, games: { PVP: 32 } },
  { code: 'V8', displayName: 'V8 Poker', sort: 15, games: { PVP: 24 } },
  { code: 'SBO', displayName: 'SBOBET', sort: 16, games: { SPORTS: 3 } },
  { code: 'SABA', displayName: 'SABA Sports', sort: 17, games: { SPORTS: 4 } },
  { code: 'TF', displayName: 'TF Gaming', sort: 18, games: { SPORTS: 2 }, kind: 'esports' },
  { code: 'IMES', displayName: 'IM eSports', sort: 19, games: { SPORTS: 2 }, kind: 'esports' },
  { code: 'IA', displayName: 'IA eSports', sort: 20, games: { SPORTS: 2 }, kind: 'esports' },
  { code: 'SV3', displayName: 'SV388', sort: 21, games: { SPORTS: 2 }, kind: 'cockfight' },
  { code: 'LOTT', displayName: 'TCG Lottery', sort: 22, games: { LOTT: lotteryCount('LOTT') }, kind: 'lottery' },
  { code: 'TCG_LOTTO_VN', displayName: 'VN Lottery', sort: 23, games: { ELOTT: lotteryCount('TCG_LOTTO_VN') }, kind: 'lottery' },
  { code: 'TCG_SEA', displayName: 'SEA Lottery', sort: 24, games: { ELOTT: lotteryCount('TCG_SEA') }, kind: 'lottery' },
  { code: 'GPI', displayName: 'GPI Keno', sort: 25, games: { ELOTT: lotteryCount('GPI') }, kind: 'lottery' },
]

/** Vendors whose games open the lottery lobby instead of a vendor game page. */
export const LOTTERY_LOBBY_AREAS: Readonly<Record<string, 'VN' | 'SEA'>> = { TCG_LOTTO_VN: 'VN', TCG_SEA: 'SEA' }

export function vendorIconPath(code: string): string {
  return `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${code}-DEFAULT.svg`
}
