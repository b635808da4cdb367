import { z } from 'zod'
import { IdTextSchema, NumberishSchema } from './fields.ts'
import { noteDropped } from './lenient.ts'

/** The kinds of agent contract a request can be pending for (seeds 001 §3, S11 `getConsolidated`). */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourSalary'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]

/**
 * A request's status (S26): `P` a new contract and `E` a changed one wait for the agent's answer; `V` asks the
 * agent to agree to end the contract. Anything else is not waiting for the agent.
 */
const StatusSchema = z.string().trim().toUpperCase()

const RateSchema = z.object({ rateType: z.string().nullish(), rate: NumberishSchema })

/** One tier of a dividend contract (S26 `divtypereq[type][i]`). */
const DividendTierSchema = z.object({
  minimumBet: NumberishSchema,
  netLoss: NumberishSchema,
  activeMember: NumberishSchema,
  contractRate: NumberishSchema,
  status: StatusSchema,
  downlineHigherRate: z.string().nullish(),
})

/** A daily salary contract (S26 `dailysalreq[type][0]`: id, status and its tiers under `details`). */
const DailySalarySchema = z.object({
  id: IdTextSchema,
  status: StatusSchema,
  downlineHigherRate: z.string().nullish(),
  details: z.array(RateSchema.extend({ betVolume: NumberishSchema, activeMember: NumberishSchema })),
})

/** An hourly salary contract (S26 `contracthoursalreq[type][0]`: contractId, status, `hourSalaryRates`). */
const HourSalarySchema = z.object({
  contractId: IdTextSchema,
  status: StatusSchema,
  downlineHigherRate: z.string().nullish(),
  hourSalaryRates: z.array(RateSchema.extend({ minimumBet: NumberishSchema, activeMember: NumberishSchema })),
})

export type DividendTier = z.infer<typeof DividendTierSchema>
export type DailySalaryContract = z.infer<typeof DailySalarySchema>
export type HourSalaryContract = z.infer<typeof HourSalarySchema>

/** Per game type (RNG, LIVE, …), the entries of one kind; `pending` without terms when the platform sent a bare marker. */
type PendingRequests<T> = { pending: boolean; byGameType: Record<string, T[]> }

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false) return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}

/**
 * One pending-request field: an object of game type → entries (S26), each game type parsed on its own (a bad one is
 * dropped and counted). The seeds only say a non-empty value means a pending request: any other non-empty value
 * (a text, a list) is read as pending with no terms to show.
 */
function requestsOf<T extends z.ZodType>(entry: T, list: string) {
  const entries = z.array(entry).min(1)
  return z.unknown().transform((value): PendingRequests<z.output<T>> => {
    if (isEmpty(value)) return { pending: false, byGameType: {} }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { pending: true, byGameType: {} }
    const byGameType: Record<string, z.output<T>[]> = {}
    for (const [gameType, given] of Object.entries(value)) {
      const parsed = entries.safeParse(given)
      if (parsed.success) byGameType[gameType] = parsed.data
      else noteDropped(`${list}.${gameType}`, parsed.error)
    }
    return { pending: true, byGameType }
  })
}

/**
 * `/wps/member/info/funds/consolidated`: the agent's pending contract requests. S11 and S26 read the dividend under
 * `divtypereq`; the seeds name it `divtypecompperiodreq` (both read). S11 keeps `dailysalreqtype` as `dailysalreq`.
 * The `…infotype` menu keys and `realtimesalreqtype` are not read: the site has no real-time salary page.
 */
export const ConsolidatedSchema = z
  .record(z.string(), z.unknown())
  .transform((raw) => ({
    dividend: raw.divtypereq ?? raw.divtypecompperiodreq,
    dailySalary: raw.dailysalreqtype ?? raw.dailysalreq,
    hourSalary: raw.contracthoursalreq,
  }))
  .pipe(
    z.object({
      dividend: requestsOf(DividendTierSchema, 'dividend'),
      dailySalary: requestsOf(DailySalarySchema, 'dailySalary'),
      hourSalary: requestsOf(HourSalarySchema, 'hourSalary'),
    }),
  )
export type Consolidated = z.output<typeof ConsolidatedSchema>

/** The agent's active contracts (`MCS2_getContract…Info`): keyed by game type like the requests (the simulator's own shape). */
export const ActiveContractsSchemas = {
  dividend: requestsOf(DividendTierSchema, 'activeDividend'),
  dailySalary: requestsOf(DailySalarySchema, 'activeDailySalary'),
  hourSalary: requestsOf(HourSalarySchema, 'activeHourSalary'),
} as const
export type ActiveContracts = { [K in ContractKind]: z.output<(typeof ActiveContractsSchemas)[K]> }
