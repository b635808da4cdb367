import { useEffect, useMemo, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'
import { ActionContext, type ActionContextValue } from '../actions/actionContext.ts'
import { createI18n } from '../app/i18n.ts'
import { ThemeProvider } from '../app/theme.tsx'
import { ScreenRenderer } from '../renderer/ScreenRenderer.tsx'
import { Shell } from '../shell/Shell.tsx'
import type { FrameEvent, FrameScreen } from './frameMessages.ts'

function tell(event: FrameEvent): void {
  window.parent.postMessage(event, window.location.origin)
}

// Taps are reported to the studio, never run: a preview signs nobody in and opens nothing.
const actions: ActionContextValue = {
  onAction: async (action) => tell({ kind: 'action', text: `${action.type}${'to' in action ? ` ${String(action.to)}` : ''}` }),
  registerBlock: () => () => undefined,
}

type SharedScreen = Omit<FrameScreen, 'kind'> & { about: { path: string; audience: string; what: string; expires: string; by: string } }

const SHARED = /^\/studio\/shared\/([^/]+)$/

/** A preview link's screen: read from the gateway with the link's token; what it is, and until when, said above it. */
function useSharedScreen(token: string | undefined): { shown: SharedScreen | null; error: string | null } {
  const [shown, setShown] = useState<SharedScreen | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (token === undefined) return
    fetch(`/api/studio/shared/${token}`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = (await res.json()) as SharedScreen & { error?: { message: string } }
        if (!res.ok) throw new Error(body.error?.message ?? `HTTP ${res.status}`)
        setShown(body)
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }, [token])
  return { shown, error }
}

/** The screen the studio page sends (same origin, its parent only), once this frame has said it is ready. */
function useSentScreen(listening: boolean): FrameScreen | null {
  const [sent, setSent] = useState<FrameScreen | null>(null)
  useEffect(() => {
    if (!listening) return
    const listen = (event: MessageEvent<FrameScreen>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent || event.data?.kind !== 'screen') return
      setSent(event.data)
    }
    window.addEventListener('message', listen)
    tell({ kind: 'ready' })
    return () => window.removeEventListener('message', listen)
  }, [listening])
  return sent
}

/** What a preview link shows, above the screen. */
function AboutShared({ about }: { about: SharedScreen['about'] }) {
  return (
    <p className="preview-note" role="note">
      Preview of {about.path} as {about.audience}: {about.what} (shared by {about.by}, until {new Date(about.expires).toLocaleString()}). Read-only: taps are
      not run.
    </p>
  )
}

/**
 * Draws one screen with the players' Shell and renderer: the one the studio page (same origin only) sends into its
 * preview frame, or, opened from a preview link, the one the link names.
 */
export function FrameApp() {
  const token = SHARED.exec(window.location.pathname)?.[1]
  const shared = useSharedScreen(token)
  const sent = useSentScreen(token === undefined)
  const shown = token === undefined ? sent : shared.shown
  const i18n = useMemo(() => (shown ? createI18n({ language: shown.language, texts: shown.texts }) : null), [shown])
  if (shared.error) {
    return (
      <p role="alert" className="preview-note">
        {shared.error}
      </p>
    )
  }
  if (!shown || !i18n) return <p aria-busy="true">{token === undefined ? 'Waiting for the studio…' : 'Loading the preview…'}</p>
  const { screen } = shown
  const about = token !== undefined && shared.shown ? shared.shown.about : undefined
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      {about && <AboutShared about={about} />}
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <ActionContext.Provider value={actions}>
            <Shell shell={screen.shell} route={screen.route} popups={[]} theme="dark" busy={false}>
              <ScreenRenderer blocks={screen.blocks} />
            </Shell>
          </ActionContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </SWRConfig>
  )
}
