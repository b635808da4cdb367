import { useState } from 'react'
import { reasonOf, type RebaseResult } from './api.ts'
import type { DraftState } from './useDraft.ts'

const time = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' })

/** Whether the gateway holds the draft on screen: saved, saving, or not saved and why. */
function SaveStatus({ draft }: { draft: DraftState }) {
  const entries = Object.entries(draft.saves)
  const failed = entries.filter(([, s]) => s.status === 'failed')
  if (failed.length) {
    return (
      <p role="alert" className="studio-error studio-savestate">
        Not saved: {failed.map(([file, s]) => `${file} (${s.reason ?? 'refused'})`).join('; ')}. Preview and Publish wait until it is.{' '}
        <button type="button" className="studio-button" onClick={draft.retry}>
          Try again
        </button>
      </p>
    )
  }
  if (entries.length) {
    return (
      <p className="studio-note studio-savestate" role="status">
        Saving {entries.length} file(s)…
      </p>
    )
  }
  const count = Object.keys(draft.texts).length
  return (
    <p className="studio-ok studio-savestate" role="status">
      {count ? `All saved: ${count} file(s) in your draft` : 'No change in your draft'}
    </p>
  )
}

/** What bringing the draft onto live did: files merged, files now the same as live, conflicts to resolve. */
function Rebased({ result, onOpen }: { result: RebaseResult; onOpen: (file: string) => void }) {
  return (
    <p role="status">
      Your draft is now on live. {result.merged.length > 0 && `Merged: ${result.merged.join(', ')}. `}
      {result.same.length > 0 && `Now the same as live (left the draft): ${result.same.join(', ')}. `}
      {result.conflicts.map((c) => (
        <button key={c.file} type="button" className="studio-button" onClick={() => onOpen(c.file)}>
          {c.file}: {c.conflicts} conflict(s) to resolve
        </button>
      ))}
    </p>
  )
}

/** Who else holds a draft of which file, the files this operator changes too marked. */
function OthersDrafts({ draft, mine, operator }: { draft: DraftState; mine: Set<string>; operator: string }) {
  if (draft.others.length === 0) return null
  return (
    <ul className="studio-others" aria-label="Other operators' drafts">
      {draft.others.map((o) => (
        <li key={o.operator}>
          <strong>{o.operator}</strong> has a draft of{' '}
          {o.files.map((f, i) => (
            <span key={f.file} className={mine.has(f.file) ? 'studio-overlap' : undefined}>
              {i > 0 && ', '}
              {f.file} (since {time(f.since)}){mine.has(f.file) && ` — you change it too, ${operator}`}
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}

/** Live moved on since the draft started: who published what, and the way to bring the draft onto it. */
function LiveMoved({ draft, onOpen }: { draft: DraftState; onOpen: (file: string) => void }) {
  const [result, setResult] = useState<RebaseResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const moved = Object.keys(draft.texts).length > 0 && draft.live.version !== draft.base.version
  if (!moved && !result) return null
  const { live } = draft
  const who =
    live.by === 'disk'
      ? 'The layout files changed on the server'
      : `${live.by} published${live.id === undefined ? '' : ` #${live.id}`}${live.at ? ` at ${time(live.at)}` : ''}${live.message ? `: “${live.message}”` : ''}`
  const bring = () => {
    setError(null)
    draft.rebase().then(setResult, (e: unknown) => setError(reasonOf(e)))
  }
  return (
    <section className="studio-banner" aria-label="Live has changed">
      {moved && (
        <p>
          <strong>Live has changed since your draft started.</strong> {who}. Publishing your draft as it is would take that back, so it is refused until your
          changes are laid onto the new live.{' '}
          <button type="button" className="studio-button studio-button--primary" disabled={!draft.inSync} onClick={bring}>
            Bring my draft onto live
          </button>
        </p>
      )}
      {result && <Rebased result={result} onOpen={onOpen} />}
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
    </section>
  )
}

/** The draft's state under the tabs: saved or not, live moved, and who else holds a draft of which file. */
export function DraftBar({ draft, operator, onOpen }: { draft: DraftState; operator: string; onOpen: (file: string) => void }) {
  const mine = new Set(Object.keys(draft.texts))
  const discard = () => {
    if (window.confirm('Discard every change of your draft? This cannot be undone.')) void draft.discard()
  }
  return (
    <div className="studio-bar">
      <SaveStatus draft={draft} />
      {mine.size > 0 && (
        <button type="button" className="studio-button" onClick={discard}>
          Discard draft
        </button>
      )}
      <LiveMoved draft={draft} onOpen={onOpen} />
      <OthersDrafts draft={draft} mine={mine} operator={operator} />
    </div>
  )
}
