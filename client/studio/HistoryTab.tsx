import { useCallback, useEffect, useState } from 'react'
import { type AuditEntry, type CheckResult, reasonOf, studioGet, studioPost, type VersionMeta } from './api.ts'
import { Checks } from './DiffView.tsx'
import { Schedules } from './Schedules.tsx'
import type { DraftState } from './useDraft.ts'

const KIND = {
  publish: 'published',
  rollback: 'rolled back',
  disk: 'found on disk',
  scheduled: 'published at its scheduled time',
  ended: 'scheduled change ended',
}

type Versions = { live: string; versions: VersionMeta[] }
type Target = { id: number; result: CheckResult | null }

/** Versions with author, time and message; a rollback shows its checks and diff first. Then the audit log. */
export function HistoryTab({ draft }: { draft: DraftState }) {
  const { versions, audit, load } = useHistory()
  const [target, setTarget] = useState<Target | null>(null)
  const [message, setMessage] = useState('')
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const prepare = (id: number) => {
    setTarget({ id, result: null })
    void studioPost<CheckResult>('/api/studio/check', { version: id }).then((result) => setTarget({ id, result }))
  }
  // The rollback names the live version its checks and diff were made against: if live moved since, it is refused.
  const rollback = (id: number, against: string) => {
    studioPost<{ version: VersionMeta }>('/api/studio/rollback', { version: id, message, live: against })
      .then((r) => {
        setOutcome({ ok: true, text: `Rolled back to #${id}: live as version #${r.version.id}.` })
        setTarget(null)
        setMessage('')
        load()
        void draft.reload()
      })
      .catch((e: unknown) => {
        setOutcome({ ok: false, text: reasonOf(e) })
        prepare(id)
      })
  }
  return (
    <div className="studio-history">
      <Schedules onChanged={load} />
      <h2>Versions</h2>
      {outcome && (
        <p role="status" className={outcome.ok ? 'studio-ok' : 'studio-error'}>
          {outcome.text}
        </p>
      )}
      <VersionList versions={versions} onPrepare={prepare} />
      {target && <RollbackPanel target={target} message={message} onMessage={setMessage} onRollback={rollback} />}
      <AuditLog audit={audit} />
    </div>
  )
}

/** The published versions and the audit log, loaded now and again on `load()`. */
function useHistory() {
  const [versions, setVersions] = useState<Versions | null>(null)
  const [audit, setAudit] = useState<AuditEntry[]>([])
  const load = useCallback(() => {
    void studioGet<Versions>('/api/studio/versions').then(setVersions)
    void studioGet<{ entries: AuditEntry[] }>('/api/studio/audit').then((r) => setAudit(r.entries))
  }, [])
  useEffect(load, [load])
  return { versions, audit, load }
}

function VersionList({ versions, onPrepare }: { versions: Versions | null; onPrepare: (id: number) => void }) {
  return (
    <>
      {versions?.versions.length === 0 && (
        <p className="studio-note">Nothing published from the studio yet; the live layouts are the files in the layout folder.</p>
      )}
      <ol className="studio-versions">
        {versions?.versions.map((v) => (
          <li key={v.id} className="studio-version">
            <span>
              <strong>#{v.id}</strong> {KIND[v.kind]} by {v.by}, {new Date(v.at).toLocaleString('en-GB')}
              {v.version === versions.live && <span className="studio-chip">live</span>}
            </span>
            <span className="studio-version__message">{v.message}</span>
            {v.version !== versions.live && (
              <button type="button" className="studio-button" onClick={() => onPrepare(v.id)}>
                Roll back to #{v.id}…
              </button>
            )}
          </li>
        ))}
      </ol>
    </>
  )
}

type RollbackProps = { target: Target; message: string; onMessage: (text: string) => void; onRollback: (id: number, against: string) => void }

function RollbackPanel({ target, message, onMessage, onRollback }: RollbackProps) {
  return (
    <section className="studio-panel" aria-label={`Rollback to #${target.id}`}>
      <h3>Rolling back to #{target.id}</h3>
      {target.result ? <Checks result={target.result} /> : <p aria-busy="true">Checking…</p>}
      <label className="studio-message">
        Message
        <textarea value={message} onChange={(e) => onMessage(e.target.value)} rows={2} />
      </label>
      <button
        type="button"
        className="studio-button studio-button--primary"
        disabled={!target.result || target.result.problems.length > 0 || message.trim() === ''}
        onClick={() => target.result && onRollback(target.id, target.result.against)}
      >
        Roll back
      </button>
    </section>
  )
}

function AuditLog({ audit }: { audit: AuditEntry[] }) {
  return (
    <>
      <h2>Audit log</h2>
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {audit.slice(0, 50).map((a, i) => (
            <tr key={i}>
              <td>{new Date(a.at).toLocaleString('en-GB')}</td>
              <td>{a.by}</td>
              <td>{a.what}</td>
              <td>{a.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
