import type { BlockResolver } from './types.ts'

/**
 * Invite friends: the referral code and the link a friend registers through (S5 `referralCode`, `totalInvitations`,
 * `promotionDomains`). The link is on the first promotion domain the platform names, else on this site.
 */
export const referralCard: BlockResolver<'referralCard'> = {
  needs: (_props, viewer) => (viewer.loggedIn ? ['referral'] : []),
  bind: (_props, b) => {
    if (!b.viewer.session) return null
    const referral = b.source('referral')
    if (!referral.referralCode) return null
    const path = `/m/register?affiliateCode=${encodeURIComponent(referral.referralCode)}`
    const domain = referral.promotionDomains.find((d) => /^[a-z0-9.-]+(:\d+)?$/i.test(d))
    return {
      code: referral.referralCode,
      link: domain ? `https://${domain}${path}` : path,
      invitations: referral.totalInvitations,
      shareText: b.t({ t: 'invite_share_text' }).replace('{code}', referral.referralCode),
    }
  },
}
