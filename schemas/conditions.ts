import { z } from 'zod'
import type { Condition } from './facts.ts'
import { APP_LINK_KINDS, CLIENT_FACTS, DEVICES, ROLES } from './facts.ts'

export * from './facts.ts'

export const RoleSchema = z.enum(ROLES)
const DeviceSchema = z.enum(DEVICES)
const ClientFactSchema = z.enum(CLIENT_FACTS)

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
        z.object({ op: z.literal('all'), of: z.array(ConditionSchema) }).strict(),
        z.object({ op: z.literal('any'), of: z.array(ConditionSchema) }).strict(),
        z.object({ op: z.literal('not'), cond: ConditionSchema }).strict(),
      ]),
    // The id sits on the lazy schema, the one the recursion refers to, so generated documents name it once.
  )
  .meta({ id: 'Condition' })
