// Zod-free on purpose: the client imports the evaluator and these constants in its initial bundle.

export const ROLES = ['visitor', 'member', 'trial', 'agent'] as const
export type Role = (typeof ROLES)[number]

export const DEVICES = ['ios', 'android', 'other'] as const
export type Device = (typeof DEVICES)[number]

/**
 * Facts only the browser knows; they survive folding as `clientWhen`. `ios`: an iPhone, iPod or iPad (iPadOS shows
 * itself as a Mac to the server); `iosOld`: iOS below 12.4, which the app needs; `iosNoWebApp`: iOS below 11.3, which
 * cannot run the site as an installed web app; `webClip`: opened from the iOS profile's home-screen icon;
 * `announcementPopupA` / `B`: the announcement popup of that type may show (local `SHELL_PU_A` / `SHELL_PU_B` holding
 * `{ show }`, true until it was closed).
 */
export const CLIENT_FACTS = [
  'standalone',
  'nativeApp',
  'iosNotSafari',
  'hideDownloadBar',
  'ios',
  'iosOld',
  'iosNoWebApp',
  'webClip',
  'announcementPopupA',
  'announcementPopupB',
] as const
type ClientFact = (typeof CLIENT_FACTS)[number]

/** Client facts kept in the browser's storage, which the `setClientFact` action may change. */
export const STORED_CLIENT_FACTS = ['hideDownloadBar', 'announcementPopupA', 'announcementPopupB'] as const satisfies readonly ClientFact[]
export type StoredClientFact = (typeof STORED_CLIENT_FACTS)[number]

/** The app download links the platform lists (`info.resources`): the Android package, the iOS app, the iOS profile. */
export const APP_LINK_KINDS = ['android', 'ios', 'mobileconfig'] as const
export type AppLinkKind = (typeof APP_LINK_KINDS)[number]

export type Condition =
  | { op: 'flag'; name: string }
  | { op: 'role'; in: Role[] }
  | { op: 'memberType'; in: number[] }
  | { op: 'loggedIn' }
  | { op: 'status'; in: number[] }
  | { op: 'language'; in: string[] }
  | { op: 'device'; in: Device[] }
  | { op: 'merchant'; in: string[] }
  | { op: 'client'; fact: ClientFact }
  | { op: 'appLink'; kind?: AppLinkKind | undefined }
  | { op: 'contractCheck' }
  | { op: 'window'; from?: string | undefined; until?: string | undefined; tz: string }
  | { op: 'country'; in: string[] }
  | { op: 'bucket'; salt: string; from: number; to: number }
  | { op: 'variant'; experiment: string; in: string[] }
  | { op: 'all'; of: Condition[] }
  | { op: 'any'; of: Condition[] }
  | { op: 'not'; cond: Condition }

export type ServerFacts = {
  role: Role
  memberType: number | null
  loggedIn: boolean
  flags: Readonly<Record<string, boolean>>
  status: number
  language: string
  device: Device
  merchant: string
  /** The download links the platform lists. */
  appLinks: readonly AppLinkKind[]
  /** The agent contract check applies to this viewer (seeds 001 §4). */
  contractCheck: boolean
  /** When the screen is resolved (epoch ms; the studio's preview may ask "as at"); now when absent. */
  now?: number | undefined
  /** The viewer's country (ISO 3166 alpha-2, upper case), from the configured source; null when unknown. */
  country?: string | null | undefined
  /** The viewer's sticky bucket (0–99) per salt the layouts use: a hash of the viewer's key and the salt. */
  buckets?: Readonly<Record<string, number>> | undefined
  /** The variant of each experiment the viewer is in, from its bucket and the variants' shares. */
  variants?: Readonly<Record<string, string>> | undefined
}
export type ClientFacts = Readonly<Record<ClientFact, boolean>>

/** Folded result: a decided boolean, or the residue that only client facts can decide. */
export type Folded = boolean | Condition

/**
 * Evaluates every server fact in `cond` and simplifies; `client` facts stay as residue.
 * `all` of nothing is true, `any` of nothing is false; an unknown flag counts as off.
 */
export function foldCondition(cond: Condition, facts: ServerFacts): Folded {
  switch (cond.op) {
    case 'flag':
      return facts.flags[cond.name] === true
    case 'role':
      return cond.in.includes(facts.role)
    case 'memberType':
      return facts.memberType !== null && cond.in.includes(facts.memberType)
    case 'loggedIn':
      return facts.loggedIn
    case 'status':
      return cond.in.includes(facts.status)
    case 'language':
      return cond.in.includes(facts.language)
    case 'device':
      return cond.in.includes(facts.device)
    case 'merchant':
      return cond.in.includes(facts.merchant)
    case 'client':
      return cond
    case 'appLink':
      return hasAppLink(facts, cond.kind)
    case 'contractCheck':
      return facts.contractCheck
    case 'window':
      return inWindow(cond, facts.now ?? Date.now())
    case 'country':
      return facts.country != null && cond.in.includes(facts.country)
    case 'bucket': {
      const bucket = facts.buckets?.[cond.salt]
      return bucket !== undefined && bucket >= cond.from && bucket <= cond.to
    }
    case 'variant': {
      const variant = facts.variants?.[cond.experiment]
      return variant !== undefined && cond.in.includes(variant)
    }
    case 'all':
      return foldJunction(cond.of, facts, 'all')
    case 'any':
      return foldJunction(cond.of, facts, 'any')
    case 'not': {
      const inner = foldCondition(cond.cond, facts)
      return typeof inner === 'boolean' ? !inner : { op: 'not', cond: inner }
    }
  }
}

/** Whether `at` falls in the window: from its start (included) to its end (excluded), both wall-clock times in `tz`. */
export function inWindow(window: { from?: string | undefined; until?: string | undefined; tz: string }, at: number): boolean {
  if (window.from !== undefined && at < zonedTime(window.from, window.tz)) return false
  if (window.until !== undefined && at >= zonedTime(window.until, window.tz)) return false
  return true
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** How far the wall clock of `tz` is ahead of UTC at the instant `at` (ms). */
function zoneOffset(at: number, tz: string): number {
  let format = zoneFormats.get(tz)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    zoneFormats.set(tz, format)
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]))
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  return wall - Math.floor(at / 1000) * 1000
}

/** The instant a wall-clock time (`YYYY-MM-DDTHH:mm`) happens in `tz`; a time a clock change skips counts from just after it. */
export function zonedTime(local: string, tz: string): number {
  const [date = '', time = ''] = local.split('T')
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number)
  const [h = 0, mi = 0] = time.split(':').map(Number)
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  const first = wall - zoneOffset(wall, tz)
  return wall - zoneOffset(first, tz)
}

/** A named link, or without a kind a link for the viewer's device (iOS: the app or the profile; other: any). */
function hasAppLink(facts: ServerFacts, kind: AppLinkKind | undefined): boolean {
  if (kind) return facts.appLinks.includes(kind)
  if (facts.device === 'android') return facts.appLinks.includes('android')
  if (facts.device === 'ios') return facts.appLinks.includes('ios') || facts.appLinks.includes('mobileconfig')
  return facts.appLinks.length > 0
}

function foldJunction(of: Condition[], facts: ServerFacts, op: 'all' | 'any'): Folded {
  const decisive = op === 'any'
  const residue: Condition[] = []
  for (const child of of) {
    const folded = foldCondition(child, facts)
    if (folded === decisive) return decisive
    if (typeof folded !== 'boolean') residue.push(folded)
  }
  if (residue.length === 0) return !decisive
  if (residue.length === 1) return residue[0] as Condition
  return { op, of: residue }
}

/** Evaluates a residue on the client; any server op left in it (should not happen) counts as false. */
export function evaluateClientCondition(cond: Condition, facts: ClientFacts): boolean {
  switch (cond.op) {
    case 'client':
      return facts[cond.fact]
    case 'all':
      return cond.of.every((c) => evaluateClientCondition(c, facts))
    case 'any':
      return cond.of.some((c) => evaluateClientCondition(c, facts))
    case 'not':
      return !evaluateClientCondition(cond.cond, facts)
    default:
      return false
  }
}

/** The agent member types of the public brand configuration (S10); a merchant may name others (AGENT_MEMBER_TYPES). */
export const DEFAULT_AGENT_TYPES: readonly number[] = [1, 2, 41, 42]

/** The white-label flag under which a merchant's agent types are agents (seeds 000 §6). */
export const AGENT_POLICY_FLAG = 'AGENTPOLICY3'

/** The free-play (trial) member type. */
const TRIAL_TYPE = 4

/** Who is an agent: a member type the merchant lists, while its agent policy is on. */
export type AgentPolicy = { types: readonly number[]; on: boolean }

/**
 * Member type → role (DESIGN §5): 0, 1, 2 members; 4 and anything unlisted trial. A type the agent policy lists is
 * an agent while that policy is on (an agent of type 1 or 2 is then no plain member); type 4 is always trial.
 */
export function roleOf(memberType: number | null, agents: AgentPolicy = { types: [], on: false }): Role {
  if (memberType === null) return 'visitor'
  if (memberType === TRIAL_TYPE) return 'trial'
  if (agents.on && agents.types.includes(memberType)) return 'agent'
  if (memberType === 0 || memberType === 1 || memberType === 2) return 'member'
  return 'trial'
}
