// Zod-free on purpose: the client imports the evaluator and these constants in its initial bundle.

export const ROLES = ['visitor', 'member', 'trial', 'agent'] as const
export type Role = (typeof ROLES)[number]

export const DEVICES = ['ios', 'android', 'other'] as const
export type Device = (typeof DEVICES)[number]

/**
 * Facts only the browser knows; they survive folding as `clientWhen`. `announcementPopupA` / `B`: the announcement
 * popup of that type may show (local `SHELL_PU_A` / `SHELL_PU_B` holding `{ show }`, true until it was closed).
 */
export const CLIENT_FACTS = ['standalone', 'nativeApp', 'iosNotSafari', 'hideDownloadBar', 'announcementPopupA', 'announcementPopupB'] as const
type ClientFact = (typeof CLIENT_FACTS)[number]

/** Client facts kept in the browser's storage, which the `setClientFact` action may change. */
export const STORED_CLIENT_FACTS = ['hideDownloadBar', 'announcementPopupA', 'announcementPopupB'] as const satisfies readonly ClientFact[]
export type StoredClientFact = (typeof STORED_CLIENT_FACTS)[number]

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

/** Member type → role (DESIGN §5): 0, 1, 2 members; 4 and anything unlisted trial; agent only by policy. */
export function roleOf(memberType: number | null, agentTypes: readonly number[] = []): Role {
  if (memberType === null) return 'visitor'
  if (agentTypes.includes(memberType)) return 'agent'
  if (memberType === 0 || memberType === 1 || memberType === 2) return 'member'
  return 'trial'
}
