import { z } from 'zod'
import { BET_CATEGORIES, RECORD_KINDS } from '../blocks/recordList.ts'

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')

/** Query of `GET /api/data/records`: a kind of record, a date range in the viewer's time zone, a page. */
export const RecordQuerySchema = z
  .object({
    kind: z.enum(RECORD_KINDS),
    category: z.enum(BET_CATEGORIES).optional(),
    from: Day,
    to: Day,
    tz: z.coerce.number().int().min(-840).max(840).default(0).describe('Minutes to add to local time to get UTC (Date#getTimezoneOffset)'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(5).max(50).default(10),
    lang: z.string().max(8).optional(),
  })
  .strict()
export type RecordQuery = z.output<typeof RecordQuerySchema>

export const LotteryOrderQuerySchema = z.object({ orderId: z.string().regex(/^[\w-]{1,40}$/), lang: z.string().max(8).optional() }).strict()
