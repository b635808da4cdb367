import type { i18n as I18n } from 'i18next'
import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'
import { ActionContext, type ActionContextValue } from '../actions/actionContext.ts'
import { ThemeProvider } from '../app/theme.tsx'
import { ScreenRenderer } from '../renderer/ScreenRenderer.tsx'
import { Shell } from '../shell/Shell.tsx'
import { AUDIENCE_LABELS, type Column } from './api.ts'

const MEMBER_NOTE = "Member-only data (balance, favourites, recent games, reward counts) needs a member's token: this column has none, so those parts show as when the platform fails them. The explain list names each."

/** One audience drawn by the players' own renderer, at 390 px, with why each entry is there or not. */
export function PreviewColumn({ column, i18n, onAction }: { column: Column; i18n: I18n; onAction: (text: string) => void }) {
  const label = AUDIENCE_LABELS[column.audience] ?? column.audience
  const actions = useMemo<ActionContextValue>(
    () => ({ onAction: async (action) => onAction(`${label}: ${action.type}${'to' in action ? ` ${String(action.to)}` : ''} (not run in the preview)`), registerBlock: () => () => undefined }),
    [label, onAction],
  )
  const { screen, explain } = column
  return (
    <section className="studio-column" aria-label={label} data-audience={column.audience}>
      <h3>{label}</h3>
      <p className="studio-figures">{column.bytes.toLocaleString('en-US')} bytes · {screen.blocks.length} blocks · {column.calls.length} platform calls</p>
      <div className="studio-phone">
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
      </div>
      {column.explain.facts.loggedIn === true && <p className="studio-note">{MEMBER_NOTE}</p>}
      <details className="studio-explain" open>
        <summary>Why (explain)</summary>
        <ul>
          {explain.entries.map((e, i) => (
            <li key={i} className={e.shown ? 'is-shown' : 'is-hidden'} data-entry={`${e.kind} ${e.id}`}>
              <strong>{e.shown ? (e.degraded ? 'degraded' : 'shown') : 'hidden'}</strong> {e.kind} <code>{e.id}</code>
              {e.where !== 'screen' && <span className="studio-where"> in {e.where}</span>}
              {e.reasons.length > 0 && (
                <ul>
                  {e.reasons.map((r, j) => (
                    <li key={j}>{r.text}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
