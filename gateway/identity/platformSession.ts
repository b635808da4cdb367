import type { RequestContext } from '../context/requestContext.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { PlatformSession } from './cookies.ts'

/** What login, registration and free play answers may carry; only the token is certain (S13: `{ token, id }`). */
export type SessionAnswer = {
  token: string
  userName?: string | null | undefined
  customerType?: number | null | undefined
  firstTimeLogin?: boolean | null | undefined
}

/**
 * A whole session from a partial answer: the name the player used when the platform gives none, and the member
 * type from member info when the answer has none, as public clients do right after logging in (S11
 * `loginInfo`). Only when member info cannot say either is `fallbackType` taken.
 */
export async function completeSession(ctx: RequestContext, answer: SessionAnswer, name: string, fallbackType: number): Promise<PlatformSession> {
  let type = answer.customerType ?? undefined
  let userName = answer.userName || undefined
  if (type === undefined || !userName) {
    const member = await ctx.upstream.call(endpoints.memberInfo, { token: answer.token }).catch((err: unknown) => {
      ctx.log.info({ err }, 'member info after a new session failed')
      return null
    })
    type ??= member?.type
    userName ??= member?.account
  }
  return { token: answer.token, userName: userName ?? name, customerType: type ?? fallbackType, firstTimeLogin: answer.firstTimeLogin ?? undefined }
}
