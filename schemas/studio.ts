import { z } from 'zod'

/** The layout files the studio edits: the shell, a screen or a language's texts, by their path under `layouts/`. */
const LayoutFileNameSchema = z
  .string()
  .regex(/^(shell\.json|screens\/[a-z][a-z0-9-]*\.json|i18n\/[a-z]{2}\.json)$/, 'a layout file: shell.json, screens/<id>.json or i18n/<lang>.json')

/** The longest layout file the studio takes (characters); the largest shipped one, Thai, is about 44 000. */
export const MAX_LAYOUT_FILE_CHARS = 512 * 1024

/** The live version as the studio shows it: the content version, and who made it live, when and why when known. */
const LiveMetaSchema = z.object({
  version: z.string(),
  id: z.number().int().optional().describe('Its number in the history, when the studio made it'),
  by: z.string().describe('An operator, or "disk" for files found in the layout folder'),
  at: z.string().optional(),
  message: z.string().optional(),
})
export type LiveMeta = z.infer<typeof LiveMetaSchema>

const FileChangeSchema = z.enum(['same', 'changed', 'added', 'removed'])
export type FileChange = z.infer<typeof FileChangeSchema>

/** Why a publish or rollback was refused: live is no longer the version the operator worked from. Per file, who changed it. */
export const StudioConflictSchema = z.object({
  base: z.string().describe('The live version the draft (or the rollback) was made against'),
  live: LiveMetaSchema,
  files: z.array(z.object({ file: z.string(), live: FileChangeSchema, draft: FileChangeSchema })),
})
export type StudioConflict = z.infer<typeof StudioConflictSchema>

/** `POST /api/studio/draft/file`: one file of the operator's draft, as it is on screen. */
export const SaveDraftFileSchema = z.object({
  file: LayoutFileNameSchema,
  text: z.string().max(MAX_LAYOUT_FILE_CHARS),
  base: z.string().min(1).max(64).describe('The live version the studio shows the draft against'),
})

/** `POST /api/studio/publish`: the message, and the revision of each draft file as on the operator's screen. */
export const PublishBodySchema = z.object({
  message: z.string().trim().min(1, 'say what the change is').max(500),
  revs: z.record(LayoutFileNameSchema, z.string().max(64)),
})

export const RollbackBodySchema = z.object({
  version: z.number().int().min(1),
  message: z.string().trim().min(1, 'say what the change is').max(500),
  live: z.string().min(1).max(64).describe('The live version the rollback was checked against'),
})

export const DiscardBodySchema = z.object({ files: z.array(LayoutFileNameSchema).max(200).optional() })

/** `POST /api/studio/schedule`: the draft as on screen, to go live at `at` and, with `until`, to end then. */
export const ScheduleBodySchema = PublishBodySchema.extend({
  at: z.iso.datetime({ offset: true }).describe("When it goes live (an instant: the studio sends the operator's local time with its offset)"),
  until: z.iso.datetime({ offset: true }).optional().describe('When it ends: what it changed is taken back'),
  then: z.number().int().min(1).optional().describe('At the end, bring back this version instead'),
})
