import type { Response } from 'express'
import { createAgentState } from './agent/seed.ts'
import type { AgentState } from './agent/types.ts'
import { getRsaKey, type RsaKeyPair } from './crypto.ts'
import { DEFAULT_FLAGS } from './data/flags.ts'
import { seedMembers, type Member } from './data/members.ts'
import { buildSeedData, type SeedData } from './data/seed.ts'
import { teamMembers } from './data/team.ts'
import { createGameState, resetGameState, type GameState } from './games/gameState.ts'
import { createIdentityState, type DeviceRecords, type IdentityState } from './identity/store.ts'
import { createMessageState, type MessageState } from './messages/messageState.ts'
import { createMoneyState, type MoneyState } from './money/wallet.ts'
import { createPromoState, resetPromoState, type PromoState } from './promotions/promoState.ts'

export type SimConfig = { seed: number; merchant: string; publicUrl: string }
export const FAULT_KINDS = [
  'hang',
  'error',
  'malformed',
  'latency',
  'reset',
  'resetMidBody',
  'slowBody',
  'huge',
  'schemaInvalid',
  'wrongType',
  'htmlError',
  'notAvailable',
] as const
type FaultKind = (typeof FAULT_KINDS)[number]
/**
 * `ms`: latency, or the pause between trickled chunks; `bytes`: size of a huge answer; `status`: of an HTML
 * error page; `times`: calls left before the fault clears itself (a flaky link), unset for every call.
 */
export type Fault = { kind: FaultKind; ms?: number | undefined; bytes?: number | undefined; status?: number | undefined; times?: number | undefined }
export type Session = { token: string; memberId: number; lastSeen: number }
export const ANNOUNCEMENT_LISTS = ['banners', 'player', 'popup', 'promotion'] as const
type AnnouncementListName = (typeof ANNOUNCEMENT_LISTS)[number]
/** Content a test has put in place of the seed's (`/__sim/announcements`, `/__sim/game-names`). */
type ContentOverrides = {
  /** Lists answered as given, items untouched (they may be anything, to see how a client copes). */
  announcements: Partial<Record<AnnouncementListName, unknown[]>>
  /** nodeId → name; null answers the game with `gameName: null`. */
  gameNames: Map<string, string | null>
}
type Held = { timer: NodeJS.Timeout | undefined; hang: boolean }

export type SimState = {
  config: SimConfig
  data: SeedData
  now: () => number
  flags: Map<string, boolean>
  status: { maintenance: boolean; regionRestriction: boolean }
  /** Play a platform that has only what public clients show: every route the catalogue marks unevidenced answers `#543`. */
  refuseUnevidenced: boolean
  /** Key: exact platform path, or `*`. */
  faults: Map<string, Fault>
  latencyMs: number
  sessions: Map<string, Session>
  /** The seed accounts plus everyone registered or given a trial account since the last reset. */
  members: Member[]
  /** Captchas, sliders, SMS codes, mails, login failures, registration rules. */
  identity: IdentityState
  calls: Map<string, number>
  /** Platform path → the W3C `traceparent` its latest call carried (a tracing caller's), for `/__sim/traceparents`. */
  traceparents: Map<string, string>
  held: Map<Response, Held>
  /** Favourites, recent games, open rounds, game tickets, added vendors. */
  games: GameState
  /** Platform path → the answer variant it is switched to (`/__sim/variants`). */
  variants: Map<string, string>
  content: ContentOverrides
  /** The RSA key pair the platform encrypts with now; `/__sim/rsa/rotate` replaces it. */
  rsaKey: RsaKeyPair
  /** Lower-case account → device facts of its last login and of its registration. */
  devices: DeviceRecords
  /** Wallets, cards, deposits, withdrawals, bets and rebates per member. */
  money: MoneyState
  /** Announcement read marks, inboxes, chat counts, help overrides. */
  messages: MessageState
  /** Promotions and their per-member states, reward tickets, agent contracts, download links. */
  promo: PromoState
  /** Agents' rebates, affiliate links, active contracts, applications, contract and dividend history. */
  agents: AgentState
}

export function createState(config: SimConfig, now: () => number): SimState {
  const state: SimState = {
    config,
    data: buildSeedData(config.seed),
    now,
    ...seededParts(now()),
    faults: new Map(),
    sessions: new Map(),
    calls: new Map(),
    traceparents: new Map(),
    held: new Map(),
    games: createGameState(),
    promo: createPromoState(now()),
  }
  resetGameState(state)
  return state
}

/** The parts of the state a reset replaces with fresh seed values. */
function seededParts(
  now: number,
): Pick<
  SimState,
  | 'members'
  | 'identity'
  | 'flags'
  | 'status'
  | 'refuseUnevidenced'
  | 'latencyMs'
  | 'variants'
  | 'content'
  | 'rsaKey'
  | 'devices'
  | 'messages'
  | 'money'
  | 'agents'
> {
  // The agent team's registration dates are relative to the clock, like the seeded bets.
  const members = [...seedMembers(), ...teamMembers(now)]
  return {
    members,
    agents: createAgentState(now, members),
    messages: createMessageState(members),
    identity: createIdentityState(),
    flags: new Map<string, boolean>(DEFAULT_FLAGS),
    status: { maintenance: false, regionRestriction: false },
    refuseUnevidenced: false,
    latencyMs: 0,
    variants: new Map(),
    content: { announcements: {}, gameNames: new Map() },
    rsaKey: getRsaKey(),
    devices: new Map(),
    money: createMoneyState(),
  }
}

/**
 * Back to the seed: flags, status, refused routes, faults, latency, sessions, members, identity state (captchas, sliders, SMS
 * codes, mails, registration rules, slider requirement), answer variants, content overrides, read marks, inboxes
 * and chat counts, the RSA key, device records, wallets, promotions, reward tickets, contracts, download links, the
 * agents' rebates, links, contracts and history, and call counts; hung requests are dropped.
 */
export function resetState(state: SimState): void {
  Object.assign(state, seededParts(state.now()))
  state.faults.clear()
  state.sessions.clear()
  state.calls.clear()
  state.traceparents.clear()
  releaseHeld(state, true)
  resetGameState(state)
  resetPromoState(state)
}

/**
 * Parks a response: for `ms` milliseconds before running `then`, or (without `ms`) until the client
 * gives up or the simulator releases it.
 */
export function hold(state: SimState, res: Response, ms?: number, then?: () => void): void {
  const timer =
    ms === undefined
      ? undefined
      : setTimeout(() => {
          state.held.delete(res)
          then?.()
        }, ms)
  state.held.set(res, { timer, hang: ms === undefined })
  res.once('close', () => {
    clearTimeout(timer)
    state.held.delete(res)
  })
}

/** Destroys parked sockets: only hung ones, or also those waiting out a delay. */
export function releaseHeld(state: SimState, onlyHangs: boolean): void {
  for (const [res, held] of state.held) {
    if (onlyHangs && !held.hang) continue
    clearTimeout(held.timer)
    state.held.delete(res)
    res.destroy()
  }
}
