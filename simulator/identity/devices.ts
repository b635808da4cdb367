import type { Request } from 'express'
import { readCookie } from './captcha.ts'
import type { IdentitySlice } from './store.ts'

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** Records the device facts a login or registration carried, as the platform keeps them for risk checks. */
export function recordDevice(
  state: IdentitySlice,
  req: Request,
  account: string,
  kind: 'login' | 'register',
  payload: { loginDeviceId?: unknown; isOfficialAppLogin?: unknown; registerMethod?: unknown },
): void {
  const key = account.toLowerCase()
  const record = {
    loginDeviceId: text(payload.loginDeviceId),
    isOfficialAppLogin: typeof payload.isOfficialAppLogin === 'boolean' ? payload.isOfficialAppLogin : null,
    cookieDeviceId: readCookie(req, 'SHELL_deviceId') ?? null,
    ...(kind === 'register' ? { registerMethod: text(payload.registerMethod) } : {}),
    at: state.now(),
  }
  state.devices.set(key, { ...state.devices.get(key), [kind]: record })
}
