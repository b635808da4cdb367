import type { Language } from '../../schemas/text.ts'
import { AUDIENCE_LABELS, type Column } from './api.ts'
import { PreviewFrame } from './PreviewFrame.tsx'

const MEMBER_NOTE =
  "Member-only data (balance, favourites, recent games, reward counts) needs a member's token: this column has none, so those parts show as when the platform fails them. The explain list names each."

/** One audience drawn by the players' own renderer, at 390 px, with why each entry is there or not. */
type Props = { column: Column; language: Language; texts: Record<string, string>; onAction: (text: string) => void }

export function PreviewColumn({ column, language, texts, onAction }: Props) {
  const label = AUDIENCE_LABELS[column.audience] ?? column.audience
  const { screen, explain } = column
  return (
    <section className="studio-column" aria-label={label} data-audience={column.audience}>
      <h3>{label}</h3>
      <p className="studio-figures">
        {column.bytes.toLocaleString('en-US')} bytes · {screen.blocks.length} blocks · {column.calls.length} platform calls
      </p>
      <PreviewFrame
        label={label}
        screen={screen}
        language={language}
        texts={texts}
        onAction={(text) => onAction(`${label}: ${text} (not run in the preview)`)}
      />
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
