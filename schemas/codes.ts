import { z } from 'zod'

/** A platform game type (`RNG`, `LIVE`, `ELOTT`, …), as the game list and launch calls name it. */
export const GameTypeSchema = z.string().regex(/^[A-Z_]{2,20}$/, 'a game type such as RNG')
/** A platform vendor code (`vassalage`: `PG`, `TCG_LOTTO_VN`, …). */
export const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a vendor code such as PG')
/** Up to 20 vendor codes, comma-separated in a query string. */
export const VendorListSchema = z
  .string()
  .regex(/^[A-Z0-9_]{1,32}(,[A-Z0-9_]{1,32}){0,19}$/, 'comma-separated vendor codes')
  .transform((v) => v.split(','))
