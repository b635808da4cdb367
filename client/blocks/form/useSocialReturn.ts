import { useEffect } from 'react'
import { useAction } from '../../forms/useAction.ts'

/**
 * The ID token the third-party sign-in service sends the player back with, in the address's fragment (which no
 * server, log or referrer sees), taken out of the address at once so that a reload or a shared link cannot reuse it.
 */
function takeReturnedToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('firebaseIdToken')
  if (!token) return null
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
  return token
}

/**
 * Back from the third-party sign-in on a login form that offers it (the gateway sends its buttons): logs in with the
 * token, once; the gateway's answer leads home, and a refusal shows on the form.
 */
export function useSocialReturn(offered: boolean) {
  const login = useAction('login')
  useEffect(() => {
    if (!offered) return
    const token = takeReturnedToken()
    if (token) void login.run({ mode: 'firebase', firebaseIdToken: token })
    // Once per page: `login` changes with every render of the action hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered])
  return { busy: login.busy, error: login.failure?.message }
}
