export const GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const
export type GameType = (typeof GAME_TYPES)[number]

export type Vendor = {
  code: string
  displayName: string
  sort: number
  /** Number of games the vendor has per category. */
  games: Partial<Record<GameType, number>>
}

export const VENDORS: readonly Vendor[] = [
  { code: 'PG', displayName: 'PG Soft', sort: 1, games: { RNG: 48 } },
  { code: 'JL', displayName: 'JILI', sort: 2, games: { RNG: 36, FISH: 8 } },
  { code: 'PP', displayName: 'Pragmatic Play', sort: 3, games: { RNG: 48 } },
  { code: 'CQ9', displayName: 'CQ9 Gaming', sort: 4, games: { RNG: 30, FISH: 6 } },
  { code: 'JDB', displayName: 'JDB Gaming', sort: 5, games: { RNG: 28 } },
  { code: 'KA', displayName: 'KA Gaming', sort: 6, games: { RNG: 20, FISH: 8 } },
  { code: 'EVO', displayName: 'Evolution', sort: 7, games: { LIVE: 30 } },
  { code: 'SEXY', displayName: 'AE Sexy', sort: 8, games: { LIVE: 16 } },
  { code: 'DG', displayName: 'Dream Gaming', sort: 9, games: { LIVE: 14 } },
  { code: 'KY', displayName: 'KY Poker', sort: 10, games: { PVP: 30 } },
  { code: 'V8', displayName: 'V8 Poker', sort: 11, games: { PVP: 24 } },
  { code: 'SBO', displayName: 'SBOBET', sort: 12, games: { SPORTS: 3 } },
  { code: 'SABA', displayName: 'SABA Sports', sort: 13, games: { SPORTS: 3 } },
  { code: 'TF', displayName: 'TF Gaming', sort: 14, games: { ESPORTS: 2 } },
  { code: 'IMES', displayName: 'IM eSports', sort: 15, games: { ESPORTS: 2 } },
  { code: 'SV3', displayName: 'SV388', sort: 16, games: { COCKFIGHT: 2 } },
  { code: 'LOTT', displayName: 'TCG Lottery', sort: 17, games: { LOTT: 30 } },
  { code: 'GPI', displayName: 'GPI Keno', sort: 18, games: { LOTT: 12 } },
  { code: 'TCG_LOTTO_VN', displayName: 'VN Lottery', sort: 19, games: { ELOTT: 30 } },
]

export function vendorIconPath(code: string): string {
  return `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${code}-DEFAULT.svg`
}
