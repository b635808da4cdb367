import type { Request, Response } from 'express'
import { z } from 'zod'
import type { Range } from '../agent/figures.ts'
import { isAgent } from '../agent/team.ts'
import type { RebateGameType } from '../agent/types.ts'
import { errors, sendFail, sendParamError, type WpsError } from '../envelope.ts'
import type { SimState } from '../state.ts'
import { parsePlainBody } from './body.ts'
import { queryString, type AuthedContext, type Endpoint, type Handler } from './endpoints.ts'

// The simulator's own error codes for the agent calls (agent-wire.md): business failures, HTTP 200.
const fail = (errorCode: string, message: string): WpsError => ({ status: 200, errorCode, message })
export const agentErrors = {
  notAllowed: fail('agent.not.allowed', 'Only agents can do this'),
  downlineNotFound: fail('downline.not.found', 'No such downline'),
  urlLimit: fail('affiliate.url.limit', 'You cannot create more affiliate links'),
  urlNotFound: fail('affiliate.url.not.found', 'No such affiliate link'),
  targetInvalid: fail('transfer.target.invalid', 'The target is not an agent of your team'),
  applyPending: fail('contract.apply.pending', 'An application of this contract is already waiting'),
  alreadyActive: fail('contract.already.active', 'This contract is already active'),
} as const satisfies Record<string, WpsError>

/** `rebate.over.quota` naming the first rate below 0 or above the agent's own. */
export function quotaRefusal(state: SimState, agentId: number, rebates: readonly { gameType: RebateGameType; rate: number }[]): WpsError | undefined {
  const quota = state.agents.rebates.get(agentId)
  const over = rebates.find((r) => r.rate < 0 || r.rate > (quota?.[r.gameType] ?? 0))
  return over ? fail('rebate.over.quota', `The ${over.gameType} rebate is outside your quota`) : undefined
}

/** An agent call: member token, AGENTPOLICY3 on, and the caller an agent (else `agent.not.allowed`). */
export function agentEndpoint(methods: Endpoint['methods'], path: string, handle: Handler<AuthedContext>, rawBody = false): Endpoint {
  return {
    methods,
    path,
    auth: true,
    rawBody,
    modules: ['AGENTPOLICY3'],
    handle: (req, res, ctx) => (isAgent(ctx.member) ? handle(req, res, ctx) : sendFail(res, agentErrors.notAllowed)),
  }
}

/** The first problem as `request_param_err` naming the field; undefined after answering. */
function parsed<T>(res: Response, result: z.ZodSafeParseResult<T>): T | undefined {
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path[0]
  if (typeof field === 'string') sendParamError(res, field, `${field}: ${issue?.message ?? 'invalid'}`)
  else sendFail(res, errors.requestParamErr)
  return undefined
}

export function readBody<T>(req: Request, res: Response, schema: z.ZodType<T>): T | undefined {
  return parsed(res, schema.safeParse(parsePlainBody(req.body)))
}

/** The named query parameters (first values) checked with `schema`. */
export function readQuery<T>(req: Request, res: Response, schema: z.ZodType<T>, names: readonly string[]): T | undefined {
  const raw = Object.fromEntries(
    names.flatMap((n) => {
      const value = queryString(req, n)
      return value === undefined || value === '' ? [] : [[n, value]]
    }),
  )
  return parsed(res, schema.safeParse(raw))
}

const DAY = 86_400_000
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a date')
export const PageNo = z.coerce.number().int().min(1).default(1)
export const PageSize = z.coerce.number().int().min(1).max(50).default(20)
export const Id = z.coerce.number().int().min(1)

/** `startDate`…`endDate`, both days included, in platform time (UTC). */
export function dayRange(startDate: string, endDate: string): Range {
  return { from: Date.parse(`${startDate}T00:00:00Z`), to: Date.parse(`${endDate}T00:00:00Z`) + DAY }
}

export function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10)
}

export function page<T>(items: readonly T[], pageNo: number, pageSize: number): T[] {
  return items.slice((pageNo - 1) * pageSize, pageNo * pageSize)
}
