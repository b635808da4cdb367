// Owns the state that actions change (toasts, confirm, sidebar, popups, block handlers) and gives every
// block and shell piece one `onAction` that runs the closed action set through runAction.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Action } from '../../schemas/actions.ts'
import { ActionContext, type ActionContextValue, type BlockEvent, type BlockEventHandler } from '../actions/actionContext.ts'
import { clearFavourites, setFavourite } from '../actions/favourites.ts'
import { browserDeps, runAction, type ActionDeps } from '../actions/runAction.ts'
import { onSessionEnded, runAuthoredAction } from '../api/runGatewayAction.ts'
import { useRefreshScreens, useRevalidateScreens } from '../api/useScreen.ts'
import { writeClientFact } from '../lib/clientWhen.ts'
import { changeLanguage, isLanguage } from '../lib/language.ts'
import { report } from '../lib/report.ts'
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx'
import { createShellUiStore, ShellUiContext } from '../shell/shellUi.ts'
import { Toasts } from '../shell/Toasts.tsx'
import { useConfirm, useToasts } from './hostHooks.ts'
import { useTheme } from './theme.tsx'

const SESSION_ENDED_TOAST_MS = 3000

export function ActionHost({ children }: { children: ReactNode }) {
  const { toasts, showToast, dismissToast } = useToasts()
  const { pending, confirm, answer } = useConfirm()
  const { shellUi, shellDeps } = useShellState()
  const { dispatchToBlock, registerBlock } = useBlockHandlers()
  const latestDeps = useLatestDeps({ showToast, dismissToast, confirm, dispatchToBlock, ...shellDeps })
  useSessionEndedNotice(latestDeps)
  const actions = useActionContextValue(latestDeps, registerBlock, showToast, dismissToast)

  return (
    <ActionContext.Provider value={actions}>
      <ShellUiContext.Provider value={shellUi}>
        {children}
        <Toasts items={toasts} />
        <ConfirmDialog request={pending} onResult={answer} />
      </ShellUiContext.Provider>
    </ActionContext.Provider>
  )
}

type ShellDeps = Pick<ActionDeps, 'openPopup' | 'closePopup' | 'openSidebar' | 'closeSidebar'>

/** The sidebar and the popup queue. A new page closes the sidebar and the previous page's popups. */
function useShellState() {
  const location = useLocation()
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [popupQueue, setPopupQueue] = useState<string[]>([])
  const page = location.pathname + location.search
  const [openedOn, setOpenedOn] = useState(page)
  if (openedOn !== page) {
    setOpenedOn(page)
    setSidebarOpen(false)
    setPopupQueue([])
  }
  const shellDeps: ShellDeps = {
    openPopup: (id) => setPopupQueue((queue) => (queue.includes(id) ? queue : [...queue, id])),
    closePopup: () => setPopupQueue((queue) => queue.slice(1)),
    openSidebar: () => setSidebarOpen(true),
    closeSidebar: () => setSidebarOpen(false),
  }
  const shellUi = useMemo(() => ({ sidebarOpen, popupId: popupQueue[0] ?? null }), [sidebarOpen, popupQueue])
  const [store] = useState(() => createShellUiStore(shellUi))
  // Before the browser paints: the sidebar and popup layer draw the new state in the same frame.
  useLayoutEffect(() => store.set(shellUi), [store, shellUi])
  return { shellUi: store, shellDeps }
}

/** Blocks that take events (`dispatchToBlock`) register a handler under their id while mounted. */
function useBlockHandlers() {
  const blocks = useRef(new Map<string, BlockEventHandler>())
  const dispatchToBlock = (id: string, event: BlockEvent) => {
    const handler = blocks.current.get(id)
    handler?.(event)
    return handler !== undefined
  }
  const registerBlock = useCallback((id: string, handler: BlockEventHandler) => {
    blocks.current.set(id, handler)
    return () => {
      if (blocks.current.get(id) === handler) blocks.current.delete(id)
    }
  }, [])
  return { dispatchToBlock, registerBlock }
}

type HostDeps = ShellDeps & Pick<ActionDeps, 'showToast' | 'dismissToast' | 'confirm' | 'dispatchToBlock'>

/** What runAction works with, as of the latest render (actions outlive the render that started them). */
function useLatestDeps(host: HostDeps): RefObject<ActionDeps> {
  const navigate = useNavigate()
  const { t, i18n } = useTranslation()
  const { setTheme } = useTheme()
  const revalidateScreens = useRevalidateScreens()
  const refreshScreens = useRefreshScreens()
  const deps: ActionDeps = {
    ...browserDeps(),
    ...host,
    navigate: (to, options) => navigate(to, options),
    setTheme,
    setLanguage: (lang) => {
      if (!isLanguage(lang)) {
        report({ kind: 'actionFailed', action: 'setLanguage', message: `unknown language ${lang}` })
        return
      }
      host.closeSidebar()
      // The screen's SWR key holds the language: the change refetches it.
      void changeLanguage(i18n, lang)
    },
    callGateway: runAuthoredAction,
    revalidateScreens,
    refreshScreens,
    setFavourite,
    clearFavourites,
    setClientFact: writeClientFact,
    text: (value) => (typeof value === 'string' ? value : t(value.t)),
  }
  const latestDeps = useRef(deps)
  useLayoutEffect(() => {
    latestDeps.current = deps
  })
  return latestDeps
}

/** The platform ended the session during any action: say so once and show the visitor view. */
function useSessionEndedNotice(latestDeps: RefObject<ActionDeps>) {
  useEffect(
    () =>
      onSessionEnded((message) => {
        const d = latestDeps.current
        d.showToast(message ?? d.text({ t: 'session_ended' }), SESSION_ENDED_TOAST_MS)
        d.clearFavourites()
        d.forgetSession()
        void d.revalidateScreens().catch(() => undefined)
      }),
    [latestDeps],
  )
}

function useActionContextValue(
  latestDeps: RefObject<ActionDeps>,
  registerBlock: ActionContextValue['registerBlock'],
  showToast: ActionDeps['showToast'],
  dismissToast: ActionDeps['dismissToast'],
): ActionContextValue {
  const onAction = useCallback(
    async (action: Action) => {
      try {
        await runAction(action, latestDeps.current)
      } catch (error) {
        report({ kind: 'actionFailed', action: action.type, message: String(error) })
      }
    },
    [latestDeps],
  )
  const toast = useCallback(
    (text: string, ms: number) => {
      const id = showToast(text, ms)
      return () => dismissToast(id)
    },
    [showToast, dismissToast],
  )
  return useMemo<ActionContextValue>(() => ({ onAction, registerBlock, toast }), [onAction, registerBlock, toast])
}
