import type { Device, Role, ServerFacts } from '../../schemas/conditions.ts'
import { AGENT_POLICY_FLAG, DEFAULT_AGENT_TYPES, roleOf } from '../../schemas/conditions.ts'
import type { Language } from '../../schemas/text.ts'
import type { MemberInfo, SystemStatus, WhiteLabelNode } from '../../schemas/upstream/index.ts'
import { flattenWhiteLabel } from '../../schemas/upstream/index.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import { decryptServicePath } from '../upstream/crypto.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { appLinkKinds, appLinksOf } from './appLinks.ts'
import type { SessionCookie } from './session.ts'

/** What the platform says of this request's viewer: status gate, flags, member, role. */
export type Viewer = {
  facts: ServerFacts
  session: SessionCookie | null
  member: MemberInfo | null
  /** The platform said the session is gone: the cookie must be dropped and the viewer told. */
  sessionEnded: boolean
  status: SystemStatus
  customerService: Partial<Record<string, string>>
  /** The links the platform lists in its status (`info.resources`: TELEGRAM, WHATSAPP, app downloads…), by type. */
  resources: Partial<Record<string, string>>
  capabilities: ReadonlySet<string> | null
  degraded: string[]
  /** Set when the platform's status could not be read: the time (epoch ms) of the last good copy used instead. */
  statusAsOf: number | undefined
  /** Versions of the shared answers this context was built from (for memoising visitor screens). */
  versions: string
}

/** What is known of a request before the platform is asked anything. */
export type ViewerInput = {
  session: SessionCookie | null
  language: Language
  device: Device
  capabilities: ReadonlySet<string> | null
  merchant: string
  signal?: AbortSignal | undefined
  /** The merchant's agent member types (AGENT_MEMBER_TYPES); the brand default when absent. */
  agentTypes?: readonly number[] | undefined
  /** When the screen is resolved (the studio's preview "as at"); now when absent. */
  now?: number | undefined
  /** The viewer's country, from the configured source; null or absent when unknown. */
  country?: string | null | undefined
  /** The viewer's buckets and variants for the layouts' experiments and rollouts. */
  audience?: { buckets: Record<string, number>; variants: Record<string, string> } | undefined
}

/** Member types the agent contract check leaves out (seeds 001 §4, 000 §9): trial and types 40–42. */
const NO_CONTRACT_CHECK: readonly number[] = [4, 40, 41, 42]

/**
 * The contract check runs only with the agent policy on, a session, the member's info loaded and a type other
 * than 4, 40, 41 or 42 (seeds 001 §4): an agent of type 1 or 2 can have pending contracts.
 */
function contractCheckApplies(flags: Record<string, boolean>, member: MemberInfo | null): boolean {
  if (flags[AGENT_POLICY_FLAG] !== true || member === null || member.type === undefined) return false
  return !NO_CONTRACT_CHECK.includes(member.type)
}

/** Status gate value (seeds 000 §4): maintenance wins over region restriction. */
function statusOf(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): 0 | 1 | 2 {
  if (status.maintenance) return 1
  if (status.regionRestriction) return 2
  return 0
}

const linksMemo = new WeakMap<SystemStatus, Partial<Record<string, string>>>()
const resourcesMemo = new WeakMap<SystemStatus, Partial<Record<string, string>>>()
const flagsMemo = new WeakMap<object, Record<string, boolean>>()

function serviceLinks(status: SystemStatus): Partial<Record<string, string>> {
  const memo = linksMemo.get(status)
  if (memo) return memo
  const links: Partial<Record<string, string>> = {}
  for (const entry of status.info.customerService) {
    const url = decryptServicePath(entry.path)
    if (url && /^https?:\/\//i.test(url) && !links[entry.csType]) links[entry.csType] = url
  }
  linksMemo.set(status, links)
  return links
}

/** The first http(s) link of each resource type (S11 indexes `info.resources` by `resourceType`). */
function resourceLinks(status: SystemStatus): Partial<Record<string, string>> {
  const memo = resourcesMemo.get(status)
  if (memo) return memo
  const links: Partial<Record<string, string>> = {}
  for (const entry of status.info.resources) {
    if (/^https?:\/\//i.test(entry.url) && URL.canParse(entry.url) && !links[entry.resourceType]) links[entry.resourceType] = entry.url
  }
  resourcesMemo.set(status, links)
  return links
}

function flagsOf(tree: WhiteLabelNode[]): Record<string, boolean> {
  const memo = flagsMemo.get(tree)
  if (memo) return memo
  const flags = flattenWhiteLabel(tree)
  flagsMemo.set(tree, flags)
  return flags
}

/**
 * The white-label flags: from the status answer, which carries the module tree, or from the separate call for a
 * platform whose status does not. `whiteLabel` is set when that call was made (for its cache version).
 */
async function flagsFrom(upstream: UpstreamReader, status: SystemStatus, signal?: AbortSignal) {
  const tree = status.info.whitelabel
  if (tree) return { flags: flagsOf(tree), whiteLabel: null }
  const whiteLabel = await upstream.fetch('whiteLabel', { signal }).catch(() => undefined)
  return { flags: whiteLabel ? flagsOf(whiteLabel.value) : undefined, whiteLabel }
}

/** The flags alone, for actions that rebuild a form; throws when the platform cannot say. */
export async function whiteLabelFlags(upstream: UpstreamReader, language: string): Promise<Record<string, boolean>> {
  const { value } = await upstream.fetch('systemStatus', { language })
  const { flags } = await flagsFrom(upstream, value)
  if (!flags) throw new Error('white-label flags unavailable')
  return flags
}

async function fetchMember(upstream: UpstreamReader, session: SessionCookie | null, signal?: AbortSignal) {
  if (!session) return { member: null, ended: false, failed: false }
  try {
    const { value } = await upstream.fetch('memberInfo', { token: session.t, signal })
    // An answer naming no member is how the platform answers a session it does not know (S8).
    if (value === null) return { member: null, ended: true, failed: false }
    return { member: value, ended: false, failed: false }
  } catch (error) {
    if (error instanceof UpstreamError && error.isSessionExpired) return { member: null, ended: true, failed: false }
    return { member: null, ended: false, failed: true }
  }
}

/**
 * Builds the facts of one request: session → member → role, white-label flags, system status, language,
 * device. Throws when the status gate itself cannot be known (the platform is down).
 */
export async function buildViewer(upstream: UpstreamReader, input: ViewerInput): Promise<Viewer> {
  const [status, member] = await Promise.allSettled([
    upstream.fetch('systemStatus', { language: input.language, signal: input.signal }),
    fetchMember(upstream, input.session, input.signal),
  ])
  if (status.status === 'rejected') throw status.reason
  const degraded: string[] = []
  const { flags = {}, whiteLabel } = await flagsFrom(upstream, status.value.value, input.signal)
  if (status.value.asOf !== undefined) degraded.push('systemStatus')
  if (whiteLabel === undefined || whiteLabel?.asOf !== undefined) degraded.push('whiteLabel')
  const m = member.status === 'fulfilled' ? member.value : { member: null, ended: false, failed: true }
  if (m.failed) degraded.push('memberInfo')
  const session = m.ended ? null : input.session
  return {
    facts: factsOf(input, session, m.member, flags, status.value.value),
    session,
    member: m.member,
    sessionEnded: m.ended,
    status: status.value.value,
    customerService: serviceLinks(status.value.value),
    resources: resourceLinks(status.value.value),
    capabilities: input.capabilities,
    degraded,
    statusAsOf: status.value.asOf,
    versions: `${status.value.version}.${whiteLabel ? whiteLabel.version : whiteLabel === null ? 's' : 'x'}`,
  }
}

/** The facts layouts' conditions read, for this session (null once the platform ended it) and member. */
function factsOf(
  input: ViewerInput,
  session: SessionCookie | null,
  member: MemberInfo | null,
  flags: Record<string, boolean>,
  status: SystemStatus,
): ServerFacts {
  const memberType = session ? (member?.type ?? session.ty) : null
  // The role is decided here and nowhere else: the platform's member type under the merchant's agent policy.
  const role: Role = roleOf(memberType, { types: input.agentTypes ?? DEFAULT_AGENT_TYPES, on: flags[AGENT_POLICY_FLAG] === true })
  return {
    role,
    memberType,
    loggedIn: session !== null,
    flags,
    status: statusOf(status),
    language: input.language,
    device: input.device,
    merchant: input.merchant,
    appLinks: appLinkKinds(appLinksOf(status)),
    contractCheck: session !== null && contractCheckApplies(flags, member),
    ...(input.now !== undefined ? { now: input.now } : {}),
    ...(input.country !== undefined ? { country: input.country } : {}),
    ...(input.audience ?? {}),
  }
}
