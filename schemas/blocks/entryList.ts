import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'

/** Where an entry list's entries come from; each is one list of the gateway (`GET /api/data/<source>`) but the contracts. */
const ENTRY_SOURCES = ['promotions', 'rewards', 'pendingContracts'] as const
export type EntrySource = (typeof ENTRY_SOURCES)[number]

export const BADGE_TONES = ['accent', 'success', 'warning', 'danger', 'muted'] as const

/** One entry: a picture, a title, a few lines, a state badge, a note, what tapping it does and a button. */
const EntryCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().optional(),
  lines: z.array(z.string()),
  badge: z.object({ text: z.string(), tone: z.enum(BADGE_TONES) }).optional(),
  note: z.string().optional().describe('What is still missing (a reward condition)'),
  action: ActionSchema.optional().describe('Run when the entry is tapped'),
  button: z.object({ label: z.string(), action: ActionSchema }).optional(),
})
export type EntryCard = z.infer<typeof EntryCardSchema>

export const EntryListPropsSchema = z
  .object({
    source: z.enum(ENTRY_SOURCES).describe('promotions (personal for members, common for visitors), rewards (the reward centre) or pendingContracts'),
    emptyText: TextSchema.default({ t: 'in_no_data' }),
    layout: z.enum(['media', 'compact']).default('media').describe('media: a wide picture on each entry; compact: a small one beside the text'),
  })
  .strict()

const EntryTabSchema = z.object({ id: z.string(), label: z.string(), count: z.number().int().nonnegative().optional() })

export const EntryListResolvedSchema = z.object({
  source: z.enum(ENTRY_SOURCES),
  layout: z.enum(['media', 'compact']),
  tabs: z.array(EntryTabSchema).describe('Empty: one list without tabs'),
  tab: z.string(),
  items: z.array(EntryCardSchema),
  emptyText: z.string(),
  /** Texts of the page's own states while another tab loads. */
  loadingText: z.string(),
  failedText: z.string(),
})
export type EntryListResolved = z.infer<typeof EntryListResolvedSchema>

/** `GET /api/data/promotions|rewards?tab=`: one tab of an entry list, drawn for the viewer. */
export const EntryPageQuerySchema = z
  .object({
    tab: z
      .string()
      .regex(/^[\w-]{1,40}$/)
      .default('all'),
    lang: z.string().max(8).optional(),
  })
  .strict()
export const EntryPageSchema = z.object({ tab: z.string(), items: z.array(EntryCardSchema) })
export type EntryPage = z.infer<typeof EntryPageSchema>
