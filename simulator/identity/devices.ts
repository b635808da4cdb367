import type { IdentitySlice } from './store.ts'

/** Records the device facts a login or registration payload carried, as the platform keeps them for risk checks. */
export function recordDevice(
  state: IdentitySlice,
  account: string,
  kind: 'login' | 'register',
  payload: { loginDeviceId?: unknown; isOfficialAppLogin?: unknown },
): void {
  const key = account.toLowerCase()
  const record = {
    loginDeviceId: typeof payload.loginDeviceId === 'string' && payload.loginDeviceId ? payload.loginDeviceId : null,
    isOfficialAppLogin: typeof payload.isOfficialAppLogin === 'boolean' ? payload.isOfficialAppLogin : null,
    at: state.now(),
  }
  state.devices.set(key, { ...state.devices.get(key), [kind]: record })
}
