import { z } from 'zod'
import {
  ActiveContractsSchemas,
  AffiliateUrlCreatedSchema,
  AffiliateUrlListSchema,
  AgentIncomeSchema,
  ContractHistorySchema,
  CurrentDailySalarySchema,
  CurrentDividendSchema,
  DividendHistorySchema,
  DownlinePageSchema,
  RebateQuotaSchema,
  TeamKpiASchema,
  TeamKpiBSchema,
} from '../../schemas/upstream/index.ts'
import type { ContractKind } from '../../schemas/upstream/index.ts'
import type { Endpoint, Paging } from './endpoints.ts'

function endpoint<S extends z.ZodType, P = never>(e: Endpoint<S, P>): Endpoint<S, P> {
  return e
}

// The agent calls of seeds 001 §7. No public client shows their answers or modules: every one is sent with the
// agent policy's module and read liberally (see README, "agent calls").
const MODULE = 'AGENTPOLICY3'
const read = { method: 'GET', encrypted: false, envelope: 'wps', timeout: 'default', token: 'required', cache: 'none', moduleId: MODULE } as const
/** Changes answer an envelope whose `success` decides. */
const write = { ...read, method: 'POST', response: z.unknown(), retry: false } as const

type Range = { startDate: string; endDate: string }
type TeamQuery = Range & Paging & { account?: string | undefined }

function teamQuery(p: TeamQuery) {
  return { pageNo: String(p.pageNo), pageSize: String(p.pageSize), startDate: p.startDate, endDate: p.endDate, ...(p.account ? { account: p.account } : {}) }
}
const range = (p: Range) => ({ startDate: p.startDate, endDate: p.endDate })
const paging = (p: Paging) => ({ pageNo: String(p.pageNo), pageSize: String(p.pageSize) })

/** Team figures, downlines, income, salary and dividend, quotas, affiliate links, transfers and contracts. */
export const agentEndpoints = {
  teamKpiA: endpoint({ ...read, name: 'teamKpiA', path: '/wps/relay/ODSFE2_TeamKPIA', response: TeamKpiASchema, query: range }),
  teamKpiB: endpoint({ ...read, name: 'teamKpiB', path: '/wps/relay/ODSFE2_TeamKPIB', response: TeamKpiBSchema, query: range }),
  downlines: endpoint({ ...read, name: 'downlines', path: '/wps/agent/downlines', response: DownlinePageSchema, query: teamQuery }),
  subordinates: endpoint({ ...read, name: 'subordinates', path: '/wps/relay/ODSFE2_Subordinate', response: DownlinePageSchema, query: teamQuery }),
  currentDailySalary: endpoint({ ...read, name: 'currentDailySalary', path: '/wps/relay/ODSFE2_CurrentDailySalary', response: CurrentDailySalarySchema }),
  agentIncome: endpoint({ ...read, name: 'agentIncome', path: '/wps/relay/ODS2_AgentPrevAndCurrIncome', response: AgentIncomeSchema }),
  currentDividend: endpoint({ ...read, name: 'currentDividend', path: '/wps/relay/ODSFE2_CurrentDividend', response: CurrentDividendSchema }),
  dividendHistory: endpoint({ ...read, name: 'dividendHistory', path: '/wps/relay/ODSFE2_QueryDividend', response: DividendHistorySchema, query: paging }),
  rebateQuota: endpoint({ ...read, name: 'rebateQuota', path: '/wps/agent/rebate/quota', response: RebateQuotaSchema }),
  updateDownlineRebates: endpoint({ ...write, name: 'updateDownlineRebates', method: 'PUT', path: '/wps/agent/updateDownlineRebates' }),
  // The seeds' paths first; S31, a newer client of the same backend, names the MCSFE_ relays.
  affiliateUrls: endpoint({
    ...read,
    name: 'affiliateUrls',
    path: '/wps/agent/affiliate/url',
    alternates: [{ path: '/wps/relay/MCSFE_viewAffiliateUrls' }],
    response: AffiliateUrlListSchema,
  }),
  createAffiliateUrl: endpoint({
    ...write,
    name: 'createAffiliateUrl',
    path: '/wps/agent/affiliate/url',
    alternates: [{ path: '/wps/relay/MCSFE_createAffiliateUrl' }],
    response: AffiliateUrlCreatedSchema,
  }),
  deleteAffiliateUrl: endpoint({
    ...write,
    name: 'deleteAffiliateUrl',
    method: 'DELETE',
    path: '/wps/agent/affiliate/url',
    alternates: [{ path: '/wps/relay/MCSFE_deleteAffiliateUrl' }],
    query: (p: { id: string }) => ({ id: p.id }),
  }),
  transferDownline: endpoint({ ...write, name: 'transferDownline', path: '/wps/agent/transferDownline' }),
  transferDownlines: endpoint({ ...write, name: 'transferDownlines', path: '/wps/agent/transferMultipleDownline' }),
  activeDailySalary: endpoint({
    ...read,
    name: 'activeDailySalary',
    path: '/wps/relay/MCS2_getContractDailySalInfo',
    response: ActiveContractsSchemas.dailySalary,
  }),
  activeDividend: endpoint({ ...read, name: 'activeDividend', path: '/wps/relay/MCS2_getContractDividendInfo', response: ActiveContractsSchemas.dividend }),
  activeHourSalary: endpoint({
    ...read,
    name: 'activeHourSalary',
    path: '/wps/relay/MCS2_getContractHourSalInfo',
    response: ActiveContractsSchemas.hourSalary,
  }),
  contractHistory: endpoint({
    ...read,
    name: 'contractHistory',
    path: '/wps/relay/MCSFE_getContractHistory',
    response: ContractHistorySchema,
    query: (p: Paging & { type: ContractKind }) => ({ type: p.type, ...paging(p) }),
  }),
  applyContract: endpoint({ ...write, name: 'applyContract', path: '/wps/relay/MCSFE_applyContract' }),
}
