import type { FastifyInstance } from 'fastify'
import type { Device, Role } from '../../schemas/conditions.ts'
import { AGENT_POLICY_FLAG, roleOf } from '../../schemas/conditions.ts'
import type { Explain } from '../../schemas/explain.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import type { Language } from '../../schemas/text.ts'
import { Trace } from '../binding/explain.ts'
import type { Viewer } from '../context/buildContext.ts'
import { buildViewer } from '../context/buildContext.ts'
import { GwErrors } from '../errors.ts'
import type { LayoutSet } from '../layouts/validate.ts'
import { resolveScreen, type ScreenRequest } from '../resolve/resolveScreen.ts'

/**
 * The six viewers the studio previews, checks and diffs for (DESIGN §5 roles). Each role comes from its member
 * type as for a real viewer (with the agent policy on, types 1 and 2 are agents too); the agent column is a
 * member type the policy names that no member type column has (41 by default), an agent even with the policy off.
 */
export const AUDIENCES = [
  { id: 'visitor', memberType: null },
  { id: 'member0', memberType: 0 },
  { id: 'member1', memberType: 1 },
  { id: 'member2', memberType: 2 },
  { id: 'trial', memberType: 4 },
  { id: 'agent', memberType: 'agent' },
] as const satisfies readonly { id: string; memberType: number | null | 'agent' }[]
export type Audience = (typeof AUDIENCES)[number]
export type AudienceId = Audience['id']

/** The facts an operator chose for the preview; unset ones are what the platform says now. */
export type PreviewFacts = {
  language: Language
  device: Device
  status?: number | undefined
  flags?: Record<string, boolean> | undefined
  /** As at this time (epoch ms): time windows decide with it. */
  at?: number | undefined
  country?: string | undefined
  variants?: Record<string, string> | undefined
}

export type AudienceScreen = { audience: AudienceId; screen: ScreenResponse; explain: Explain; bytes: number; calls: string[] }

/** Calls every viewer of a screen makes besides its sources: the status (flags with it) and, signed in, member and wallet. */
function contextCalls(loggedIn: boolean): string[] {
  return loggedIn ? ['systemStatus', 'memberInfo', 'walletBalance'] : ['systemStatus']
}

/** Member types the contract check leaves out (seeds 001 §4), as `buildViewer` does. */
const NO_CONTRACT_CHECK: readonly number[] = [4, 40, 41, 42]

function roleAndType(audience: Audience, flags: Record<string, boolean>, agentTypes: readonly number[]): { role: Role; memberType: number | null } {
  const policy = { types: agentTypes, on: flags[AGENT_POLICY_FLAG] === true }
  if (audience.memberType !== 'agent') return { role: roleOf(audience.memberType, policy), memberType: audience.memberType }
  const memberType = agentTypes.find((t) => t > 2) ?? agentTypes[0] ?? null
  return { role: 'agent', memberType }
}

/**
 * A viewer of one audience, synthesised over what the platform says now (status, flags, service links) for a visitor;
 * in each experiment it is in the variant the operator chose, else the first one (`controls`).
 */
function synthesise(base: Viewer, audience: Audience, facts: PreviewFacts, agentTypes: readonly number[], controls: Record<string, string>): Viewer {
  const flags = { ...base.facts.flags, ...facts.flags }
  const { role, memberType } = roleAndType(audience, flags, agentTypes)
  const loggedIn = memberType !== null
  return {
    ...base,
    facts: {
      ...base.facts,
      role,
      memberType,
      loggedIn,
      flags,
      status: facts.status ?? base.facts.status,
      ...(facts.at !== undefined ? { now: facts.at } : {}),
      country: facts.country ?? null,
      variants: { ...controls, ...facts.variants },
      contractCheck: loggedIn && flags[AGENT_POLICY_FLAG] === true && memberType !== null && !NO_CONTRACT_CHECK.includes(memberType),
    },
    session: null,
    member: null,
    sessionEnded: false,
    capabilities: null,
  }
}

/**
 * Resolves `path` for each audience through the one resolve path, with a trace. Platform data is real
 * (the configured platform or the simulator); member-only data needs a member's token, which a synthesised
 * viewer has none of: those blocks show as the platform failing them would, and the trace says so.
 */
export async function resolveForAudiences(
  app: FastifyInstance,
  layouts: LayoutSet,
  path: string,
  facts: PreviewFacts,
  audiences: readonly Audience[] = AUDIENCES,
): Promise<AudienceScreen[]> {
  const { config, upstream, log } = app
  const input = { session: null, language: facts.language, device: facts.device, capabilities: null, merchant: config.merchant }
  const base = await buildViewer(upstream, input).catch((error: unknown) => {
    throw new GwErrors.upstreamUnavailable({ cause: error })
  })
  const controls = Object.fromEntries(layouts.screens.flatMap((s) => s.experiments.map((e) => [e.id, e.variants[0]?.id ?? ''])))
  return Promise.all(
    audiences.map(async (audience) => {
      const viewer = synthesise(base, audience, facts, config.agentMemberTypes, controls)
      const trace = new Trace()
      const calls = new Set<string>(contextCalls(viewer.facts.loggedIn))
      const counted = { fetch: ((name, options) => (calls.add(name), upstream.fetch(name, options))) as typeof upstream.fetch }
      const request: ScreenRequest = { ...input, signal: undefined, viewer: async () => viewer }
      const deps = { ...app.resolveDeps(log), layouts, upstream: counted, trace, memo: undefined }
      const { response } = await resolveScreen(deps, request, path)
      for (const name of response.degraded) calls.add(name)
      const bytes = Buffer.byteLength(JSON.stringify(ScreenResponseSchema.parse(response)))
      return { audience: audience.id, screen: response, explain: { facts: { ...viewer.facts }, entries: trace.entries }, bytes, calls: [...calls].sort() }
    }),
  )
}
