import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'

/** The lottery launcher (/m/launchGame): the lottery game in a full-size frame with a small close control. */
export const LotteryFramePropsSchema = z
  .object({
    merchantStylesheet: z
      .string()
      .regex(/^[\w-]{1,40}$/)
      .optional()
      .describe('Stylesheet name the lottery applies; default: the merchant code'),
    closeLabel: TextSchema.default({ t: 'close' }),
    invalidText: TextSchema.default({ t: 'lottery_link_invalid' }),
  })
  .strict()

export const LotteryFrameResolvedSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** Same-origin path the gateway serves by proxy, so the platform token never reaches the page. */
    src: z.string().startsWith('/lotto/'),
    title: z.string(),
    close: ActionSchema,
    closeLabel: z.string(),
  }),
  z.object({
    ok: z.literal(false),
    message: z.string(),
    /** The small close control, as on the game (seeds 001 §2): every launcher has a way out. */
    close: ActionSchema,
    closeLabel: z.string(),
    /** What the player can do about it, under the message (a visitor: log in). */
    next: z.object({ label: z.string(), action: ActionSchema }).optional(),
  }),
])
export type LotteryFrameResolved = z.infer<typeof LotteryFrameResolvedSchema>
