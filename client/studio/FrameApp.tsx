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

/** Draws whatever screen the studio page (same origin only) sends, with the players' Shell and renderer. */
export function FrameApp() {
  const [shown, setShown] = useState<FrameScreen | null>(null)
  useEffect(() => {
    const listen = (event: MessageEvent<FrameScreen>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent || event.data?.kind !== 'screen') return
      setShown(event.data)
    }
    window.addEventListener('message', listen)
    tell({ kind: 'ready' })
    return () => window.removeEventListener('message', listen)
  }, [])
  const i18n = useMemo(() => (shown ? createI18n({ language: shown.language, texts: shown.texts }) : null), [shown])
  if (!shown || !i18n) return <p aria-busy="true">Waiting for the studio…</p>
  const { screen } = shown
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
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
