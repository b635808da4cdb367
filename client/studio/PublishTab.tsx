import { useEffect, useState } from 'react'
import { type CheckResult, type Status, StudioError, studioPost, type VersionMeta } from './api.ts'
import { Checks } from './DiffView.tsx'
import type { DraftState } from './Workspace.tsx'

/** Checks the draft, shows its diff per audience, and publishes it with a message. */
export function PublishTab({ draft, status }: { draft: DraftState; status: Status }) {
  const [result, setResult] = useState<CheckResult | null>(null)
  const [message, setMessage] = useState('')
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const { saved } = draft
  useEffect(() => {
    let live = true
    void saved()
      .then(() => studioPost<CheckResult>('/api/studio/check'))
      .then((r) => live && setResult(r), (e: unknown) => live && setOutcome({ ok: false, text: e instanceof Error ? e.message : 'checks failed' }))
    return () => {
      live = false
    }
  }, [saved, draft.draft])
  const publish = () => {
    setBusy(true)
    studioPost<{ version: VersionMeta }>('/api/studio/publish', { message })
      .then(async (r) => {
        setOutcome({ ok: true, text: `Published as version #${r.version.id} (${r.version.version}): live on every instance.` })
        setMessage('')
        await draft.reload()
      })
      .catch((e: unknown) => setOutcome({ ok: false, text: e instanceof StudioError ? `${e.message}` : 'publish failed' }))
      .finally(() => setBusy(false))
  }
  const blocked = !result || result.problems.length > 0 || result.breaches.length > 0 || Object.keys(draft.draft).length === 0
  return (
    <div className="studio-publish">
      <h2>Publish the draft</h2>
      <p className="studio-note">Budgets per screen and audience: {status.budgets.bytes.toLocaleString('en-US')} bytes, {status.budgets.blocks} blocks, {status.budgets.calls} distinct platform calls.</p>
      {Object.keys(draft.draft).length === 0 && <p className="studio-note">The draft has no change yet.</p>}
      {result ? <Checks result={result} /> : <p aria-busy="true">Checking every screen for every audience…</p>}
      <label className="studio-message">
        Message (what and why)
        <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={2} maxLength={500} />
      </label>
      <button type="button" className="studio-button studio-button--primary" disabled={blocked || busy || message.trim() === ''} onClick={publish}>Publish</button>
      {outcome && <p role="status" className={outcome.ok ? 'studio-ok' : 'studio-error'}>{outcome.text}</p>}
    </div>
  )
}
