import type { SliderAnswer } from '../../schemas/api/identity.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors, withField } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { challengeOf } from './challenge.ts'
import { captchaCookie, sliderCookie } from './cookies.ts'
import { platformCookies } from './deviceId.ts'
import { issueOwnSlider, verifyOwnSlider } from './ownSlider.ts'
import { flagsOf, platformFailure, textsOf } from './submission.ts'

const png = (base64: string) => `data:image/png;base64,${base64}`

function captchaIdOf(setCookie: string | string[] | undefined): string | null {
  for (const line of [setCookie ?? []].flat()) {
    const match = /(?:^|;\s*)captchaId=([^;]+)/.exec(line)
    if (match?.[1]) return match[1]
  }
  return null
}

/** A fresh captcha image; the platform's captchaId stays with the gateway, in a signed cookie. */
export async function freshCaptcha(ctx: RequestContext): Promise<{ image: string }> {
  let id: string | null = null
  const image = await ctx.upstream
    .call(endpoints.captcha, { headers: platformCookies(ctx), onHeaders: (h) => (id = captchaIdOf(h['set-cookie'])) })
    .catch((e: unknown) => {
      throw platformFailure(e, textsOf(ctx))
    })
  if (!id) throw new GwErrors.upstreamRejected(textsOf(ctx)('unknown_error'))
  captchaCookie.set(ctx, id)
  return { image: png(image) }
}

/** Whose slider this merchant's forms draw: the platform's where it has one (SLIDER3), the gateway's own otherwise. */
async function platformSlides(ctx: RequestContext): Promise<boolean> {
  return challengeOf(await flagsOf(ctx), 'login') === 'platformSlider'
}

/** A fresh slider challenge, its pictures as data URLs. */
export async function freshSlider(ctx: RequestContext): Promise<SliderAnswer> {
  if (!(await platformSlides(ctx))) return issueOwnSlider(ctx)
  const challenge = await ctx.upstream.call(endpoints.slider).catch((e: unknown) => {
    throw platformFailure(e, textsOf(ctx))
  })
  return { ...challenge, background: png(challenge.background), piece: png(challenge.piece) }
}

/**
 * Checks where the player dropped the piece; the ticket (the platform's, or the gateway's own) stays with the
 * gateway in a signed httpOnly cookie that the next login or registration spends.
 */
export async function checkSlider(ctx: RequestContext, id: string, x: number): Promise<void> {
  const tk = textsOf(ctx)
  if (await platformSlides(ctx)) {
    const { ticket } = await ctx.upstream.call(endpoints.sliderVerify, { body: { id, x: Math.round(x) } }).catch((error: unknown) => {
      throw platformFailure(error, tk)
    })
    sliderCookie.set(ctx, ticket)
    return
  }
  const ticket = await verifyOwnSlider(ctx, id, x)
  if (!ticket) throw withField(new GwErrors.sliderInvalid(tk('slider_failed')), 'slider')
  sliderCookie.set(ctx, ticket)
}
