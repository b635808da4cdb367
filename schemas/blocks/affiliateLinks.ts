import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { QuotaSchema, RateSchema } from './shared/agentRates.ts'

const AffiliateLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  link: z.string().describe('The registration form with the code filled: a path of this site'),
  type: z.string(),
  rebates: z.array(RateSchema),
  registrations: z.number().int(),
  created: z.string(),
  remove: ActionSchema.describe('Deletes the link after a confirm step'),
})

export const AffiliateLinksPropsSchema = z.object({}).strict()

export const AffiliateLinksResolvedSchema = z.object({
  links: z.array(AffiliateLinkSchema),
  quotas: z.array(QuotaSchema),
  max: z.number().int().describe('The most links an agent may have'),
  unavailable: z.string().optional(),
})
