import { z } from 'zod'

/** Amounts as the money panels carry them: text for the eye, and plain decimal text for a form to send back. */
export const MoneyTextSchema = z.string().describe('An amount in the wallet currency and pattern')
export const PlainAmountSchema = z.string().describe('The same amount as plain decimal text')
