import { useCallback, useEffect, useState } from 'react'
import { reasonOf, type ScheduleMeta, studioGet, studioPost } from './api.ts'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const STATE = { pending: 'scheduled', live: 'live', ended: 'ended', cancelled: 'cancelled', failed: 'did not go live' }

/** Scheduled changes: when each goes live and ends (in the operator's time zone), what it changes, and cancel. */
export function Schedules({ onChanged }: { onChanged: () => void }) {
  const [list, setList] = useState<ScheduleMeta[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(
    () =>
      void studioGet<{ schedules: ScheduleMeta[] }>('/api/studio/schedules').then(
        (r) => setList(r.schedules),
        (e: unknown) => setError(reasonOf(e)),
      ),
    [],
  )
  useEffect(() => {
    load()
    const timer = setInterval(load, 5000)
    return () => clearInterval(timer)
  }, [load])
  const cancel = (s: ScheduleMeta) => {
    if (!window.confirm(s.state === 'pending' ? `Cancel "${s.message}"? It will not go live.` : `Cancel the end of "${s.message}"? It stays live.`)) return
    studioPost('/api/studio/schedule/cancel', { id: s.id }).then(
      () => {
        load()
        onChanged()
      },
      (e: unknown) => setError(reasonOf(e)),
    )
  }
  if (!list || list.length === 0) return null
  return (
    <section aria-label="Scheduled changes">
      <h2>Scheduled changes</h2>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      <ol className="studio-versions">
        {list.map((s) => (
          <ScheduleItem key={s.id} s={s} onCancel={cancel} />
        ))}
      </ol>
    </section>
  )
}

function ScheduleItem({ s, onCancel }: { s: ScheduleMeta; onCancel: (s: ScheduleMeta) => void }) {
  return (
    <li className="studio-version">
      <span>
        <strong>{STATE[s.state]}</strong> {s.state === 'pending' ? 'at' : 'since'} {when(s.at)}
        {s.until && `, until ${when(s.until)}${s.then ? ` (then #${s.then})` : ''}`} · by {s.by} · {s.files.join(', ')}
      </span>
      <span className="studio-version__message">
        {s.message}
        {s.detail && <span className="studio-error"> — {s.detail}</span>}
      </span>
      {(s.state === 'pending' || (s.state === 'live' && s.until)) && (
        <button type="button" className="studio-button" onClick={() => onCancel(s)}>
          {s.state === 'pending' ? 'Cancel' : 'Cancel its end'}
        </button>
      )}
    </li>
  )
}
