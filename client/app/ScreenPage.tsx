import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { isBusy } from '../api/busy.ts'
import { useScreen } from '../api/useScreen.ts'
import { currentLanguage } from '../lib/language.ts'
import { rumScreen } from '../lib/rum.ts'
import { hasSiteHistory } from '../lib/siteHistory.ts'
import { useTapCounting } from '../lib/taps.ts'
import { REGISTERED_BLOCK_TYPES } from '../renderer/registry.ts'
import { ScreenRenderer } from '../renderer/ScreenRenderer.tsx'
import { isRecentBackSwipe, useBackSwipe } from '../shell/backSwipe.ts'
import { PageTransition } from '../shell/PageTransition.tsx'
import { Shell } from '../shell/Shell.tsx'
import { ErrorScreen, LoadingScreen } from './FullScreenStates.tsx'
import { useTheme } from './theme.tsx'
import { useAutoRetry } from './useAutoRetry.ts'
import { isSameScreen, useReplaceAddress } from './useReplaceAddress.ts'

const DEFAULT_BACK_SWIPE_PX = 100
const NOTICE_MS = 3000

// `transitionKey` changes with the page, not when only the address of the page on show was corrected.
type Shown = { screen: ScreenResponse; locationKey: string; transitionKey: string }

/** The one page of the app: whatever screen the gateway answers for the current URL. */
export function ScreenPage() {
  const location = useLocation()
  const { i18n } = useTranslation()
  const { theme } = useTheme()
  const path = location.pathname + location.search
  const language = currentLanguage(i18n)
  const { data, error, isValidating, mutate } = useScreen(path, language, REGISTERED_BLOCK_TYPES)
  useReplaceAddress(data, path, language)
  const retry = useCallback(() => void mutate(), [mutate])
  // Only while the error screen is up: a screen on show stays, and its next load is SWR's business.
  const retryIn = useAutoRetry(data === undefined ? error : undefined, isValidating, retry)
  const { shown, arrival } = useShownScreen(data)

  const screen = data ?? shown?.screen
  if (screen) rumScreen(screen.screen, screen.version)
  useTapCounting(screen?.reportTaps ? screen.screen : undefined)
  const header = screen?.shell.header
  usePageBackSwipe(header, screen?.shell.transition.backSwipePx ?? DEFAULT_BACK_SWIPE_PX)
  const shownKey = shown?.transitionKey
  usePageEffects(shownKey, header, data)

  if (screen === undefined || (data === undefined && error !== undefined)) {
    if (error === undefined) return <LoadingScreen />
    return <ErrorScreen onRetry={retry} retrying={isValidating} retryIn={retryIn} busy={isBusy(error)} />
  }
  return (
    <Shell shell={screen.shell} route={screen.route} popups={screen.popups} theme={theme} busy={data === undefined}>
      <PageTransition transitionKey={shownKey ?? location.key} fade={arrival.fade} fadeMs={screen.shell.transition.fadeMs}>
        <ScreenRenderer blocks={screen.blocks} />
      </PageTransition>
    </Shell>
  )
}

/** The screen on show and whether its arrival fades in. */
function useShownScreen(data: ScreenResponse | undefined) {
  const location = useLocation()
  // The last screen on show stays while the next one loads, under a progress bar.
  const [shown, setShown] = useState<Shown | null>(null)
  const corrected = isSameScreen(location.state) && shown !== null && shown.screen === data
  if (data !== undefined && (shown?.screen !== data || shown.locationKey !== location.key)) {
    setShown({ screen: data, locationKey: location.key, transitionKey: corrected && shown ? shown.transitionKey : location.key })
  }
  // The page's first screen appears at once (the server drew it: it is the first paint, a fade would hide it).
  const [arrival, setArrival] = useState({ key: location.key, fade: false })
  if (arrival.key !== location.key) setArrival({ key: location.key, fade: corrected ? arrival.fade : !isRecentBackSwipe() })
  return { shown, arrival }
}

type Header = ScreenResponse['shell']['header']

/** A swipe from the left edge goes where the header's back button goes, or back in history. */
function usePageBackSwipe(header: Header | undefined, backSwipePx: number) {
  const navigate = useNavigate()
  const onAction = useOnAction()
  const swipeBack = useCallback(() => {
    if (header?.back !== undefined) void onAction(header.back)
    else if (hasSiteHistory()) void navigate(-1)
  }, [header, onAction, navigate])
  useBackSwipe(backSwipePx, swipeBack)
}

/** A new page starts at the top (not on history moves); the document title; the answer's one-off notice. */
function usePageEffects(shownKey: string | undefined, header: Header | undefined, data: ScreenResponse | undefined) {
  const navigationType = useNavigationType()
  const onAction = useOnAction()
  const { t } = useTranslation()
  useLayoutEffect(() => {
    if (shownKey !== undefined && navigationType !== 'POP') window.scrollTo(0, 0)
  }, [shownKey, navigationType])
  useEffect(() => {
    document.title = header?.title ?? t('client_brand')
  }, [header, t])
  // A one-off message from the gateway (e.g. the platform ended the session) shows once per answer.
  const notice = data?.notice
  useEffect(() => {
    if (notice) void onAction({ type: 'toast', text: notice, ms: NOTICE_MS })
  }, [data, notice, onAction])
}
