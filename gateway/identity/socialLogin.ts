import type { LoginBody } from '../../schemas/api/identity.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors, withField } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { startSession } from './cookies.ts'
import { deviceIdOf } from './deviceId.ts'
import { socialProviders } from './forms.ts'
import { completeSession } from './platformSession.ts'
import { flagsOf, limitAccount, platformFailure, textsOf } from './submission.ts'

/** A third-party account is a member's: trial accounts come from free play. */
const MEMBER_TYPE = 0

/**
 * Back from the third-party sign-in service with its ID token (seeds 000 §4: login `type: "firebase"` with
 * `firebaseIdToken`): accepted only where the login offers a social button (its flag on and the service configured),
 * sent to the platform, which checks the token and answers the member's session as for a password login.
 */
export async function socialLogin(input: LoginBody, ctx: RequestContext) {
  const tk = textsOf(ctx)
  const flags = await flagsOf(ctx)
  if (socialProviders(flags, ctx.config.socialLoginUrl).length === 0) throw withField(new GwErrors.featureUnavailable(tk('feature_unavailable')), 'mode')
  const token = input.firebaseIdToken
  if (!token) throw withField(new GwErrors.formInvalid(tk('social_login_failed')), 'firebaseIdToken')
  await limitAccount(ctx, 'login', `firebase:${deviceIdOf(ctx)}`, tk)
  // The seeds' firebase login still names a user and a password: empty, the token says who it is.
  const body = { username: '', password: '', type: 'firebase', firebaseIdToken: token, loginDeviceId: deviceIdOf(ctx), isOfficialAppLogin: false }
  const result = await ctx.upstream.call(endpoints.login, { body }).catch((error: unknown) => {
    ctx.log.info({ errorCode: (error as { errorCode?: string }).errorCode }, 'third-party login refused by the platform')
    throw platformFailure(error, tk)
  })
  const session = await completeSession(ctx, result, '', MEMBER_TYPE)
  return startSession(ctx, session, undefined)
}
