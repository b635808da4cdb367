import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { captchaCookie } from './cookies.ts'
import { platformFailure, textsOf } from './submission.ts'

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
  const image = await ctx.upstream.call(endpoints.captcha, { onHeaders: (h) => (id = captchaIdOf(h['set-cookie'])) }).catch((e: unknown) => {
    throw platformFailure(e, textsOf(ctx))
  })
  if (!id) throw new GwErrors.upstreamRejected(textsOf(ctx)('unknown_error'))
  captchaCookie.set(ctx, id)
  return { image: png(image) }
}

/** A fresh slider challenge, its pictures as data URLs. */
export async function freshSlider(ctx: RequestContext) {
  const challenge = await ctx.upstream.call(endpoints.slider).catch((e: unknown) => {
    throw platformFailure(e, textsOf(ctx))
  })
  return { ...challenge, background: png(challenge.background), piece: png(challenge.piece) }
}
