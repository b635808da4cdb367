import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react'
import type { Language } from '../../schemas/text.ts'
import { type Column, StudioError, studioPost } from './api.ts'
import { PreviewColumn } from './PreviewColumn.tsx'
import { ShareLink } from './ShareLink.tsx'
import type { DraftState } from './Workspace.tsx'

const LANGS: Language[] = ['EN', 'CN', 'TH', 'VI', 'UR']
type Facts = {
  path: string
  source: 'draft' | 'live'
  language: Language
  device: 'ios' | 'android' | 'other'
  status: '' | '0' | '1' | '2'
  flags: Record<string, boolean>
  /** `YYYY-MM-DDTHH:mm` in the operator's own time zone; empty: now. */
  at: string
  /** ISO country code; empty: unknown. */
  country: string
}

function routesOf(draft: DraftState): string[] {
  const routes = Object.keys(draft.base.files).flatMap((f) => {
    if (!f.startsWith('screens/')) return []
    try {
      return (JSON.parse(draft.text(f)) as { routes?: string[] }).routes?.slice(0, 1) ?? []
    } catch {
      return []
    }
  })
  return [...new Set(routes)].sort()
}

/** Six audiences side by side under the chosen facts, for the draft or what is live. */
export function MatrixTab({ draft }: { draft: DraftState }) {
  const [facts, setFacts] = useState<Facts>({
    path: '/m/home',
    source: 'draft',
    language: 'EN',
    device: 'other',
    status: '',
    flags: {},
    at: '',
    country: '',
  })
  const [lastAction, setLastAction] = useState('')
  const texts = useDraftTexts(draft, facts.language)
  const { columns, error } = usePreview(facts, draft)
  const platformFlags = (columns?.[0]?.explain.facts.flags ?? {}) as Record<string, boolean>
  return (
    <div className="studio-matrix">
      <h2>Preview: one screen for six audiences</h2>
      <FactsForm draft={draft} facts={facts} platformFlags={platformFlags} onFacts={setFacts} />
      <ShareLink
        path={facts.path}
        language={facts.language}
        device={facts.device}
        country={/^[A-Z]{2}$/.test(facts.country) ? facts.country : undefined}
        source={facts.source}
      />
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      <p className="studio-note" aria-live="polite">
        {lastAction || 'Taps in the preview are shown here, not run.'}
      </p>
      <div className="studio-columns">
        {columns?.map((c) => (
          <PreviewColumn key={c.audience} column={c} language={facts.language} texts={texts} onAction={setLastAction} />
        ))}
      </div>
    </div>
  )
}

/** The draft's chrome texts in one language (none while its file does not parse). */
function useDraftTexts(draft: DraftState, language: Language) {
  return useMemo(() => {
    try {
      return JSON.parse(draft.text(`i18n/${language.toLowerCase()}.json`) || '{}') as Record<string, string>
    } catch {
      return {}
    }
  }, [draft, language])
}

/** The six columns for these facts, asked again when the facts or the draft's texts change. */
function usePreview(facts: Facts, draft: DraftState) {
  const [columns, setColumns] = useState<Column[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The Preview tab shows only once the gateway holds the draft on screen (the workspace waits for it).
  const load = useCallback(() => {
    const body = {
      path: facts.path,
      source: facts.source,
      language: facts.language,
      device: facts.device,
      flags: facts.flags,
      ...(facts.status ? { status: Number(facts.status) } : {}),
      // The browser reads the field in the operator's own time zone.
      ...(facts.at ? { at: new Date(facts.at).toISOString() } : {}),
      ...(/^[A-Z]{2}$/.test(facts.country) ? { country: facts.country } : {}),
    }
    return studioPost<{ columns: Column[] }>('/api/studio/preview', body).then(
      (r) => {
        setError(null)
        setColumns(r.columns)
      },
      (e: unknown) => setError(e instanceof StudioError ? e.message : 'The preview failed'),
    )
  }, [facts])
  useEffect(() => void load(), [load, draft.texts])
  return { columns, error }
}

type FactsFormProps = { draft: DraftState; facts: Facts; platformFlags: Record<string, boolean>; onFacts: Dispatch<SetStateAction<Facts>> }

function FactsForm({ draft, facts, platformFlags, onFacts }: FactsFormProps) {
  const knownFlags = Object.keys(platformFlags).sort()
  const set = (patch: Partial<Facts>) => onFacts((f) => ({ ...f, ...patch }))
  return (
    <form className="studio-facts" onSubmit={(e) => e.preventDefault()} aria-label="Preview facts">
      <label>
        Screen
        <select value={facts.path} onChange={(e) => set({ path: e.target.value })}>
          {routesOf(draft).map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
      <label>
        Layouts
        <select value={facts.source} onChange={(e) => set({ source: e.target.value as Facts['source'] })}>
          <option value="draft">My draft</option>
          <option value="live">Live</option>
        </select>
      </label>
      <label>
        Language
        <select value={facts.language} onChange={(e) => set({ language: e.target.value as Language })}>
          {LANGS.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      <label>
        Device
        <select value={facts.device} onChange={(e) => set({ device: e.target.value as Facts['device'] })}>
          <option>other</option>
          <option>ios</option>
          <option>android</option>
        </select>
      </label>
      <label>
        Status
        <select value={facts.status} onChange={(e) => set({ status: e.target.value as Facts['status'] })}>
          <option value="">As the platform says</option>
          <option value="0">0 open</option>
          <option value="1">1 maintenance</option>
          <option value="2">2 restricted</option>
        </select>
      </label>
      <label>
        As at
        <input type="datetime-local" value={facts.at} onChange={(e) => set({ at: e.target.value })} aria-describedby="studio-at-note" />
      </label>
      <span id="studio-at-note" className="studio-note">
        Empty: now. Time windows and scheduled content decide with this time.
      </span>
      <label>
        Country
        <input
          value={facts.country}
          maxLength={2}
          size={3}
          placeholder="TH"
          onChange={(e) => set({ country: e.target.value.toUpperCase() })}
          aria-describedby="studio-country-note"
        />
      </label>
      <span id="studio-country-note" className="studio-note">
        Two letters; empty: unknown.
      </span>
      <fieldset className="studio-flags">
        <legend>White-label flags</legend>
        {knownFlags.map((flag) => (
          <label key={flag} className="studio-role">
            <input
              type="checkbox"
              checked={facts.flags[flag] ?? platformFlags[flag] === true}
              onChange={(e) => set({ flags: { ...facts.flags, [flag]: e.target.checked } })}
            />
            {flag}
          </label>
        ))}
      </fieldset>
    </form>
  )
}
