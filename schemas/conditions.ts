import { z } from 'zod'
import type { Condition } from './facts.ts'
import { APP_LINK_KINDS, CLIENT_FACTS, DEVICES, ROLES } from './facts.ts'

export * from './facts.ts'

export const RoleSchema = z.enum(ROLES)
const DeviceSchema = z.enum(DEVICES)
const ClientFactSchema = z.enum(CLIENT_FACTS)
const LocalTimeSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'a wall-clock time such as 2026-12-31T23:00')
const TimeZoneSchema = z
  .string()
  .refine((tz) => isTimeZone(tz), { message: 'an IANA time zone such as Asia/Bangkok' })
  .describe("The operator's time zone (IANA), in which from and until are read")
const SaltSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes')
const Bucket = z.number().int().min(0).max(99)

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export const ConditionSchema: z.ZodType<Condition> = z
  .lazy(
    () =>
      z.discriminatedUnion('op', [
        z.object({ op: z.literal('flag'), name: z.string().min(1).describe('White-label flag, e.g. CASHBACK3') }).strict(),
        z.object({ op: z.literal('role'), in: z.array(RoleSchema).min(1) }).strict(),
        z.object({ op: z.literal('memberType'), in: z.array(z.number().int()).min(1) }).strict(),
        z.object({ op: z.literal('loggedIn') }).strict(),
        z.object({ op: z.literal('status'), in: z.array(z.number().int().min(0).max(2)).min(1) }).strict(),
        z.object({ op: z.literal('language'), in: z.array(z.string()).min(1) }).strict(),
        z.object({ op: z.literal('device'), in: z.array(DeviceSchema).min(1) }).strict(),
        z.object({ op: z.literal('merchant'), in: z.array(z.string()).min(1) }).strict(),
        z.object({ op: z.literal('client'), fact: ClientFactSchema }).strict(),
        z
          .object({
            op: z.literal('appLink'),
            kind: z.enum(APP_LINK_KINDS).optional().describe("Without a kind: a link for the viewer's device (iOS: the app or the profile)"),
          })
          .strict()
          .describe('The platform lists an app download link'),
        z
          .object({ op: z.literal('contractCheck') })
          .strict()
          .describe('The agent contract check applies: agent policy on, a known member, not type 4, 40, 41 or 42'),
        z
          .object({
            op: z.literal('window'),
            from: LocalTimeSchema.optional().describe('Shown from this wall-clock time (included)'),
            until: LocalTimeSchema.optional().describe('Hidden from this wall-clock time on'),
            tz: TimeZoneSchema,
          })
          .strict()
          .refine((w) => w.from !== undefined || w.until !== undefined, { message: 'a window needs from, until or both' })
          .refine((w) => w.from === undefined || w.until === undefined || w.from < w.until, { message: 'until must come after from', path: ['until'] })
          .describe('Holds between two wall-clock times of a time zone, evaluated on the gateway when the screen is served'),
        z
          .object({ op: z.literal('country'), in: z.array(z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code such as TH')).min(1) })
          .strict()
          .describe("The viewer's country, from the configured source (COUNTRY_HEADER behind TRUST_PROXY); unknown: fails"),
        z
          .object({ op: z.literal('bucket'), salt: SaltSchema, from: Bucket, to: Bucket })
          .strict()
          .refine((b) => b.from <= b.to, { message: 'from must not be above to', path: ['to'] })
          .describe("The viewer's sticky bucket (0–99) for this salt is in from..to: a gradual rollout"),
        z
          .object({ op: z.literal('variant'), experiment: SaltSchema, in: z.array(z.string().min(1)).min(1) })
          .strict()
          .describe('The viewer got one of these variants of an experiment of this screen'),
        z.object({ op: z.literal('all'), of: z.array(ConditionSchema) }).strict(),
        z.object({ op: z.literal('any'), of: z.array(ConditionSchema) }).strict(),
        z.object({ op: z.literal('not'), cond: ConditionSchema }).strict(),
      ]),
    // The id sits on the lazy schema, the one the recursion refers to, so generated documents name it once.
  )
  .meta({ id: 'Condition' })
