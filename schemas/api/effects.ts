import { z } from 'zod'

const BlockId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'a block id')

/** POST /api/effects: the taps a page counted on the blocks of one screen, beaconed as it hides or moves on. */
export const TapBeaconSchema = z.strictObject({
  screen: z.string().min(1).max(64),
  taps: z
    .array(z.strictObject({ block: BlockId, n: z.number().int().min(1).max(50) }))
    .min(1)
    .max(40),
})
