import { useEffect, useState } from 'react'
import type { Status } from './api.ts'
import { DraftBar } from './DraftBar.tsx'
import { EditTab } from './EditTab.tsx'
import { EffectsTab } from './EffectsTab.tsx'
import { HistoryTab } from './HistoryTab.tsx'
import { MatrixTab } from './MatrixTab.tsx'
import { PublishTab } from './PublishTab.tsx'
import { TextsTab } from './TextsTab.tsx'
import { TimingsTab } from './TimingsTab.tsx'
import { type DraftState, useDraft } from './useDraft.ts'

export type { DraftState }

const TABS = ['Edit', 'Texts', 'Preview', 'Publish', 'History', 'Timings', 'Effects'] as const
type Tab = (typeof TABS)[number]
/** Tabs that show the draft as the gateway holds it: they wait until it holds what is on screen. */
const NEEDS_SAVED: readonly Tab[] = ['Preview', 'Publish']

/** A reload or a closed tab would lose edits the gateway does not hold yet: the browser asks first. */
function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])
}

function StudioHeader({ tab, operator, onTab, onSignOut }: { tab: Tab; operator: string; onTab: (tab: Tab) => void; onSignOut: () => void }) {
  return (
    <header className="studio-top">
      <h1>Layout studio</h1>
      <nav className="studio-tabs" aria-label="Studio">
        {TABS.map((t) => (
          <button key={t} type="button" className="studio-tab" aria-current={t === tab ? 'page' : undefined} onClick={() => onTab(t)}>
            {t}
          </button>
        ))}
      </nav>
      <span className="studio-who">
        Signed in as <strong>{operator}</strong>
      </span>
      <button type="button" className="studio-button" onClick={onSignOut}>
        Sign out
      </button>
    </header>
  )
}

type OpenFile = { file: string; focus?: { path: string } }

/** The signed-in studio: tabs over one draft per operator. */
export function Workspace({ operator, status, nonce, onSignOut }: { operator: string; status: Status; nonce: string; onSignOut: () => void }) {
  const [tab, setTab] = useState<Tab>('Edit')
  const [openFile, setOpenFile] = useState<OpenFile>({ file: 'screens/home.json' })
  const draft = useDraft()
  const unsaved = draft !== null && !draft.inSync
  useLeaveWarning(unsaved)
  const signOut = () => {
    if (unsaved && !window.confirm('Some of your edits are not saved yet. Sign out and lose them?')) return
    onSignOut()
  }
  const open = (file: string, path?: string) => {
    setOpenFile(path === undefined ? { file } : { file, focus: { path } })
    setTab('Edit')
  }
  return (
    <div className="studio">
      <div className="studio-head">
        <StudioHeader tab={tab} operator={operator} onTab={setTab} onSignOut={signOut} />
        {draft && <DraftBar draft={draft} operator={operator} onOpen={open} />}
      </div>
      <main className="studio-main">
        {!draft ? (
          <p aria-busy="true">Loading the layouts…</p>
        ) : (
          <TabPanel tab={tab} draft={draft} status={status} nonce={nonce} openFile={openFile} onOpen={open} />
        )}
      </main>
    </div>
  )
}

type PanelProps = { tab: Tab; draft: DraftState; status: Status; nonce: string; openFile: OpenFile; onOpen: (file: string, path?: string) => void }

function TabPanel({ tab, draft, status, nonce, openFile, onOpen }: PanelProps) {
  if (!draft.inSync && NEEDS_SAVED.includes(tab)) {
    return (
      <p className="studio-note" role="status">
        {tab} shows the draft as the gateway holds it: waiting until it holds every edit on your screen.
      </p>
    )
  }
  if (tab === 'Edit') return <EditTab draft={draft} nonce={nonce} file={openFile.file} focus={openFile.focus} onOpen={onOpen} />
  if (tab === 'Texts') return <TextsTab draft={draft} onOpen={onOpen} />
  if (tab === 'Preview') return <MatrixTab draft={draft} />
  if (tab === 'Publish') return <PublishTab draft={draft} status={status} onOpen={onOpen} />
  if (tab === 'History') return <HistoryTab draft={draft} />
  if (tab === 'Effects') return <EffectsTab draft={draft} />
  return <TimingsTab />
}
