import { useState } from 'react'
import { reasonOf, type ScheduleMeta, studioPost } from './api.ts'
import type { DraftState } from './useDraft.ts'

/** `datetime-local` values are the operator's own clock: the instant they name, with its offset, is what is sent. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined)

/** Asks for the draft to go live at `at` (and end at `until`), says what was scheduled, and shows the emptied draft. */
async function scheduleDraft(draft: DraftState, message: string, at: string, until: string, onDone: (text: string, ok: boolean) => void): Promise<void> {
  try {
    const s = await studioPost<ScheduleMeta>('/api/studio/schedule', {
      message,
      revs: draft.revs(),
      at: instant(at),
      ...(until ? { until: instant(until) } : {}),
    })
    onDone(`Scheduled: live at ${new Date(s.at).toLocaleString()}${s.until ? `, until ${new Date(s.until).toLocaleString()}` : ''} (History lists it).`, true)
    await draft.reload()
  } catch (e: unknown) {
    onDone(reasonOf(e), false)
  }
}

/** Publishes the draft at a date and time instead of now, and optionally takes it back at another. */
export function ScheduleForm({
  draft,
  message,
  ready,
  onDone,
}: {
  draft: DraftState
  message: string
  ready: boolean
  onDone: (text: string, ok: boolean) => void
}) {
  const [at, setAt] = useState('')
  const [until, setUntil] = useState('')
  const [busy, setBusy] = useState(false)
  const schedule = () => {
    setBusy(true)
    scheduleDraft(draft, message, at, until, onDone).finally(() => setBusy(false))
  }
  return (
    <fieldset className="studio-add">
      <legend>Or schedule it (your time zone: {Intl.DateTimeFormat().resolvedOptions().timeZone})</legend>
      <label>
        Goes live at
        <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </label>
      <label>
        Ends at (optional: what it changes is taken back)
        <input type="datetime-local" value={until} min={at} onChange={(e) => setUntil(e.target.value)} />
      </label>
      <button type="button" className="studio-button" disabled={!ready || busy || !at || message.trim() === ''} onClick={schedule}>
        Schedule
      </button>
    </fieldset>
  )
}
