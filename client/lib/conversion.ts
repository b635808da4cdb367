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
