import { z } from 'zod'
import { refusesRoute } from '../gateway/upstream/alternates.ts'
import type { CallOptions, UpstreamClient } from '../gateway/upstream/client.ts'
import type { EndpointName, EndpointParams } from '../gateway/upstream/endpoints.ts'
import { endpoints } from '../gateway/upstream/endpoints.ts'
import { UpstreamError } from '../gateway/upstream/errors.ts'
import { CLAIMABLE_TYPES } from '../gateway/upstream/promoEndpoints.ts'
import { PLATFORM_CATALOGUE } from '../schemas/upstream/catalogue/index.ts'

/** How one read call of the catalogue fared against a platform. */
export type Verdict =
  | { name: string; result: 'known'; path: string; refusal?: string }
  | { name: string; result: 'alternate'; path: string }
  | { name: string; result: 'refused'; detail: string }
  | { name: string; result: 'differs'; detail: string }
  | { name: string; result: 'failed'; detail: string }
  | { name: string; result: 'not asked'; detail: string }
  | { name: string; result: 'off'; detail: string }

const DAY = 86_400_000
const window = () => {
  const end = Date.now()
  return { start: end - 7 * DAY, end, page: 1, size: 10 }
}
const paging = { pageNo: 1, pageSize: 10 }

type Probe<N extends EndpointName> = { params?: EndpointParams<N>; body?: unknown }
type Probes = { [N in EndpointName]?: Probe<N> }

/** What each read call is asked with: the parameters a first page of its screen would send. */
function probes(account: string): Probes {
  const w = window()
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const days = { startDate: isoDay(w.start), endDate: isoDay(w.end) }
  return {
    gameList: { params: { gameType: 'RNG', ...paging } },
    favouriteList: { params: paging },
    checkUsername: { params: { username: 'platformcheck0' } },
    checkAffiliate: { params: { code: 'PLATFORMCHECK' } },
    inbox: { params: { page: 1, size: 10 } },
    rewardTickets: { params: { status: 'AVAILABLE' } },
    claimables: { params: { types: CLAIMABLE_TYPES } },
    depositReport: { params: w },
    withdrawReport: { params: w },
    memberTransactions: { params: { ...w, codes: '', account } },
    betOrdersRNG: { params: w },
    betOrdersFISH: { params: w },
    betOrdersLIVE: { params: w },
    betOrdersPVP: { params: w },
    betOrdersSPORTS: { params: w },
    lotteryOrders: { body: { startDate: w.start, endDate: w.end, page: 0, size: 10 } },
    teamKpiA: { params: days },
    teamKpiB: { params: days },
    downlines: { params: { ...paging, ...days } },
    subordinates: { params: { ...paging, ...days } },
    dividendHistory: { params: paging },
    contractHistory: { params: { ...paging, type: 'dividend' } },
  }
}

/** Calls whose parameters come from another answer: not asked, and said so. */
const NEEDS_AN_ID: Partial<Record<EndpointName, string>> = { lotteryOrderDetail: 'needs an order id from lotteryOrders' }

/** The fields a schema refused and what it expected there (`value.list.0.name: expected string, received undefined`). */
function issuesOf(cause: unknown): string | undefined {
  if (!(cause instanceof z.ZodError)) return undefined
  return cause.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(the answer)'}: ${i.message}`)
    .join('; ')
}

/**
 * `answered`: the platform read the request and refused it on its merits (a test code, a member asking an agent's
 * call): the route and envelope work.
 */
function describe(error: unknown): { result: 'refused' | 'differs' | 'failed' | 'answered'; detail: string } {
  if (refusesRoute(error)) {
    const e = error as UpstreamError
    return { result: 'refused', detail: `${e.errorCode ?? `HTTP ${e.status ?? '?'}`}: ${e.message}` }
  }
  if (error instanceof UpstreamError && (error.kind === 'invalid' || error.kind === 'malformed' || error.kind === 'contentType')) {
    return { result: 'differs', detail: issuesOf(error.cause) ?? error.message }
  }
  if (error instanceof UpstreamError && error.kind === 'rejected' && !error.isSessionExpired && (error.status ?? 200) < 500) {
    return { result: 'answered', detail: `${error.errorCode ?? 'refused'}: ${error.message}` }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { result: 'failed', detail: error instanceof UpstreamError && error.errorCode ? `${error.errorCode}: ${message}` : message }
}

/**
 * Asks the platform every read call of the catalogue, as the gateway would (its client: headers, envelope, schemas,
 * alternates), and says per call how it answered. Writes are never made. Member calls need `token`.
 */
export async function checkPlatform(
  upstream: UpstreamClient,
  token: string | undefined,
  flags: Readonly<Record<string, boolean>>,
  language = 'EN',
): Promise<Verdict[]> {
  // The member's own account: the ledger is asked for it, as S26 asks (subordinateName).
  const account = token ? ((await upstream.call(endpoints.memberInfo, { token }).catch(() => null))?.account ?? '') : ''
  const asks = probes(account) as Record<string, Probe<EndpointName> | undefined>
  const verdicts: Verdict[] = []
  for (const [name, entry] of Object.entries(PLATFORM_CATALOGUE)) {
    if (entry.effect !== 'read') continue
    const endpoint = endpoints[name as EndpointName]
    const needs = NEEDS_AN_ID[name as EndpointName]
    if (needs) {
      verdicts.push({ name, result: 'not asked', detail: needs })
      continue
    }
    if (endpoint.token === 'required' && !token) {
      verdicts.push({ name, result: 'not asked', detail: 'a member call: give --account or --token' })
      continue
    }
    const probe = asks[name]
    const opts = { language, ...(token ? { token } : {}), ...(probe?.params ? { params: probe.params } : {}), ...(probe?.body ? { body: probe.body } : {}) }
    try {
      await upstream.call(endpoint as Parameters<UpstreamClient['call']>[0], opts as CallOptions<unknown>)
      const dropped = Object.entries(upstream.drops.snapshot()).filter(([list]) => list.startsWith(`${name}.`))
      if (dropped.length) {
        verdicts.push({ name, result: 'differs', detail: `items dropped: ${dropped.map(([list, n]) => `${n} of ${list}`).join(', ')}` })
        continue
      }
      const route = upstream.routesInUse()[name]
      verdicts.push(route && route.index > 0 ? { name, result: 'alternate', path: route.path } : { name, result: 'known', path: route?.path ?? endpoint.path })
    } catch (error) {
      const { result, detail } = describe(error)
      // A module the platform's own flags say is off refuses its calls, as it should: the gateway does not use them then.
      if (result === 'refused' && flags[endpoint.moduleId] === false) {
        verdicts.push({ name, result: 'off', detail: `module ${endpoint.moduleId} is off for this merchant` })
      } else verdicts.push(result === 'answered' ? { name, result: 'known', path: endpoint.path, refusal: detail } : { name, result, detail })
    }
  }
  return verdicts
}
