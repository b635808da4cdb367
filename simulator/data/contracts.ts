/** Tiers of a dividend contract per game type, as S26 reads `divtypereq[type]`. */
type DividendTier = { minimumBet: number; netLoss: number; activeMember: number; contractRate: number; status: string; downlineHigherRate?: 'Y' | 'N' }
type Rate = { rateType: 'P' | 'F'; rate: number; activeMember: number }
type DailySalary = { id: number; status: string; downlineHigherRate?: 'Y' | 'N'; details: (Rate & { betVolume: number })[] }
type HourSalary = { contractId: number; status: string; downlineHigherRate?: 'Y' | 'N'; hourSalaryRates: (Rate & { minimumBet: number })[] }

/** One agent's pending requests, per kind and game type; a kind with none is absent. */
export type ContractRequests = {
  dividend: Record<string, DividendTier[]>
  dailySalary: Record<string, DailySalary[]>
  hourSalary: Record<string, HourSalary[]>
}
export type ContractKindName = keyof ContractRequests

/** agent1: a new dividend contract for slots and a request to end the live one, a daily and an hourly salary contract. */
export function agentContractSeed(): ContractRequests {
  return {
    dividend: {
      RNG: [
        { minimumBet: 1000, netLoss: 5000, activeMember: 5, contractRate: 0.3, status: 'P' },
        { minimumBet: 5000, netLoss: 20000, activeMember: 10, contractRate: 0.35, status: 'P' },
      ],
      LIVE: [{ minimumBet: 2000, netLoss: 8000, activeMember: 5, contractRate: 0.25, status: 'V' }],
    },
    dailySalary: {
      RNG: [
        {
          id: 7001,
          status: 'P',
          downlineHigherRate: 'Y',
          details: [
            { betVolume: 10000, activeMember: 3, rateType: 'P', rate: 0.005 },
            { betVolume: 50000, activeMember: 8, rateType: 'F', rate: 300 },
          ],
        },
      ],
    },
    hourSalary: {
      LIVE: [
        {
          contractId: 8001,
          status: 'P',
          hourSalaryRates: [
            { minimumBet: 2000, activeMember: 2, rateType: 'F', rate: 20 },
            { minimumBet: 8000, activeMember: 5, rateType: 'P', rate: 0.002 },
          ],
        },
      ],
    },
  }
}
