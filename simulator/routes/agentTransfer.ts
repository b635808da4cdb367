import { z } from 'zod'
import { isAgent, teamOf } from '../agent/team.ts'
import { REBATE_GAME_TYPES } from '../agent/types.ts'
import { findMemberByAccount, type Member } from '../data/members.ts'
import { sendFail, sendOk } from '../envelope.ts'
import type { SimState } from '../state.ts'
import { agentEndpoint, agentErrors, quotaRefusal, readBody } from './agentCommon.ts'

const Account = z.string().trim().min(1).max(32)
const SingleBody = z.strictObject({ customerId: z.number().int(), targetAccount: Account })
const MultipleBody = z.strictObject({ customerIds: z.array(z.number().int()).min(1).max(100), targetAccount: Account })
const RebatesBody = z.strictObject({
  customerId: z.number().int(),
  rebates: z
    .array(z.strictObject({ gameType: z.enum(REBATE_GAME_TYPES), rate: z.number().finite() }))
    .min(1)
    .max(REBATE_GAME_TYPES.length),
})

const directOf = (state: SimState, agent: Member, id: number) => state.members.find((m) => m.id === id && m.uplineId === agent.id)

/**
 * Moves direct downlines under another agent of the caller's team, all or none: the target may not be one of the
 * moved members or in the team of one of them (the chain would loop). Rates above the new upline's are lowered to it.
 */
function transfer(state: SimState, agent: Member, ids: readonly number[], targetAccount: string) {
  const moved = ids.map((id) => directOf(state, agent, id))
  if (moved.some((m) => !m)) return agentErrors.downlineNotFound
  const target = findMemberByAccount(state.members, targetAccount)
  const inTeam = target && teamOf(state.members, agent.id).some((t) => t.member.id === target.id)
  if (!target || !inTeam || !isAgent(target)) return agentErrors.targetInvalid
  for (const m of moved) {
    if (!m) continue
    if (m.id === target.id || teamOf(state.members, m.id).some((t) => t.member.id === target.id)) return agentErrors.targetInvalid
  }
  const ceiling = state.agents.rebates.get(target.id)
  for (const m of moved) {
    if (!m) continue
    m.uplineId = target.id
    const rates = state.agents.rebates.get(m.id)
    if (rates) for (const g of REBATE_GAME_TYPES) rates[g] = Math.min(rates[g], ceiling?.[g] ?? 0)
  }
  return undefined
}

export const transferEndpoints = [
  agentEndpoint(
    ['POST'],
    '/wps/agent/transferDownline',
    (req, res, { state, member }) => {
      const body = readBody(req, res, SingleBody)
      if (!body) return
      const refused = transfer(state, member, [body.customerId], body.targetAccount)
      return refused ? sendFail(res, refused) : sendOk(res, null)
    },
    true,
  ),
  agentEndpoint(
    ['POST'],
    '/wps/agent/transferMultipleDownline',
    (req, res, { state, member }) => {
      const body = readBody(req, res, MultipleBody)
      if (!body) return
      const refused = transfer(state, member, [...new Set(body.customerIds)], body.targetAccount)
      return refused ? sendFail(res, refused) : sendOk(res, null)
    },
    true,
  ),
  agentEndpoint(
    ['PUT'],
    '/wps/agent/updateDownlineRebates',
    (req, res, { state, member }) => {
      const body = readBody(req, res, RebatesBody)
      if (!body) return
      const downline = directOf(state, member, body.customerId)
      if (!downline) return sendFail(res, agentErrors.downlineNotFound)
      const refused = quotaRefusal(state, member.id, body.rebates)
      if (refused) return sendFail(res, refused)
      const rates = state.agents.rebates.get(downline.id) ?? { LOTT: 0, RNG: 0, LIVE: 0, SPORTS: 0 }
      for (const r of body.rebates) rates[r.gameType] = r.rate
      state.agents.rebates.set(downline.id, rates)
      sendOk(res, null)
    },
    true,
  ),
]
