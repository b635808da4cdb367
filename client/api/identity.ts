import type { CaptchaAnswer, SliderAnswer } from '../../schemas/api/identity.ts'
import { requestGateway, schemaParser } from './request.ts'

export type Captcha = CaptchaAnswer
export type SliderChallenge = SliderAnswer

const schemas = () => import('../../schemas/api/identity.ts')

/** GET /api/data/captcha: a fresh 6-digit image captcha, bound to this browser by the gateway's cookie. */
export function fetchCaptcha(): Promise<Captcha> {
  return requestGateway('/api/data/captcha', { cache: 'no-store' }, schemaParser(schemas().then((m) => m.CaptchaAnswerSchema)), 'INVALID_CAPTCHA')
}

/** GET /api/data/slider: a fresh slider challenge (background with a gap, and the piece that fills it). */
export function fetchSlider(): Promise<SliderChallenge> {
  return requestGateway('/api/data/slider', { cache: 'no-store' }, schemaParser(schemas().then((m) => m.SliderAnswerSchema)), 'INVALID_SLIDER')
}
