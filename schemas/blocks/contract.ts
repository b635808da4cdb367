import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'
import { CONTRACT_KINDS } from '../upstream/contracts.ts'

/** An agent's pending contract of one kind (`/m/member/agent/get…Contract`, seeds 001 §2, §3): terms and the answers. */
export const ContractPropsSchema = z
  .object({
    kind: z.enum(CONTRACT_KINDS).describe('dailySalary, dividend or hourSalary'),
    back: z.object({ label: TextSchema, action: AuthoredActionSchema }).strict().optional(),
  })
  .strict()

const GroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  actions: z.array(z.object({ label: z.string(), action: ActionSchema, primary: z.boolean() })),
})

export const ContractResolvedSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  title: z.string(),
  intro: z.string(),
  groups: z.array(GroupSchema),
  terms: z.object({ title: z.string(), lines: z.array(z.string()) }),
  emptyText: z.string(),
  back: z.object({ label: z.string(), action: ActionSchema }).optional(),
})
export type ContractResolved = z.infer<typeof ContractResolvedSchema>
