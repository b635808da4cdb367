import { GAME_TYPES, VENDORS, type GameType } from './vendors.ts'
import { gameNames, slugify } from './names.ts'
import { pick, rngFor } from '../prng.ts'

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
}

export type GameCatalogue = {
  games: readonly Game[]
  hot: readonly Game[]
  /** Key `<vendor>/<gameCode>`. */
  byIcon: ReadonlyMap<string, Game>
}

const RNG_CLASSIFY = [null, null, null, null, 'JP', 'AC', 'SC', 'VP', 'TG'] as const
const CLASSIFY: Partial<Record<GameType, string>> = { LIVE: 'TG', PVP: 'TG', FISH: 'AC' }
const HOT_QUOTA: Partial<Record<GameType, number>> = { RNG: 8, LIVE: 4, FISH: 3, PVP: 3, LOTT: 2, ELOTT: 2, SPORTS: 1, ESPORTS: 1 }

export function gameIconPath(vendor: string, gameCode: string): string {
  return `/TCG_GAME_ICONS/${vendor}/${gameCode}.svg`
}

function uniqueCode(name: string, used: Set<string>): string {
  const base = slugify(name) || 'game'
  let code = base
  for (let n = 2; used.has(code); n++) code = `${base}-${n}`
  used.add(code)
  return code
}

export function buildGames(seed: number): GameCatalogue {
  const games: Game[] = []
  const popularity = new Map<Game, number>()
  const takenSlotNames = new Set<string>()
  for (const type of GAME_TYPES) {
    for (const vendor of VENDORS) {
      const count = vendor.games[type] ?? 0
      if (count === 0) continue
      const rng = rngFor(seed, `games:${type}:${vendor.code}`)
      const codes = new Set<string>()
      for (const name of gameNames(rng, vendor.code, type, count, takenSlotNames)) {
        const index = games.length
        const gameCode = uniqueCode(name, codes)
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
          roomId: type === 'PVP' ? String(9001 + index) : null,
          supportPlay: 'H5',
          iconUrl: icon,
          mobileIconUrl: icon,
          accountTypeName: vendor.code,
          gameClassifyNew: type === 'RNG' ? pick(rng, RNG_CLASSIFY) : (CLASSIFY[type] ?? null),
        }
        games.push(game)
        popularity.set(game, rng())
      }
    }
  }
  const hot: Game[] = []
  for (const type of GAME_TYPES) {
    const ranked = games.filter((g) => g.gameType === type).sort((a, b) => (popularity.get(b) ?? 0) - (popularity.get(a) ?? 0))
    hot.push(...ranked.slice(0, HOT_QUOTA[type] ?? 0))
  }
  const byIcon = new Map(games.map((g) => [`${g.vassalage}/${g.gameCode}`, g] as const))
  return { games, hot, byIcon }
}
