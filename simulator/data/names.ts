import { pick, shuffle, type Rng } from '../prng.ts'
import type { GameType, Vendor } from './vendors.ts'

const SLOT_FIRST = [
  'Fortune',
  'Lucky',
  'Golden',
  'Dragon',
  'Mighty',
  'Wild',
  'Mega',
  'Royal',
  'Super',
  'Magic',
  'Treasure',
  'Jungle',
  'Pharaoh',
  'Ocean',
  'Samurai',
  'Panda',
  'Phoenix',
  'Tiger',
  'Buffalo',
  'Crystal',
  'Aztec',
  'Candy',
  'Neon',
  'Cosmic',
  'Viking',
  'Emerald',
  'Thunder',
  'Lion',
  'Sakura',
  'Inca',
  'Ruby',
  'Diamond',
  'Koi',
  'Monkey',
  'Wolf',
  'Sunset',
  'Rainbow',
  'Lotus',
  'Pirate',
  'Cleopatra',
]
const SLOT_SECOND = [
  'Tiger',
  'Gold',
  'Fortune',
  'Riches',
  'Spins',
  'Jackpot',
  'Empire',
  'Quest',
  'Legend',
  'Blaze',
  'Gems',
  'Kingdom',
  'Treasures',
  'Wheel',
  'Queen',
  'Warrior',
  'Temple',
  'Fever',
  'Party',
  'Coins',
  'Reels',
  'Dynasty',
  'Festival',
  'Safari',
  'Charms',
  'Nights',
  'Rise',
  'Storm',
  'Garden',
  'Palace',
]
const SLOT_TAIL = ['Rush', 'Deluxe', 'Megaways', 'Hold & Win', 'Link', 'Blitz', 'Bonanza', 'Ways']

type Plan = { bases: readonly string[]; suffixes: readonly string[] }

const PLANS: Record<Exclude<GameType, 'RNG'> | 'ESPORTS' | 'COCKFIGHT' | 'TABLE', Plan> = {
  FISH: {
    bases: ['Ocean King', 'Dragon', 'Happy', 'Mega', 'Bombing', 'Jackpot', 'All-Star', 'Royal', 'Golden', 'Dinosaur', 'Mermaid', 'Boom'],
    suffixes: [' Fishing', ' Fishing 2', ' Fishing Legend'],
  },
  LIVE: {
    bases: [
      'Baccarat',
      'Speed Baccarat',
      'Lightning Roulette',
      'Roulette',
      'Dragon Tiger',
      'Sic Bo',
      'Blackjack',
      'Fan Tan',
      'Crazy Time',
      'Mega Ball',
      'Football Studio',
      'Andar Bahar',
    ],
    suffixes: ['', ' A', ' B', ' C'],
  },
  PVP: {
    bases: [
      "Texas Hold'em",
      'Teen Patti',
      'Rummy',
      'Andar Bahar',
      'Niu Niu',
      'Blackjack',
      'Zhajinhua',
      'Mahjong Battle',
      'Fight the Landlord',
      'Dragon vs Tiger',
      'Omaha Poker',
      'Pai Gow',
      'Sam Gong',
      'Pok Deng',
      'Tongits',
      'Pusoy',
    ],
    suffixes: ['', ' Classic', ' Pro'],
  },
  SPORTS: { bases: ['Sportsbook', 'Live Betting', 'Virtual Football', 'Virtual Basketball', 'Number Game'], suffixes: [''] },
  ESPORTS: { bases: ['E-Sports', 'E-Sports Live', 'Virtual E-Sports'], suffixes: [''] },
  TABLE: {
    bases: [
      'Blackjack',
      'European Roulette',
      'American Roulette',
      'Baccarat',
      "Casino Hold'em",
      'Three Card Poker',
      'Caribbean Stud',
      'Pai Gow Poker',
      'Red Dog',
      'Let It Ride',
      'Sic Bo',
      'Craps',
    ],
    suffixes: ['', ' Pro', ' VIP'],
  },
  COCKFIGHT: { bases: ['Cockfight Arena', 'Sabong Live'], suffixes: [''] },
  LOTT: {
    bases: [
      'Tencent 1 Minute',
      'Fast 3',
      'Lucky 5D',
      'PK10',
      'Mark Six',
      'Lucky 28',
      'Happy 10',
      '11 Select 5',
      'Pick 3',
      'Speed Racing',
      'Keno Asia',
      'Thai Lottery',
    ],
    suffixes: ['', ' 3 Min', ' 5 Min', ' VIP'],
  },
  ELOTT: {
    bases: [
      'Mien Bac',
      'Ha Noi VIP',
      'Ho Chi Minh',
      'Da Nang',
      'Can Tho',
      'Khanh Hoa',
      'Vung Tau',
      'Ben Tre',
      'Dong Thap',
      'Ca Mau',
      'Tien Giang',
      'Kien Giang',
      'Da Lat',
      'Tay Ninh',
      'An Giang',
    ],
    suffixes: ['', ' Sieu Toc'],
  },
}

/** Well-known titles each vendor lists first, so examples in docs and tests stay stable. */
const FEATURED: Readonly<Record<string, readonly string[]>> = {
  PG: ['Fortune Tiger', 'Mahjong Ways'],
  JL: ['Dragon Gold Rush', 'Super Ace'],
  PP: ['Gates of Olympus', 'Sweet Bonanza'],
}

function slotNames(rng: Rng, vendor: string, count: number, taken: Set<string>): string[] {
  const names = (FEATURED[vendor] ?? []).filter((name) => !taken.has(name)).slice(0, count)
  names.forEach((name) => taken.add(name))
  for (let attempt = 0; names.length < count; attempt++) {
    if (attempt > count * 200) throw new Error('slot name space exhausted')
    const first = pick(rng, SLOT_FIRST)
    const second = pick(rng, SLOT_SECOND)
    if (first === second) continue
    const name = rng() < 0.3 ? `${first} ${second} ${pick(rng, SLOT_TAIL)}` : `${first} ${second}`
    if (taken.has(name)) continue
    taken.add(name)
    names.push(name)
  }
  return names
}

function plannedNames(rng: Rng, plan: Plan, count: number): string[] {
  const bases = shuffle(rng, plan.bases)
  const names: string[] = []
  for (let i = 0; names.length < count; i++) {
    const round = Math.floor(i / bases.length)
    const suffix = plan.suffixes[round] ?? ` ${round + 1}`
    names.push(`${bases[i % bases.length] ?? ''}${suffix}`)
  }
  return names
}

/** `count` distinct, plausible game names of one vendor in one category; slot names are unique across vendors via `taken`. */
export function gameNames(rng: Rng, vendor: Vendor, type: GameType, count: number, taken: Set<string>): string[] {
  if (vendor.kind === 'table') return plannedNames(rng, PLANS.TABLE, count)
  if (vendor.kind === 'esports') return plannedNames(rng, PLANS.ESPORTS, count)
  if (vendor.kind === 'cockfight') return plannedNames(rng, PLANS.COCKFIGHT, count)
  return type === 'RNG' ? slotNames(rng, vendor.code, count, taken) : plannedNames(rng, PLANS[type], count)
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
