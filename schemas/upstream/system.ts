import { z } from 'zod'
import { lenientPart, optionalList } from './lenient.ts'

/**
 * One node of the white-label module tree; `enabled` is the string "1" or "0". Real nodes always carry
 * `childrenNodes` (S11 calls `forEach` on it unguarded); a node without is read as having none.
 */
export type WhiteLabelNode = {
  modId: string
  enabled: '1' | '0'
  childrenNodes?: WhiteLabelNode[] | undefined
}
const WhiteLabelNodeSchema: z.ZodType<WhiteLabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z
      .array(WhiteLabelNodeSchema)
      .nullish()
      .transform((children) => children ?? []),
  }),
)

/**
 * The white-label tree, normalised to a list of top nodes: public clients read `info.whitelabel` as ONE root
 * node (S11 `getWhitelabelVal`); a list of nodes is read too.
 */
export const WhiteLabelTreeSchema = z.union([z.array(WhiteLabelNodeSchema), WhiteLabelNodeSchema.transform((root) => [root])])

/** Customer-service entry types the platform lists (seeds 000 §3). */
export const CS_TYPES = ['WHATSAPP', 'LIVECHAT', 'CS'] as const
export type CsType = (typeof CS_TYPES)[number]

/** Customer-service entry; `path` is DES-wrapped: last 8 characters are the key, the rest base64 DES-ECB of the URL. */
const CustomerServiceEntrySchema = z.object({
  csType: z.string(),
  path: z.string(),
})

const ResourceTypeSchema = z.string()
const DownloadResourceSchema = z.object({
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
      customerService: optionalList(CustomerServiceEntrySchema, 'info.customerService'),
      resources: optionalList(DownloadResourceSchema, 'info.resources'),
      imageCDNs: optionalList(z.string(), 'info.imageCDNs'),
      // A tree that does not parse costs the flags only: they then come from /wps/system/whitelabel.
      whitelabel: lenientPart(WhiteLabelTreeSchema, 'info.whitelabel'),
    })
    .default({ customerService: [], resources: [], imageCDNs: [], whitelabel: undefined }),
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
