import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { agentContractSeed, type ContractRequests } from '../data/contracts.ts'
import { findMemberByAccount } from '../data/members.ts'
import { PROMO_STATUSES } from '../data/promotions.ts'
import { findPromotion, setPromoStatus } from '../promotions/promoState.ts'
import { queryString } from '../routes/endpoints.ts'
import type { SimState } from '../state.ts'
import { parse } from './controlBody.ts'

const KINDS = ['dividend', 'dailySalary', 'hourSalary'] as const
const PromotionBody = z.strictObject({
  promotionId: z.number().int(),
  state: z.enum(PROMO_STATUSES),
  account: z.string().min(1).optional().describe('the member whose state changes; without: the common state'),
})
const ContractsBody = z.strictObject({ account: z.string().min(1), kinds: z.array(z.enum(KINDS)) })
const ResourcesBody = z.strictObject({
  resources: z.array(z.strictObject({ resourceType: z.string().min(1), url: z.string().min(1), labelNameEn: z.string().optional() })).max(50),
})
const MemberTypeBody = z.strictObject({ account: z.string().min(1), type: z.number().int().min(0).max(99) })

function notFound(res: Response, message: string): void {
  res.status(404).json({ error: 'not_found', message })
}

/** The seed's requests of the named kinds (agent1's), for any account. */
function requestsOf(kinds: readonly (typeof KINDS)[number][]): ContractRequests {
  const seed = agentContractSeed()
  return {
    dividend: kinds.includes('dividend') ? seed.dividend : {},
    dailySalary: kinds.includes('dailySalary') ? seed.dailySalary : {},
    hourSalary: kinds.includes('hourSalary') ? seed.hourSalary : {},
  }
}

/** `POST /__sim/promotions`: a promotion's state, common or one member's. */
function setPromotion(state: SimState, req: Request, res: Response): void {
  const body = parse(PromotionBody, req.body, res)
  if (!body) return
  if (!findPromotion(body.promotionId)) return notFound(res, 'No such promotion')
  if (body.account === undefined) {
    state.promo.common.set(body.promotionId, body.state)
    return void res.json({ promotionId: body.promotionId, common: body.state })
  }
  const member = findMemberByAccount(state.members, body.account)
  if (!member) return notFound(res, 'No such account')
  setPromoStatus(state, member.id, body.promotionId, body.state)
  res.json({ promotionId: body.promotionId, account: member.account, state: body.state })
}

/** `/__sim/contracts`: an account's pending contract requests, and the agent's answers to them. */
function contractControls(state: SimState): Router {
  const router = Router()
  router.post('/contracts', (req, res) => {
    const body = parse(ContractsBody, req.body, res)
    if (!body) return
    const member = findMemberByAccount(state.members, body.account)
    if (!member) return notFound(res, 'No such account')
    state.promo.contracts.set(member.id, requestsOf(body.kinds))
    res.json({ account: member.account, requests: state.promo.contracts.get(member.id) })
  })
  router.get('/contracts', (req, res) => {
    const member = findMemberByAccount(state.members, queryString(req, 'account') ?? '')
    if (!member) return notFound(res, 'No such account')
    res.json({ requests: state.promo.contracts.get(member.id) ?? null, decisions: state.promo.decisions.filter((d) => d.memberId === member.id) })
  })
  return router
}

/** `/__sim/promotions`, `/__sim/applications`, `/__sim/contracts`, `/__sim/resources`, `/__sim/members/type`. */
export function promoControls(state: SimState): Router {
  const router = Router()
  router.post('/promotions', (req, res) => setPromotion(state, req, res))
  router.get('/applications', (_req, res) => void res.json({ applications: state.promo.applications }))
  router.use(contractControls(state))
  router.post('/resources', (req, res) => {
    const body = parse(ResourcesBody, req.body, res)
    if (!body) return
    state.promo.resources = body.resources.map((r) => ({ labelNameEn: r.resourceType, ...r }))
    res.json({ resources: state.promo.resources })
  })
  router.delete('/resources', (_req, res) => {
    state.promo.resources = null
    res.json({ resources: null })
  })
  router.post('/members/type', (req, res) => {
    const body = parse(MemberTypeBody, req.body, res)
    if (!body) return
    const member = findMemberByAccount(state.members, body.account)
    if (!member) return notFound(res, 'No such account')
    member.type = body.type
    res.json({ account: member.account, type: member.type })
  })
  return router
}
