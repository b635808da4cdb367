import { z } from 'zod'

/** One node of the white-label module tree; `enabled` is the string "1" or "0". */
export type WhiteLabelNode = {
  modId: string
  enabled: '1' | '0'
  childrenNodes?: WhiteLabelNode[] | undefined
}
export const WhiteLabelNodeSchema: z.ZodType<WhiteLabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(WhiteLabelNodeSchema).optional(),
  }),
)
export const WhiteLabelTreeSchema = z.array(WhiteLabelNodeSchema)

export const CsTypeSchema = z.enum(['WHATSAPP', 'LIVECHAT', 'CS'])
export type CsType = z.infer<typeof CsTypeSchema>

/** Customer-service entry; `path` is DES-wrapped: last 8 characters are the key, the rest base64 DES-ECB of the URL. */
export const CustomerServiceEntrySchema = z.object({
  csType: z.string(),
  path: z.string(),
})

export const ResourceTypeSchema = z.string()
export const DownloadResourceSchema = z.object({
  resourceType: ResourceTypeSchema,
  url: z.string(),
  labelNameEn: z.string().optional(),
})

export const SystemStatusSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }).partial().optional(),
  info: z
    .object({
      customerService: z.array(CustomerServiceEntrySchema).default([]),
      resources: z.array(DownloadResourceSchema).default([]),
      imageCDNs: z.array(z.string()).default([]),
      whitelabel: WhiteLabelTreeSchema.optional(),
    })
    .default({ customerService: [], resources: [], imageCDNs: [] }),
})
export type SystemStatus = z.infer<typeof SystemStatusSchema>

/** Flattens the white-label tree to `{ modId: enabled }` as the platform's own clients do. */
export function flattenWhiteLabel(nodes: readonly WhiteLabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {}
  const visit = (node: WhiteLabelNode) => {
    flags[node.modId] = node.enabled === '1'
    node.childrenNodes?.forEach(visit)
  }
  nodes.forEach(visit)
  return flags
}
