import type { Request, Response } from 'express'
import { z } from 'zod'
import { TRIAL_TYPE } from '../data/members.ts'
import type { RewardTicket } from '../data/rewards.ts'
import { errors, sendFail, sendOk, type WpsError } from '../envelope.ts'
import { creditBonus } from '../money/wallet.ts'
import { ticketsOf } from '../promotions/promoState.ts'
import { variantOf } from '../variants.ts'
import { parsePlainBody } from './body.ts'
import { queryString, type AuthedContext, type Endpoint } from './endpoints.ts'

const ticketErrors = {
  notFound: { status: 200, errorCode: 'ticket.not.found', message: 'Ticket not found' },
  notClaimable: { status: 200, errorCode: 'ticket.not.claimable', message: 'This ticket cannot be claimed' },
} as const satisfies Record<string, WpsError>

const STATUSES = ['AVAILABLE', 'CLAIMED'] as const
const ClaimBody = z.object({ transactionId: z.union([z.string().min(1), z.number().int()]).transform(String), isApp: z.string().optional() })

/** S28's list shows these keys only: no name, no amount, no dates. */
const S28_KEYS = ['ticketId', 'transactionId', 'type', 'status', 'conditionStatus'] as const

/**
 * The tickets as S28 reads them (the default), nested under `list` (`wrapped`, S29), or with the seeds' name, amount
 * and dates besides (`seedFields`: S27's back office names `ticketName` and `bonusAmount`, no list shows them).
 */
function wireTickets(tickets: readonly RewardTicket[], variant: string | undefined): unknown {
  if (variant === 'seedFields') return tickets
  const bare = tickets.map((t) => Object.fromEntries(S28_KEYS.map((k) => [k, t[k]])))
  return variant === 'wrapped' ? { list: bare } : bare
}

/** `status` picks the tickets (S28 asks for `AVAILABLE`; absent: all); `isApp` is read and ignored. */
function list(req: Request, res: Response, { state, member }: AuthedContext): void {
  const status = queryString(req, 'status')?.toUpperCase()
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) return sendFail(res, errors.requestParamErr)
  const tickets = ticketsOf(state, member.id).filter((t) => status === undefined || t.status === status)
  sendOk(res, wireTickets(tickets, variantOf(state, req.path)))
}

/** A claim credits the ticket's bonus once (S28 answers `{ transactionId, type, … }`); conditions must be met. */
function claim(req: Request, res: Response, { state, member }: AuthedContext): void {
  if (member.type === TRIAL_TYPE) return sendFail(res, errors.trial)
  const body = ClaimBody.safeParse(parsePlainBody(req.body))
  if (!body.success) return sendFail(res, errors.requestParamErr)
  const ticket = ticketsOf(state, member.id).find((t) => t.transactionId === body.data.transactionId)
  if (!ticket) return sendFail(res, ticketErrors.notFound)
  if (ticket.status !== 'AVAILABLE' || ticket.conditionStatus.length > 0) return sendFail(res, ticketErrors.notClaimable)
  ticket.status = 'CLAIMED'
  ticket.claimTime = state.now()
  creditBonus(state.money, member, ticket.bonusAmount, ticket.ticketName, state.now())
  sendOk(res, { transactionId: ticket.transactionId, type: ticket.type, value: ticket.bonusAmount, configId: ticket.ticketId })
}

export const rewardEndpoints: Endpoint[] = [
  { methods: ['GET'], path: '/wps/relay/PROMOFE_getClaimTicketList', auth: true, handle: list },
  { methods: ['POST'], path: '/wps/relay/PROMOFE_claimTicket', auth: true, rawBody: true, handle: claim },
  {
    methods: ['GET'],
    path: '/wps/relay/PROMOFE_countUnclaimedRewards',
    auth: true,
    handle: (_req, res, { state, member }) => sendOk(res, { count: ticketsOf(state, member.id).filter((t) => t.status === 'AVAILABLE').length }),
  },
]
