import { z } from 'zod'
import { activeOf } from '../agent/income.ts'
import { REBATE_GAME_TYPES } from '../agent/types.ts'
import type { ContractKindName } from '../data/contracts.ts'
import { sendFail, sendOk } from '../envelope.ts'
import { agentEndpoint, agentErrors, page, PageNo, PageSize, readBody, readQuery } from './agentCommon.ts'

const KINDS = ['dividend', 'dailySalary', 'hourSalary'] as const satisfies readonly ContractKindName[]
const HistoryQuery = z.strictObject({ type: z.enum(KINDS), pageNo: PageNo, pageSize: PageSize })
const ApplyBody = z.strictObject({ type: z.enum(KINDS), gameType: z.enum(REBATE_GAME_TYPES) })

/** The active contracts of one kind, keyed by game type (`{}` when none). */
function activeEndpoint(path: string, kind: ContractKindName) {
  return agentEndpoint(['GET'], path, (_req, res, { state, member }) => sendOk(res, activeOf(state, member.id)[kind]))
}

export const agentContractEndpoints = [
  activeEndpoint('/wps/relay/MCS2_getContractDailySalInfo', 'dailySalary'),
  activeEndpoint('/wps/relay/MCS2_getContractDividendInfo', 'dividend'),
  activeEndpoint('/wps/relay/MCS2_getContractHourSalInfo', 'hourSalary'),
  agentEndpoint(['GET'], '/wps/relay/MCSFE_getContractHistory', (req, res, { state, member }) => {
    const q = readQuery(req, res, HistoryQuery, ['type', 'pageNo', 'pageSize'])
    if (!q) return
    const entries = state.agents.history
      .filter((h) => h.agentId === member.id && h.type === q.type)
      .sort((a, b) => b.time - a.time || b.id - a.id)
      .map((h) => ({ id: h.id, gameType: h.gameType, event: h.event, time: h.time, amount: h.amount }))
    sendOk(res, { list: page(entries, q.pageNo, q.pageSize), totalCount: entries.length })
  }),
  agentEndpoint(
    ['POST'],
    '/wps/relay/MCSFE_applyContract',
    (req, res, { state, member }) => {
      const body = readBody(req, res, ApplyBody)
      if (!body) return
      if (activeOf(state, member.id)[body.type][body.gameType]) return sendFail(res, agentErrors.alreadyActive)
      const waiting = state.agents.applications.some((a) => a.agentId === member.id && a.type === body.type && a.gameType === body.gameType)
      if (waiting) return sendFail(res, agentErrors.applyPending)
      state.agents.seq += 1
      const id = state.agents.seq
      const now = state.now()
      state.agents.applications.push({ id, agentId: member.id, type: body.type, gameType: body.gameType, at: now })
      state.agents.history.push({ id, agentId: member.id, type: body.type, gameType: body.gameType, event: 'APPLIED', time: now, amount: null })
      sendOk(res, { id })
    },
    true,
  ),
]
