import { createHash } from 'node:crypto'
import type { Request } from 'express'
import { moduleOn } from '../data/flags.ts'
import { errors } from '../envelope.ts'
import { redeemCaptcha } from './captcha.ts'
import { redeemTicket } from './slider.ts'
import type { IdentitySlice } from './store.ts'

/** The keys of a GeeTest v4 result as GeeTest's own documentation lists them; S14 sends it as `geetestValidateV4`. */
const GEETEST_KEYS = ['captcha_id', 'lot_number', 'pass_token', 'gen_time', 'captcha_output'] as const

/** The merchant's GeeTest captcha id (`value.gt` of `/wps/captcha/geetest`, S14): the simulator's own, fixed per merchant. */
export function geetestId(merchant: string): string {
  return createHash('sha256').update(`geetest:${merchant}`).digest('hex').slice(0, 32)
}

/**
 * Whether a GeeTest result is acceptable. The real platform asks GeeTest's servers; the simulator cannot, so it
 * checks the shape and that the result names this merchant's captcha id.
 */
function geetestPassed(merchant: string, result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false
  const fields = result as Record<string, unknown>
  return GEETEST_KEYS.every((k) => typeof fields[k] === 'string' && fields[k] !== '') && fields.captcha_id === geetestId(merchant)
}

type Proof = { sliderTicket?: string | undefined; captcha?: string | undefined; geetestValidateV4?: unknown }
type State = IdentitySlice & { config: { merchant: string } }

/**
 * The challenge the merchant's modules demand of a password login or a registration, checked in the order a
 * player meets them: GeeTest (GEETEST3), the slider (SLIDER3), the image captcha (`captcha`: CAPTCHA3 on, or
 * the registration rules ask for it). Each proof is spent, right or wrong.
 */
export function challengeRefusal(state: State, req: Request, body: Proof, captcha: boolean) {
  if (moduleOn(state, 'GEETEST3') && !geetestPassed(state.config.merchant, body.geetestValidateV4)) return errors.geetestRequired
  if (moduleOn(state, 'SLIDER3') && !redeemTicket(state, body.sliderTicket)) return errors.sliderInvalid
  if (captcha && !redeemCaptcha(state, req, body.captcha)) return errors.captchaError
  return undefined
}
