import type { Request, Response } from 'express'
import { z } from 'zod'
import { settleRequest } from '../agent/contracts.ts'
import type { ContractKindName, ContractRequests } from '../data/contracts.ts'
import { errors, sendFail, sendOk, type WpsError } from '../envelope.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { parsePlainBody } from './body.ts'
import { queryString, type AuthedContext, type Endpoint } from './endpoints.ts'

const contractError = { status: 200, errorCode: 'contract.not.found', message: 'No such contract request' } as const satisfies WpsError

/**
 * The answers S26 sends per request status: `P`/`E` accept (`A`) or refuse (`R`); `V` (the upline asks to end the
 * contract) agree (`C`) or keep it (`A`) — for the hourly salary `A` or `R` on every status.
 */
const ANSWERS: Readonly<Record<ContractKindName, Readonly<Record<string, readonly string[]>>>> = {
  dividend: { P: ['A', 'R'], E: ['A', 'R'], V: ['C', 'A'] },
  dailySalary: { P: ['A', 'R'], E: ['A', 'R'], V: ['C', 'A'] },
  hourSalary: { P: ['A', 'R'], E: ['A', 'R'], V: ['A', 'R'] },
}

function orNull(requests: Record<string, unknown[]>, empty: boolean): Record<string, unknown[]> | null {
  if (Object.keys(requests).length > 0) return requests
  return empty ? {} : null
}

/**
 * `/wps/member/info/funds/consolidated` (S11 reads `dailysalreqtype`, `divtypereq`, `contracthoursalreq`,
 * `realtimesalreqtype` and the `…infotype` menu keys). Members without requests get nulls; the `seedKeys` variant names
 * the dividend `divtypecompperiodreq` as the seeds do, `emptyObjects` sends `{}` for none.
 */
function consolidated(req: Request, res: Response, { state, member }: AuthedContext): void {
  const requests: ContractRequests = state.promo.contracts.get(member.id) ?? { dividend: {}, dailySalary: {}, hourSalary: {} }
  const variant = variantOf(state, req.path)
  const empty = variant === 'emptyObjects'
  const agent = state.promo.contracts.has(member.id)
  sendOk(res, {
    [variant === 'seedKeys' ? 'divtypecompperiodreq' : 'divtypereq']: orNull(requests.dividend, empty),
    dailysalreqtype: orNull(requests.dailySalary, empty),
    contracthoursalreq: orNull(requests.hourSalary, empty),
    realtimesalreqtype: empty ? {} : null,
    divtypeinfo: agent ? 'Y' : 'N',
    dailysalinfotype: agent ? 'Y' : 'N',
    contracthoursalinfo: agent ? 'Y' : 'N',
    contractmrdailysalinfotype: 'N',
  })
}

type Located = { kind: ContractKindName; gameType: string; status: string }

function locate(requests: ContractRequests | undefined, kind: ContractKindName, key: string): Located | undefined {
  if (!requests) return undefined
  for (const [gameType, entries] of Object.entries(requests[kind])) {
    const first = entries[0] as { id?: number; contractId?: number; status: string } | undefined
    if (!first) continue
    const match = kind === 'dividend' ? gameType === key : String(kind === 'dailySalary' ? first.id : first.contractId) === key
    if (match) return { kind, gameType, status: first.status }
  }
  return undefined
}

function decide(state: SimState, res: Response, memberId: number, kind: ContractKindName, key: string | undefined, status: string | undefined): void {
  if (!key || !status) return sendFail(res, errors.requestParamErr)
  const requests = state.promo.contracts.get(memberId)
  const found = locate(requests, kind, key)
  if (!requests || !found) return sendFail(res, contractError)
  if (!ANSWERS[kind][found.status]?.includes(status)) return sendFail(res, errors.requestParamErr)
  const entries = requests[kind][found.gameType] ?? []
  delete requests[kind][found.gameType]
  settleRequest(state, memberId, kind, found.gameType, found.status, status, entries)
  state.promo.decisions.push({ memberId, kind, key, status, at: state.now() })
  sendOk(res, true)
}

const HourBody = z.object({ contractId: z.union([z.string(), z.number()]).transform(String), status: z.string() })

export const contractEndpoints: Endpoint[] = [
  { methods: ['GET'], path: '/wps/member/info/funds/consolidated', auth: true, handle: consolidated },
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_processContractDividend',
    auth: true,
    handle: (req, res, { state, member }) => decide(state, res, member.id, 'dividend', queryString(req, 'type'), queryString(req, 'status')),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    auth: true,
    handle: (req, res, { state, member }) => decide(state, res, member.id, 'dailySalary', queryString(req, 'id'), queryString(req, 'status')),
  },
  {
    methods: ['POST'],
    path: '/wps/relay/MCSFE_processContractHourSalary',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = HourBody.safeParse(parsePlainBody(req.body))
      decide(state, res, member.id, 'hourSalary', body.data?.contractId, body.data?.status)
    },
  },
]
