import type { RegisterSettings } from '../../schemas/upstream/index.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors, withField } from '../errors.ts'
import { sliderCookie } from './cookies.ts'
import type { Tk } from './fields.ts'
import { spendOwnTicket } from './ownSlider.ts'

/**
 * The challenge a password login or a registration carries, from what the platform says of the merchant
 * (gateway/upstream/README.md, "Which challenge"):
 * - `platformSlider`: SLIDER3 is on (the seeds' slider, on a platform that has it);
 * - `geetest`: the white-label module GEETEST3 is on (S9/S10 register `/wps/captcha/geetest` under it; S14);
 * - `image`: CAPTCHA3 is on (S9/S10: `/wps/captcha`), or, for registration, the register settings list a
 *   `captcha` rule (S7, S11);
 * - `ownSlider`: none of these: the gateway's own bot check, which the platform never hears of.
 * The image captcha is drawn beside a slider too where the platform asks for both (seeds 000 §4: a captcha rule
 * and the slider).
 */
export type ChallengeKind = 'geetest' | 'image' | 'platformSlider' | 'ownSlider'

export function challengeOf(flags: Readonly<Record<string, boolean>>, form: 'login' | 'register', settings?: RegisterSettings): ChallengeKind {
  if (flags.SLIDER3) return 'platformSlider'
  if (flags.GEETEST3) return 'geetest'
  if (flags.CAPTCHA3 || (form === 'register' && settings?.captcha?.enabled)) return 'image'
  return 'ownSlider'
}

/** Whether the form draws a slider: the platform's, or the gateway's own in front of a platform that asks for none. */
export function drawsSlider(kind: ChallengeKind): boolean {
  // GeeTest's widget needs third-party scripts the site's CSP refuses: the gateway's slider stands in as the bot
  // check, and a platform that insists on GeeTest gets a clear refusal (README, "GeeTest").
  return kind !== 'image'
}

/**
 * Spends the solved slider of this browser (its ticket, single use) and answers what the platform is sent
 * for it: the platform's own ticket, or nothing for the gateway's own check. An image captcha travels in the
 * form's `captcha` field instead.
 */
export async function spendChallenge(ctx: RequestContext, kind: ChallengeKind, tk: Tk): Promise<{ sliderTicket?: string }> {
  if (!drawsSlider(kind)) return {}
  const ticket = sliderCookie.take(ctx)
  const missing = () => withField(new GwErrors.sliderInvalid(tk('slider_required')), 'slider')
  if (!ticket) throw missing()
  if (kind === 'platformSlider') return { sliderTicket: ticket }
  if (!(await spendOwnTicket(ctx, ticket))) throw missing()
  return {}
}
