import type { Action } from '../../schemas/actions.ts'
import type { ActionName } from '../../schemas/api/actionNames.ts'
import type { ActionResultOf } from '../../schemas/api/actions.ts'
import type { StoredClientFact } from '../../schemas/facts.ts'
import type { Text } from '../../schemas/text.ts'
import { GatewayError } from '../api/gatewayError.ts'
import { trackConversionOnce } from '../lib/conversion.ts'
import { report } from '../lib/report.ts'
import { hasSiteHistory } from '../lib/siteHistory.ts'
import { writeStored } from '../lib/storage.ts'
import type { BlockEvent } from './actionContext.ts'

export type ConfirmRequest = { text: string; okLabel: string; cancelLabel: string; noCancel?: boolean }
type ThemeChoice = Extract<Action, { type: 'setTheme' }>['theme']

/** Everything an action may touch, injected so that runAction stays a plain function. */
export type ActionDeps = {
  navigate: (to: string, options: { replace: boolean }) => void
  /** A page of this site is behind this one in the tab's history. */
  canGoBack: () => boolean
  historyBack: () => void
  scrollToTop: () => void
  openWindow: (url: string) => void
  /** This tab goes to `url` (game launches: a new window after an await would meet the popup blocker). */
  openHere: (url: string) => void
  /** Records a favourite change made on this page. */
  setFavourite: (nodeId: string, on: boolean) => void
  clearFavourites: () => void
  showToast: (text: string, ms: number) => number
  dismissToast: (id: number) => void
  confirm: (request: ConfirmRequest) => Promise<boolean>
  openPopup: (id: string) => void
  closePopup: () => void
  openSidebar: () => void
  closeSidebar: () => void
  /** false when no mounted block has this id */
  dispatchToBlock: (blockId: string, event: BlockEvent) => boolean
  setTheme: (theme: ThemeChoice) => void
  setLanguage: (lang: string) => void
  callGateway: (name: ActionName, body: Record<string, unknown>) => Promise<ActionResultOf<ActionName>>
  revalidateScreens: () => Promise<unknown>
  /** Refetches the screens on show without dropping them first. */
  refreshScreens: () => Promise<unknown>
  /** Drops what the page kept of the session: session storage, the trial name; auto-login off. */
  forgetSession: () => void
  /** Remembers a device fact in the browser's storage. */
  setClientFact: (fact: StoredClientFact, value: boolean) => void
  /** The theme on show (the live chat's header takes its colour). */
  currentTheme: () => 'dark' | 'light'
  /** A layout text: literal, or `{ t }` looked up in the chrome texts. */
  text: (value: Text) => string
}

const LAUNCH_TOAST_MS = 3000
const FAVOURITE_TOAST_MS = 10_000
/** A conflict (e.g. the previous game still open) is explained to the player; other launch failures only end the toast. */
const CONFLICT = 409
const LOGOUT_TOAST_MS = 9_999_000
const ERROR_TOAST_MS = 3000
/** Seeds 001 §4 Live chat: a loading message (9999 s), the chat URL, then after about 500 ms the chat page. */
const CHAT_TOAST_MS = 9_999_000
const CHAT_REDIRECT_MS = 500
/** The loading message stays while the chat page loads; after this it goes (the tab may come back from history). */
const CHAT_TOAST_AFTER_MS = 3000

/** Browser pieces of ActionDeps. */
export function browserDeps(): Pick<ActionDeps, 'canGoBack' | 'historyBack' | 'scrollToTop' | 'openWindow' | 'openHere' | 'forgetSession' | 'currentTheme'> {
  return {
    currentTheme: () => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'),
    forgetSession: () => {
      writeStored('autoLogin', '0')
      try {
        window.sessionStorage.clear()
      } catch {
        // Storage disabled: nothing was kept there.
      }
    },
    canGoBack: hasSiteHistory,
    historyBack: () => window.history.back(),
    scrollToTop: () => window.scrollTo(0, 0),
    openWindow: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer')
    },
    openHere: (url) => window.location.assign(url),
  }
}

function isSafeExternalUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

async function runAll(actions: readonly Action[], deps: ActionDeps): Promise<void> {
  for (const action of actions) await runAction(action, deps)
}

function failureText(error: unknown, deps: ActionDeps): string {
  if (error instanceof GatewayError && error.userMessage !== undefined) return error.userMessage
  return deps.text({ t: 'client_error_generic' })
}

async function callThen(action: Extract<Action, { type: 'call' }>, deps: ActionDeps): Promise<void> {
  try {
    const result = await deps.callGateway(action.name, action.body ?? {})
    await runAll(result.then ?? [], deps)
  } catch (error) {
    report({ kind: 'actionFailed', action: action.name, message: String(error) })
    // An ended session is told once by the ActionHost, whatever made the call.
    if (!(error instanceof GatewayError && error.code === 'GW_AUTH_SESSION_ENDED')) deps.showToast(failureText(error, deps), ERROR_TOAST_MS)
  }
}

async function launchGame(action: Extract<Action, { type: 'launchGame' }>, deps: ActionDeps): Promise<void> {
  const toast = deps.showToast(deps.text({ t: 'in_please_wait' }), LAUNCH_TOAST_MS)
  try {
    const result = await deps.callGateway('launchGame', { game: action.game })
    await runAll(result.then ?? [], deps)
  } catch (error) {
    // Seeds: a failed launch only hides the loading toast; the platform's 'previous game not finished' is said.
    report({ kind: 'actionFailed', action: 'launchGame', message: String(error) })
    if (error instanceof GatewayError && error.status === CONFLICT) deps.showToast(failureText(error, deps), ERROR_TOAST_MS)
  } finally {
    deps.dismissToast(toast)
  }
}

async function toggleFavourite(action: Extract<Action, { type: 'toggleFavourite' }>, deps: ActionDeps): Promise<void> {
  const on = action.on ?? true
  const toast = deps.showToast(deps.text({ t: 'in_please_wait' }), FAVOURITE_TOAST_MS)
  let then: readonly Action[]
  try {
    const result = await deps.callGateway('favourite', { game: action.game, on })
    then = result.then ?? []
  } catch (error) {
    // Seeds: a failed favourite change only hides the loading toast.
    report({ kind: 'actionFailed', action: 'favourite', message: String(error) })
    deps.dismissToast(toast)
    return
  }
  deps.dismissToast(toast)
  deps.setFavourite(action.game.nodeId, on)
  await runAll(then, deps)
}

async function liveChat(action: Extract<Action, { type: 'liveChat' }>, deps: ActionDeps): Promise<void> {
  const toast = deps.showToast(deps.text({ t: 'chat_loading' }), CHAT_TOAST_MS)
  let then: readonly Action[]
  try {
    const result = await deps.callGateway('liveChat', { ...(action.back ? { back: action.back } : {}), theme: deps.currentTheme() })
    then = result.then ?? []
  } catch (error) {
    report({ kind: 'actionFailed', action: 'liveChat', message: String(error) })
    deps.dismissToast(toast)
    if (!(error instanceof GatewayError && error.code === 'GW_AUTH_SESSION_ENDED')) deps.showToast(failureText(error, deps), ERROR_TOAST_MS)
    return
  }
  await new Promise((resolve) => setTimeout(resolve, CHAT_REDIRECT_MS))
  await runAll(then, deps)
  setTimeout(() => deps.dismissToast(toast), CHAT_TOAST_AFTER_MS)
}

async function logout(deps: ActionDeps): Promise<void> {
  const toast = deps.showToast(deps.text({ t: 'in_please_wait' }), LOGOUT_TOAST_MS)
  let then: readonly Action[]
  try {
    then = (await deps.callGateway('logout', {})).then ?? []
  } catch (error) {
    deps.dismissToast(toast)
    deps.showToast(failureText(error, deps), ERROR_TOAST_MS)
    return
  }
  deps.dismissToast(toast)
  deps.clearFavourites()
  deps.forgetSession()
  deps.closeSidebar()
  // Where to go next is the gateway's answer (home).
  await runAll(then, deps)
  await deps.revalidateScreens().catch(() => undefined)
}

async function confirmThen(action: Extract<Action, { type: 'confirm' }>, deps: ActionDeps): Promise<void> {
  const accepted = await deps.confirm({
    text: deps.text(action.text),
    okLabel: deps.text(action.okLabel ?? { t: 'client_ok' }),
    cancelLabel: deps.text(action.cancelLabel ?? { t: 'client_cancel' }),
    ...(action.noCancel ? { noCancel: true } : {}),
  })
  if (accepted) await runAll(action.then, deps)
}

type Runners = { [K in Action['type']]: (action: Extract<Action, { type: K }>, deps: ActionDeps) => void | Promise<void> }

/** Moving about: to a route, back, or outside the site. */
const MOVES: Pick<Runners, 'navigate' | 'back' | 'openExternal'> = {
  navigate: async (action, deps) => {
    if (action.delayMs) await new Promise((resolve) => setTimeout(resolve, action.delayMs))
    deps.navigate(action.to, { replace: action.replace === true })
    if (action.scrollTop === true) deps.scrollToTop()
  },
  back: (action, deps) => {
    if (deps.canGoBack()) deps.historyBack()
    else deps.navigate(action.fallback, { replace: true })
  },
  openExternal: (action, deps) => {
    // The schema checks the scheme too; this guards data that reached us another way (the status cache).
    if (!isSafeExternalUrl(action.url)) report({ kind: 'actionFailed', action: 'openExternal', message: 'refused a non-http(s) URL' })
    else if (action.target === 'self') deps.openHere(action.url)
    else deps.openWindow(action.url)
  },
}

/** What the page shows: toasts, confirmations, pop-ups, the sidebar, a block's tab or next page, theme and language. */
const PAGE: Pick<
  Runners,
  'toast' | 'confirm' | 'openPopup' | 'closePopup' | 'openSidebar' | 'closeSidebar' | 'selectTab' | 'loadMore' | 'setTheme' | 'setLanguage' | 'setClientFact'
> = {
  toast: (action, deps) => void deps.showToast(deps.text(action.text), action.ms),
  confirm: confirmThen,
  openPopup: (action, deps) => deps.openPopup(action.id),
  closePopup: (_action, deps) => deps.closePopup(),
  openSidebar: (_action, deps) => deps.openSidebar(),
  closeSidebar: (_action, deps) => deps.closeSidebar(),
  selectTab: (action, deps) => toBlock(action, deps),
  loadMore: (action, deps) => toBlock(action, deps),
  setTheme: (action, deps) => deps.setTheme(action.theme),
  setLanguage: (action, deps) => deps.setLanguage(action.lang),
  setClientFact: (action, deps) => deps.setClientFact(action.fact, action.value),
}

function toBlock(action: Extract<Action, { type: 'selectTab' | 'loadMore' }>, deps: ActionDeps): void {
  if (!deps.dispatchToBlock(action.block, action)) report({ kind: 'unresolvedAction', action: `${action.type} → ${action.block}` })
}

/** One runner per action type: the record's type makes a new action type fail to compile until it has its runner. */
const RUNNERS: Runners = {
  ...MOVES,
  ...PAGE,
  call: callThen,
  launchGame,
  toggleFavourite,
  refresh: async (_action, deps) => void (await deps.refreshScreens().catch(() => undefined)),
  logout: (_action, deps) => logout(deps),
  conversion: (action) => trackConversionOnce(action.event),
  liveChat,
}

/** Performs one action of the closed set (DESIGN §6). Never throws: failures are reported and toasted. */
export async function runAction(action: Action, deps: ActionDeps): Promise<void> {
  const runners = RUNNERS as Partial<Record<string, (action: Action, deps: ActionDeps) => void | Promise<void>>>
  const run = Object.hasOwn(runners, action.type) ? runners[action.type] : undefined
  // Only a type this page does not know yet (a newer gateway's) has none: the schema refuses any other.
  if (!run) return report({ kind: 'unresolvedAction', action: String(action.type) })
  await run(action, deps)
}
