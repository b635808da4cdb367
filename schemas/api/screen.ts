import { z } from 'zod'

/** Query of `GET /api/screen`; `path` is the client path with its own query string. */
export const ScreenQuerySchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  lang: z.string().max(8).optional(),
  explain: z.literal('1').optional().describe('Operators only (the studio cookie): answer the screen with why each entry is shown or hidden'),
})
