import type { Game } from '../data/games.ts'
import type { LotteryEntry } from '../data/lottery.ts'
import type { SeedData } from '../data/seed.ts'
import type { Vendor } from '../data/vendors.ts'
import { VENDORS } from '../data/vendors.ts'
import { rngFor, shuffle } from '../prng.ts'

/** A one-time game-page ticket: single use on the page, then it names the play session (e.g. to leave a table). */
export type Ticket = {
  id: string
  memberId: number
  account: string
  /** Casino game, or a lottery game/lobby page. */
  kind: 'casino' | 'lotto'
  nodeId: string | undefined
  area: 'VN' | 'SEA' | undefined
  prizeMode: string | undefined
  language: string
  demo: boolean
  issuedAt: number
  used: boolean
}

/** Per-member games state and vendors added through the control API; all of it back to the seed on reset. */
export type GameState = {
  favourites: Map<number, string[]>
  recent: Map<number, string[]>
  lotteryRecent: Map<number, string[]>
  /** Member id → node id of the game whose round is still open. */
  rounds: Map<number, string>
  tickets: Map<string, Ticket>
  vendors: Vendor[]
  games: Game[]
}

/** What the games functions read of the simulator's state: their own, the seed catalogue and the seed number. */
type GamesSlice = { games: GameState; data: Pick<SeedData, 'catalogue'>; config: { seed: number } }

const FAVOURITE_MIX: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  10001: { RNG: 6, LIVE: 3, FISH: 3, PVP: 3, SPORTS: 2, LOTT: 1, ELOTT: 2 },
  10002: { RNG: 1, LIVE: 1, ELOTT: 1 },
}
const RECENT_SEED: Readonly<Record<number, number>> = { 10001: 5 }

export function createGameState(): GameState {
  return { favourites: new Map(), recent: new Map(), lotteryRecent: new Map(), rounds: new Map(), tickets: new Map(), vendors: [], games: [] }
}

/** Seed favourites (member0 20 across categories, member1 3) and member0's recent games; nothing else. */
export function resetGameState(state: GamesSlice): void {
  const { games: g } = state
  const { games } = state.data.catalogue
  g.favourites.clear()
  g.recent.clear()
  g.lotteryRecent.clear()
  g.rounds.clear()
  g.tickets.clear()
  g.vendors = []
  g.games = []
  for (const [memberId, mix] of Object.entries(FAVOURITE_MIX)) {
    const rng = rngFor(state.config.seed, `favourites:${memberId}`)
    const picked = Object.entries(mix).flatMap(([type, n]) =>
      shuffle(
        rng,
        games.filter((game) => game.gameType === type),
      ).slice(0, n),
    )
    g.favourites.set(
      Number(memberId),
      shuffle(rng, picked).map((game) => game.nodeId),
    )
  }
  for (const [memberId, n] of Object.entries(RECENT_SEED)) {
    const rng = rngFor(state.config.seed, `recent:${memberId}`)
    g.recent.set(
      Number(memberId),
      shuffle(
        rng,
        games.filter((game) => game.gameType === 'RNG' || game.gameType === 'LIVE'),
      )
        .slice(0, n)
        .map((game) => game.nodeId),
    )
  }
}

export function allVendors(state: GamesSlice): readonly Vendor[] {
  return [...VENDORS, ...state.games.vendors]
}

export function allGames(state: GamesSlice): readonly Game[] {
  return state.games.games.length ? [...state.data.catalogue.games, ...state.games.games] : state.data.catalogue.games
}

/** A seed game or one of an added vendor's games, by node id. */
export function findGame(state: GamesSlice, nodeId: string): Game | undefined {
  return state.data.catalogue.byNodeId.get(nodeId) ?? state.games.games.find((g) => g.nodeId === nodeId)
}

/** A seed game or one of an added vendor's games, by vendor and game code. */
export function findGameByCode(state: GamesSlice, vendor: string, gameCode: string): Game | undefined {
  return state.data.catalogue.byIcon.get(`${vendor}/${gameCode}`) ?? state.games.games.find((g) => g.vassalage === vendor && g.gameCode === gameCode)
}

export function findLotteryByNodeId(state: GamesSlice, nodeId: string): LotteryEntry | undefined {
  return state.data.catalogue.lotteryByNodeId.get(nodeId)
}

/** By the decimal `gameId` as a URL or query carries it. */
export function findLotteryByGameId(state: GamesSlice, gameId: string): LotteryEntry | undefined {
  return state.data.catalogue.lotteryByGameId.get(gameId)
}

/** Puts `nodeId` first in a member's list, without duplicates, keeping at most `max`. */
export function pushRecent(list: Map<number, string[]>, memberId: number, nodeId: string, max: number): void {
  const next = [nodeId, ...(list.get(memberId) ?? []).filter((id) => id !== nodeId)].slice(0, max)
  list.set(memberId, next)
}
