import { alt, call, R, seeds, srcNote, type CatalogueCall } from './build.ts'

const AGENT = 'seeds 001 §7 (the agent centre); no public client of this site shows the agent calls'
const S31 = 'S31 is a newer client of the same backend; it names the call, not its verb or body'
const a = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) => call(method, path, 'AGENTPOLICY3', seeds(AGENT))

/**
 * The agent centre: all under AGENTPOLICY3, as the seeds say. S31 also names a team overview (`ODSFE2_getTeamOverviewSum`):
 * one answer where the seeds have two KPI calls, so it is not an alternate of either.
 */
export const agentCatalogue = {
  teamKpiA: a('GET', `${R}ODSFE2_TeamKPIA`),
  teamKpiB: a('GET', `${R}ODSFE2_TeamKPIB`),
  downlines: a('GET', '/wps/agent/downlines'),
  subordinates: a('GET', `${R}ODSFE2_Subordinate`),
  currentDailySalary: a('GET', `${R}ODSFE2_CurrentDailySalary`),
  agentIncome: a('GET', `${R}ODS2_AgentPrevAndCurrIncome`),
  currentDividend: a('GET', `${R}ODSFE2_CurrentDividend`),
  dividendHistory: a('GET', `${R}ODSFE2_QueryDividend`),
  rebateQuota: a('GET', '/wps/agent/rebate/quota'),
  updateDownlineRebates: a('PUT', '/wps/agent/updateDownlineRebates'),
  affiliateUrls: call('GET', '/wps/agent/affiliate/url', 'AGENTPOLICY3', seeds(AGENT), {
    alternates: [alt('GET', `${R}MCSFE_viewAffiliateUrls`, 'AGENTPOLICY3', srcNote(S31, 'S31'))],
  }),
  createAffiliateUrl: call('POST', '/wps/agent/affiliate/url', 'AGENTPOLICY3', seeds(AGENT), {
    alternates: [alt('POST', `${R}MCSFE_createAffiliateUrl`, 'AGENTPOLICY3', srcNote(S31, 'S31'))],
  }),
  deleteAffiliateUrl: call('DELETE', '/wps/agent/affiliate/url', 'AGENTPOLICY3', seeds(AGENT), {
    alternates: [alt('DELETE', `${R}MCSFE_deleteAffiliateUrl`, 'AGENTPOLICY3', srcNote(S31, 'S31'))],
  }),
  transferDownline: a('POST', '/wps/agent/transferDownline'),
  transferDownlines: a('POST', '/wps/agent/transferMultipleDownline'),
  activeDailySalary: a('GET', `${R}MCS2_getContractDailySalInfo`),
  activeDividend: a('GET', `${R}MCS2_getContractDividendInfo`),
  activeHourSalary: call(
    'GET',
    `${R}MCS2_getContractHourSalInfo`,
    'AGENTPOLICY3',
    seeds('the seeds name hourly salary contracts; the relay name follows the other two'),
  ),
  contractHistory: a('GET', `${R}MCSFE_getContractHistory`),
  applyContract: a('POST', `${R}MCSFE_applyContract`),
} satisfies Record<string, CatalogueCall>
