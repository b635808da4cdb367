import type { Response } from 'express'
import { SliderVerifyPayloadSchema } from '../../schemas/upstream/index.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { CAPTCHA_COOKIE, issueCaptcha } from '../identity/captcha.ts'
import { geetestId } from '../identity/challenges.ts'
import { issueSlider, verifySlider } from '../identity/slider.ts'
import { variantOf } from '../variants.ts'
import { parsePlainBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'

/** Bare base64 (S1); some builds send it as a `data:` URL or wrapped in an object (S1 reads `value.img`). */
function captchaValue(image: string, variant: string | undefined): unknown {
  if (variant === 'dataUrl') return `data:image/png;base64,${image}`
  if (variant === 'wrapped') return { img: image }
  return image
}

function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store')
}

export const captchaEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/captcha',
    handle: (req, res, { state }) => {
      const { id, image } = issueCaptcha(state)
      noStore(res)
      res.cookie(CAPTCHA_COOKIE, id, { path: '/', httpOnly: true })
      sendOk(res, captchaValue(image, variantOf(state, req.path)))
    },
  },
  {
    // S14: `GET /wps/captcha/geetest?product=register` answers `value.gt`, the captcha id the GeeTest v4 widget
    // is started with; S4: a merchant without it answers #543. GEETEST3 is its module (S9, S10).
    methods: ['GET'],
    path: '/wps/captcha/geetest',
    modules: ['GEETEST3'],
    handle: (_req, res, { state }) => {
      noStore(res)
      sendOk(res, { gt: geetestId(state.config.merchant) })
    },
  },
  {
    // The seeds' slider: no public client shows it, so only a merchant with SLIDER3 has it (#543 otherwise).
    methods: ['GET'],
    path: '/wps/captcha/slider',
    modules: ['SLIDER3'],
    handle: (_req, res, { state }) => {
      noStore(res)
      sendOk(res, issueSlider(state))
    },
  },
  {
    methods: ['POST'],
    path: '/wps/captcha/slider/verify',
    modules: ['SLIDER3'],
    rawBody: true,
    handle: (req, res, { state }) => {
      const body = readPayload(res, parsePlainBody(req.body), SliderVerifyPayloadSchema)
      if (!body) return
      const ticket = verifySlider(state, body.id, body.x)
      if (!ticket) return sendFail(res, errors.sliderInvalid)
      sendOk(res, { ticket })
    },
  },
]
