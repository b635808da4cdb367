import { z } from 'zod'
import { ERROR_CODES } from '../errorCodes.ts'
import { StudioConflictSchema } from '../studio.ts'

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
    /** Every problem of a refused layout set (the studio's publish): file, JSON path, plain message. */
    problems: z.array(z.object({ file: z.string(), path: z.string(), message: z.string() })).optional(),
    /** A studio publish or rollback made against a live version that is no longer live: what changed, per file. */
    conflict: StudioConflictSchema.optional(),
  }),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
