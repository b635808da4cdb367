import { z } from 'zod'
import { ActionSchema } from '../actions.ts'

export const AgentSummaryPropsSchema = z.object({}).strict()

/** One group of figures; `columns` name the values of each row (empty: one value a row). */
const FigureSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
  note: z.string().optional(),
  unavailable: z.string().optional().describe('Set when the platform could not give these figures; the rest still shows'),
})

export const AgentSummaryResolvedSchema = z.object({
  sections: z.array(FigureSectionSchema),
  pending: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int(), action: ActionSchema })),
})
export type AgentSummaryResolved = z.infer<typeof AgentSummaryResolvedSchema>
