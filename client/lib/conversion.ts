// Conversion events for the native app shell (seeds 000 §7): posted to whichever bridge the app injected,
// and raised as a DOM event so a tag manager on the page can pick them up too.
type Bridge = { postMessage: (message: string) => void }
type BridgeWindow = Window & { AppBridge?: Bridge; webkit?: { messageHandlers?: { appBridge?: { postMessage: (message: unknown) => void } } } }

export function trackConversion(event: string): void {
  const w = window as BridgeWindow
  try {
    w.webkit?.messageHandlers?.appBridge?.postMessage({ type: 'conversion', event })
    w.AppBridge?.postMessage(JSON.stringify({ type: 'conversion', event }))
  } catch {
    // A broken bridge must not stop the registration.
  }
  window.dispatchEvent(new CustomEvent('conversion', { detail: { event } }))
}

/** Who is logged in, as the readable session cookie says (never the token). */
function sessionUser(): string {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith('MC_SESSION_INFO='))
    ?.slice('MC_SESSION_INFO='.length)
  try {
    const info: unknown = raw ? JSON.parse(decodeURIComponent(raw)) : null
    return info && typeof info === 'object' && 'userName' in info && typeof info.userName === 'string' ? info.userName.toLowerCase() : ''
  } catch {
    return ''
  }
}

/**
 * Sends an event the gateway says happened once per member (the first deposit): it also remembers it on this
 * device, so that a gateway that lost its record (a restart without a shared store) cannot make it fire twice.
 */
export function trackConversionOnce(event: string): void {
  const key = `conversion:${event}:${sessionUser()}`
  try {
    if (window.localStorage.getItem(key) === '1') return
    window.localStorage.setItem(key, '1')
  } catch {
    // Storage off: the gateway's claim alone keeps it to once.
  }
  trackConversion(event)
}
