import { pick, rngFor } from '../prng.ts'
import type { LotteryEntry } from './lottery.ts'
import { LOTTERY_DEFS } from './lotteryDefs.ts'
import { gameNames, slugify } from './names.ts'
import { GAME_TYPES, VENDORS, type GameType, type Vendor } from './vendors.ts'

/** A game exactly as `GCSGAME_gameList` / `GCSGAME_hotGamesV2` put it on the wire. */
export type Game = {
  nodeId: string
  gameId: number
  gameCode: string
  gameName: string
  nodeName: string
  displayName: string
  gameType: GameType
  vassalage: string
  roomId: string | null
  supportPlay: string
  iconUrl: string
  mobileIconUrl: string
  accountTypeName: string
  gameClassifyNew: string | null
  lottoMode?: 'Lott' | 'Elott' | 'ZY'
}

export type GameCatalogue = {
  games: readonly Game[]
  hot: readonly Game[]
  /** Key `<vendor>/<gameCode>`. */
  byIcon: ReadonlyMap<string, Game>
  byNodeId: ReadonlyMap<string, Game>
  /** Lottery games with their draw rules, in menu order. */
  lottery: readonly LotteryEntry[]
  lotteryByNodeId: ReadonlyMap<string, LotteryEntry>
  /** Key: the decimal `gameId`. */
  lotteryByGameId: ReadonlyMap<string, LotteryEntry>
}

const RNG_CLASSIFY = [null, null, null, null, 'JP', 'AC', 'SC', 'VP'] as const
const CLASSIFY: Partial<Record<GameType, string>> = { LIVE: 'TG', PVP: 'TG', FISH: 'AC' }
const HOT_QUOTA: Partial<Record<GameType, number>> = { RNG: 8, LIVE: 4, FISH: 3, PVP: 3, LOTT: 2, ELOTT: 2, SPORTS: 2 }

function gameIconPath(vendor: string, gameCode: string): string {
  return `/TCG_GAME_ICONS/${vendor}/${gameCode}.svg`
}

function uniqueCode(name: string, used: Set<string>): string {
  const base = slugify(name) || 'game'
  let code = base
  for (let n = 2; used.has(code); n++) code = `${base}-${n}`
  used.add(code)
  return code
}

function classify(vendor: Vendor, type: GameType, rng: () => number): string | null {
  if (vendor.kind === 'table') return 'TG'
  return type === 'RNG' ? pick(rng, RNG_CLASSIFY) : (CLASSIFY[type] ?? null)
}

/** Games of one vendor in one category; ids continue from `firstIndex`. `popularity` gets a random rank per game. */
export function vendorGames(
  seed: number,
  vendor: Vendor,
  type: GameType,
  count: number,
  firstIndex: number,
  takenSlotNames: Set<string>,
  popularity?: Map<Game, number>,
): Game[] {
  const rng = rngFor(seed, `games:${type}:${vendor.code}`)
  const defs = vendor.kind === 'lottery' ? LOTTERY_DEFS.filter((d) => d.vendor === vendor.code) : undefined
  const names = defs ? defs.map((d) => d.name) : gameNames(rng, vendor, type, count, takenSlotNames)
  const codes = new Set<string>()
  return names.map((name, i) => {
    const index = firstIndex + i
    const gameCode = defs?.[i]?.code ?? uniqueCode(name, codes)
    const icon = gameIconPath(vendor.code, gameCode)
    const game: Game = {
      nodeId: String(100001 + index),
      gameId: 5001 + index,
      gameCode,
      gameName: name,
      nodeName: name,
      displayName: vendor.displayName,
      gameType: type,
      vassalage: vendor.code,
      roomId: type === 'PVP' || type === 'LIVE' ? String(9001 + index) : null,
      supportPlay: 'H5',
      iconUrl: icon,
      mobileIconUrl: icon,
      accountTypeName: vendor.code,
      gameClassifyNew: classify(vendor, type, rng),
      ...(defs ? { lottoMode: vendor.code === 'LOTT' ? ('Lott' as const) : ('Elott' as const) } : {}),
    }
    popularity?.set(game, rng())
    return game
  })
}

export function buildGames(seed: number): GameCatalogue {
  const games: Game[] = []
  const popularity = new Map<Game, number>()
  const takenSlotNames = new Set<string>()
  for (const type of GAME_TYPES) {
    for (const vendor of VENDORS) {
      const count = vendor.games[type] ?? 0
      if (count > 0) games.push(...vendorGames(seed, vendor, type, count, games.length, takenSlotNames, popularity))
    }
  }
  const hot: Game[] = []
  for (const type of GAME_TYPES) {
    const ranked = games.filter((g) => g.gameType === type).sort((a, b) => (popularity.get(b) ?? 0) - (popularity.get(a) ?? 0))
    hot.push(...ranked.slice(0, HOT_QUOTA[type] ?? 0))
  }
  const byIcon = new Map(games.map((g) => [`${g.vassalage}/${g.gameCode}`, g] as const))
  const lottery = LOTTERY_DEFS.map((def) => {
    const game = byIcon.get(`${def.vendor}/${def.code}`)
    if (!game) throw new Error(`lottery game ${def.code} is missing from the catalogue`)
    return { def, game }
  })
  return {
    games,
    hot,
    byIcon,
    byNodeId: new Map(games.map((g) => [g.nodeId, g] as const)),
    lottery,
    lotteryByNodeId: new Map(lottery.map((e) => [e.game.nodeId, e] as const)),
    lotteryByGameId: new Map(lottery.map((e) => [String(e.game.gameId), e] as const)),
  }
}
