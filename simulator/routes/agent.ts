import { agentContractEndpoints } from './agentContracts.ts'
import { agentIncomeEndpoints } from './agentIncome.ts'
import { agentLinkEndpoints } from './agentLinks.ts'
import { agentTeamEndpoints } from './agentTeam.ts'
import type { Endpoint } from './endpoints.ts'

/** Every agent call of agent-wire.md (issue 14): AGENTPOLICY3, a member token, and an agent caller. */
export const agentEndpoints: Endpoint[] = [...agentTeamEndpoints, ...agentIncomeEndpoints, ...agentLinkEndpoints, ...agentContractEndpoints]
