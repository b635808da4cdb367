import { useCallback, useEffect, useRef, useState } from 'react'
import { type Files, type Problem, type Status, studioGet, studioPost } from './api.ts'
import { EditTab } from './EditTab.tsx'
import { HistoryTab } from './HistoryTab.tsx'
import { MatrixTab } from './MatrixTab.tsx'
import { PublishTab } from './PublishTab.tsx'
import { TextsTab } from './TextsTab.tsx'
import { TimingsTab } from './TimingsTab.tsx'

const TABS = ['Edit', 'Preview', 'Publish', 'History', 'Texts', 'Timings'] as const
type Tab = (typeof TABS)[number]
const SAVE_DELAY_MS = 400

export type DraftState = {
  live: Files
  draft: Files
  problems: Problem[]
  schemas: { screen: object; shell: object }
  /** Changes a file of the draft (saved to the gateway shortly after). */
  change: (file: string, text: string) => void
  /** Resolves once the draft on the gateway is the one on screen. */
  saved: () => Promise<void>
  reload: () => Promise<void>
}

function useDraft(): DraftState | null {
  const [state, setState] = useState<{ live: Files; draft: Files; problems: Problem[]; schemas: DraftState['schemas'] } | null>(null)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; promise: Promise<void>; draft: Files }>({ promise: Promise.resolve(), draft: {} })
  const reload = useCallback(
    () =>
      Promise.all([
        studioGet<{ files: Files; schemas: DraftState['schemas'] }>('/api/studio/files'),
        studioGet<{ files: Files; problems: Problem[] }>('/api/studio/draft'),
      ]).then(([files, draft]) => {
        pending.current.draft = draft.files
        setState({ live: files.files, draft: draft.files, problems: draft.problems, schemas: files.schemas })
      }),
    [],
  )
  useEffect(() => void reload(), [reload])
  const save = useCallback(() => {
    const files = pending.current.draft
    pending.current.promise = pending.current.promise
      .then(() => studioPost<{ problems: Problem[] }>('/api/studio/draft', { files }))
      .then((r) => setState((s) => (s ? { ...s, problems: r.problems } : s)), () => undefined)
  }, [])
  const change = useCallback(
    (file: string, text: string) => {
      setState((s) => {
        if (!s) return s
        const draft = { ...s.draft }
        if (s.live[file] === text) delete draft[file]
        else draft[file] = text
        pending.current.draft = draft
        return { ...s, draft }
      })
      clearTimeout(pending.current.timer)
      pending.current.timer = setTimeout(save, SAVE_DELAY_MS)
    },
    [save],
  )
  const saved = useCallback(async () => {
    if (pending.current.timer !== undefined) {
      clearTimeout(pending.current.timer)
      pending.current.timer = undefined
      save()
    }
    await pending.current.promise
  }, [save])
  return state ? { ...state, change, saved, reload } : null
}

/** The signed-in studio: tabs over one draft per operator. */
export function Workspace({ operator, status, nonce, onSignOut }: { operator: string; status: Status; nonce: string; onSignOut: () => void }) {
  const [tab, setTab] = useState<Tab>('Edit')
  const draft = useDraft()
  return (
    <div className="studio">
      <header className="studio-top">
        <h1>Layout studio</h1>
        <nav className="studio-tabs" aria-label="Studio">
          {TABS.map((t) => (
            <button key={t} type="button" className="studio-tab" aria-current={t === tab ? 'page' : undefined} onClick={() => setTab(t)}>
              {t}
            </button>
          ))}
        </nav>
        <span className="studio-who">
          Signed in as <strong>{operator}</strong>
          {draft && Object.keys(draft.draft).length > 0 && <span className="studio-chip">{Object.keys(draft.draft).length} file(s) in draft</span>}
        </span>
        <button type="button" className="studio-button" onClick={onSignOut}>Sign out</button>
      </header>
      <main className="studio-main">
        {!draft ? (
          <p aria-busy="true">Loading the layouts…</p>
        ) : tab === 'Edit' ? (
          <EditTab draft={draft} nonce={nonce} />
        ) : tab === 'Preview' ? (
          <MatrixTab draft={draft} />
        ) : tab === 'Publish' ? (
          <PublishTab draft={draft} status={status} />
        ) : tab === 'History' ? (
          <HistoryTab onChanged={() => void draft.reload()} />
        ) : tab === 'Timings' ? <TimingsTab /> : (
          <TextsTab draft={draft} />
        )}
      </main>
    </div>
  )
}
