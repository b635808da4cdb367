// Owns the state that actions change (toasts, confirm, sidebar, popups, block handlers) and gives every
// block and shell piece one `onAction` that runs the closed action set through runAction.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Action } from '../../schemas/actions.ts'
import { ActionContext, type ActionContextValue, type BlockEventHandler } from '../actions/actionContext.ts'
import { browserDeps, runAction, type ActionDeps, type ConfirmRequest } from '../actions/runAction.ts'
import { clearFavourites, setFavourite } from '../actions/favourites.ts'
import { onSessionEnded, runAuthoredAction } from '../api/runGatewayAction.ts'
import { useRefreshScreens, useRevalidateScreens } from '../api/useScreen.ts'
import { report } from '../lib/report.ts'
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx'
import { ShellUiContext } from '../shell/shellUi.ts'
import { Toasts, type ToastItem } from '../shell/Toasts.tsx'
import { writeClientFact } from '../lib/clientWhen.ts'
import { changeLanguage, isLanguage } from '../lib/language.ts'
import { useTheme } from './theme.tsx'

type PendingConfirm = ConfirmRequest & { resolve: (accepted: boolean) => void }

// setTimeout overflows past 2^31-1 ms and would fire at once.
const MAX_TIMEOUT_MS = 2_147_483_647

function useToasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const seq = useRef(0)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismissToast = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])
  const showToast = useCallback(
    (text: string, ms: number) => {
      seq.current += 1
      const id = seq.current
      setToasts((list) => [...list.slice(-2), { id, text }])
      timers.current.set(id, setTimeout(() => dismissToast(id), Math.min(ms, MAX_TIMEOUT_MS)))
      return id
    },
    [dismissToast],
  )
  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])
  return { toasts, showToast, dismissToast }
}

function useConfirm() {
  const [pending, setPending] = useState<PendingConfirm | null>(null)
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false)
          return { ...request, resolve }
        })
      }),
    [],
  )
  const answer = useCallback((accepted: boolean) => {
    setPending((current) => {
      current?.resolve(accepted)
      return null
    })
  }, [])
  return { pending, confirm, answer }
}

const SESSION_ENDED_TOAST_MS = 3000

export function ActionHost({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const location = useLocation()
  const { t, i18n } = useTranslation()
  const { setTheme } = useTheme()
  const revalidateScreens = useRevalidateScreens()
  const refreshScreens = useRefreshScreens()
  const { toasts, showToast, dismissToast } = useToasts()
  const { pending, confirm, answer } = useConfirm()
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [popupQueue, setPopupQueue] = useState<string[]>([])
  const blocks = useRef(new Map<string, BlockEventHandler>())

  // A new page closes the sidebar and the previous page's popups.
  const page = location.pathname + location.search
  const [openedOn, setOpenedOn] = useState(page)
  if (openedOn !== page) {
    setOpenedOn(page)
    setSidebarOpen(false)
    setPopupQueue([])
  }

  const deps: ActionDeps = {
    ...browserDeps(),
    navigate: (to, options) => navigate(to, options),
    showToast,
    dismissToast,
    confirm,
    openPopup: (id) => setPopupQueue((queue) => (queue.includes(id) ? queue : [...queue, id])),
    closePopup: () => setPopupQueue((queue) => queue.slice(1)),
    openSidebar: () => setSidebarOpen(true),
    closeSidebar: () => setSidebarOpen(false),
    dispatchToBlock: (id, event) => {
      const handler = blocks.current.get(id)
      handler?.(event)
      return handler !== undefined
    },
    setTheme,
    setLanguage: (lang) => {
      if (!isLanguage(lang)) {
        report({ kind: 'actionFailed', action: 'setLanguage', message: `unknown language ${lang}` })
        return
      }
      setSidebarOpen(false)
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

  // The platform ended the session during any action: say so once and show the visitor view.
  useEffect(
    () =>
      onSessionEnded((message) => {
        const d = latestDeps.current
        d.showToast(message ?? d.text({ t: 'session_ended' }), SESSION_ENDED_TOAST_MS)
        d.clearFavourites()
        d.forgetSession()
        void d.revalidateScreens().catch(() => undefined)
      }),
    [],
  )

  const onAction = useCallback(async (action: Action) => {
    try {
      await runAction(action, latestDeps.current)
    } catch (error) {
      report({ kind: 'actionFailed', action: action.type, message: String(error) })
    }
  }, [])
  const registerBlock = useCallback((id: string, handler: BlockEventHandler) => {
    blocks.current.set(id, handler)
    return () => {
      if (blocks.current.get(id) === handler) blocks.current.delete(id)
    }
  }, [])

  const toast = useCallback(
    (text: string, ms: number) => {
      const id = showToast(text, ms)
      return () => dismissToast(id)
    },
    [showToast, dismissToast],
  )
  const actions = useMemo<ActionContextValue>(() => ({ onAction, registerBlock, toast }), [onAction, registerBlock, toast])
  const shellUi = useMemo(() => ({ sidebarOpen, popupId: popupQueue[0] ?? null }), [sidebarOpen, popupQueue])

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
