import { useState } from 'react'
import { reasonOf, type Status, StudioError, studioPost, type VersionMeta } from './api.ts'
import { ConflictView } from './ConflictView.tsx'
import { Checks } from './DiffView.tsx'
import { ScheduleForm } from './ScheduleForm.tsx'
import type { DraftState } from './useDraft.ts'

/** The draft's checks, its diff per audience, what changed live meanwhile; then publish it with a message. */
export function PublishTab({ draft, status, onOpen }: { draft: DraftState; status: Status; onOpen: (file: string, path?: string) => void }) {
  const [message, setMessage] = useState('')
  const { outcome, setOutcome, busy, publish } = usePublish(draft, message, setMessage)
  const { checks } = draft
  const empty = Object.keys(draft.texts).length === 0
  const ready = checks?.current === true && checks.problems.length === 0 && checks.breaches.length === 0 && !checks.conflict
  return (
    <div className="studio-publish">
      <h2>Publish the draft</h2>
      <p className="studio-note">
        Budgets per screen and audience: {status.budgets.bytes.toLocaleString('en-US')} bytes, {status.budgets.blocks} blocks, {status.budgets.calls} distinct
        platform calls.
      </p>
      {empty && <p className="studio-note">The draft has no change yet.</p>}
      {checks?.conflict && <ConflictView conflict={checks.conflict} base={draft.base.files} draft={draft.texts} />}
      {checks?.current ? <Checks result={checks} onOpen={onOpen} /> : <p aria-busy="true">Checking every screen for every audience…</p>}
      <label className="studio-message">
        Message (what and why)
        <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={2} maxLength={500} />
      </label>
      <button type="button" className="studio-button studio-button--primary" disabled={!ready || empty || busy || message.trim() === ''} onClick={publish}>
        Publish
      </button>
      <ScheduleForm draft={draft} message={message} ready={ready && !empty} onDone={(text, ok) => setOutcome({ ok, text })} />
      {outcome && (
        <p role="status" className={outcome.ok ? 'studio-ok' : 'studio-error'}>
          {outcome.text}
        </p>
      )}
    </div>
  )
}

/** Publishes the draft with `message`; the outcome either way, and the draft reloaded when live has moved. */
function usePublish(draft: DraftState, message: string, setMessage: (text: string) => void) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const publish = () => {
    setBusy(true)
    setOutcome(null)
    studioPost<{ version: VersionMeta }>('/api/studio/publish', { message, revs: draft.revs() })
      .then(async (r) => {
        setOutcome({ ok: true, text: `Published as version #${r.version.id} (${r.version.version}): live on every instance.` })
        setMessage('')
        await draft.reload()
      })
      .catch(async (e: unknown) => {
        setOutcome({ ok: false, text: reasonOf(e) })
        if (e instanceof StudioError && e.code === 'GW_STUDIO_LIVE_MOVED') await draft.reload()
      })
      .finally(() => setBusy(false))
  }
  return { outcome, setOutcome, busy, publish }
}
