import { z } from 'zod'
import { ActionSchema } from './actions.ts'
import type { ResolvedBlock } from './blocks/index.ts'
import { ResolvedBlockSchema } from './blocks/index.ts'
import { ConditionSchema, RoleSchema } from './conditions.ts'
import { ResolvedMenuItemSchema } from './menu.ts'

const MemberSummarySchema = z.object({
  name: z.string(),
  balance: z.string().describe('Sum balance, integer, thousands-separated'),
  vip: z.string(),
  currencySymbol: z.string(),
})
export type MemberSummary = z.infer<typeof MemberSummarySchema>

const ResolvedShellSchema = z.object({
  topBanner: z
    .object({
      logo: z.string(),
      member: MemberSummarySchema.nullable(),
      tap: ActionSchema.optional(),
      buttons: z.array(ResolvedMenuItemSchema),
    })
    .nullable(),
  header: z.object({
    visible: z.boolean(),
    title: z.string().optional(),
    logo: z.string().optional(),
    back: ActionSchema.optional(),
  }),
  bottomMenu: z.object({ visible: z.boolean(), items: z.array(ResolvedMenuItemSchema) }),
  sidebar: z.object({
    member: MemberSummarySchema.nullable(),
    buttons: z.array(ResolvedMenuItemSchema),
    items: z.array(ResolvedMenuItemSchema),
    languages: z.array(
      z.object({ code: z.string(), label: z.string(), flag: z.string().optional().describe('Flag image URL (the default flag stands in when it fails)') }),
    ),
  }),
  transition: z.object({ fadeMs: z.number().int(), backSwipePx: z.number().int() }),
})
export type ResolvedShell = z.infer<typeof ResolvedShellSchema>

// Screens hold blocks in two places (the page and its popups): spelled out twice, the declared type of the screen
// schema passes what TypeScript serialises (TS7056), so both refer to the block type by name.
const ResolvedPopupFields = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  actions: z.array(z.object({ label: z.string(), action: ActionSchema })),
  openOnLoad: z.boolean(),
  onClose: z.array(ActionSchema).optional().describe('Run after the popup closed'),
  clientWhen: ConditionSchema.optional(),
})
export type ResolvedPopup = z.infer<typeof ResolvedPopupFields> & { blocks?: ResolvedBlock[] | undefined }
const ResolvedPopupSchema: z.ZodType<ResolvedPopup> = ResolvedPopupFields.extend({ blocks: z.array(ResolvedBlockSchema).optional() })

/** A screen answer but its blocks: what the page keeps when only some blocks are malformed. */
export const ScreenFrameSchema = z.object({
  path: z.string(),
  route: z.string().describe('The route drawn: the path itself, the route it is an alias of, or home for a path the site does not have'),
  replaceAddress: z.string().optional().describe('The path is not one of the site: the browser shows this address (home) instead'),
  screen: z.string(),
  status: z.number().int().min(0).max(2),
  version: z.string(),
  language: z.string(),
  viewer: z.object({ role: RoleSchema, loggedIn: z.boolean() }),
  shell: ResolvedShellSchema,
  popups: z.array(ResolvedPopupSchema),
  degraded: z.array(z.string()).describe('Platform sources that failed for this answer'),
  statusAsOf: z.iso.datetime().optional().describe("Set when the platform's status could not be read: the screen stands on the last good status, of this time"),
  notice: z.string().optional().describe('A message to show once, e.g. that the session ended'),
  reportTaps: z.literal(true).optional().describe('The screen runs an experiment: the page counts taps per block and beacons them to POST /api/effects'),
})
export type ScreenResponse = z.infer<typeof ScreenFrameSchema> & { blocks: ResolvedBlock[] }

/** What `GET /api/screen` answers. */
export const ScreenResponseSchema: z.ZodType<ScreenResponse> = ScreenFrameSchema.extend({ blocks: z.array(ResolvedBlockSchema) })
