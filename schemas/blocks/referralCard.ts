import { z } from 'zod'

/** Invite friends: the referral code and link, its QR code, copy and share, and how many joined. */
export const ReferralCardPropsSchema = z.object({}).strict()
export const ReferralCardResolvedSchema = z.object({
  code: z.string(),
  link: z.string().describe('Absolute when the platform names a promotion domain; else a path on this site'),
  invitations: z.number().int().nonnegative(),
  shareText: z.string(),
})
