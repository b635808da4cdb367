import { useMemo, useState } from 'react'
import type { Language } from '../../schemas/text.ts'
import { I18NEXT_CODE } from '../lib/language.ts'
import { setValue } from './jsonEdits.ts'
import type { DraftState } from './useDraft.ts'

const LANGS = ['en', 'cn', 'th', 'vi', 'ur'] as const
const SHOWN_AT_MOST = 100
type Use = { file: string; path: string }

function textsOf(draft: DraftState, lang: string): Record<string, string> {
  try {
    return JSON.parse(draft.text(`i18n/${lang}.json`) || '{}') as Record<string, string>
  } catch {
    return {}
  }
}

/** Where each text key is used: every `{ "t": key }` of the screens and the shell, with its JSON path. */
function usesOf(draft: DraftState): Map<string, Use[]> {
  const uses = new Map<string, Use[]>()
  const walk = (file: string, value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(file, v, `${path}[${i}]`))
    else if (value && typeof value === 'object') {
      const entries = Object.entries(value)
      const t = (value as { t?: unknown }).t
      if (entries.length === 1 && typeof t === 'string') uses.set(t, [...(uses.get(t) ?? []), { file, path }])
      else for (const [k, v] of entries) walk(file, v, path ? `${path}.${k}` : k)
    }
  }
  for (const file of Object.keys(draft.base.files)) {
    if (file.startsWith('i18n/')) continue
    try {
      walk(file, JSON.parse(draft.text(file)), '')
    } catch {
      // A file that does not parse has its own problem in the Edit tab.
    }
  }
  return uses
}

type RowProps = {
  textKey: string
  texts: Record<string, string>[]
  uses: Use[] | undefined
  onEdit: (lang: string, key: string, value: string) => void
  onOpen: (file: string, path?: string) => void
}

/** One key: its text in each language (a missing or empty one marked), and each place a layout uses it. */
function TextRow({ textKey: key, texts, uses, onEdit, onOpen }: RowProps) {
  return (
    <tr>
      <th scope="row">
        <code>{key}</code>
      </th>
      {LANGS.map((lang, i) => {
        const has = Boolean(texts[i]?.[key]?.trim())
        return (
          <td key={lang} className={has ? undefined : 'studio-missing'}>
            <input
              value={texts[i]?.[key] ?? ''}
              placeholder={has ? '' : 'missing'}
              lang={I18NEXT_CODE[lang.toUpperCase() as Language]}
              aria-label={`${key} in ${lang.toUpperCase()}`}
              onChange={(e) => onEdit(lang, key, e.target.value)}
            />
          </td>
        )
      })}
      <td>
        {(uses ?? []).map((u) => (
          <button key={`${u.file} ${u.path}`} type="button" className="studio-link" onClick={() => onOpen(u.file, u.path)}>
            {u.file} {u.path}
          </button>
        ))}
        {!uses && <span className="studio-note">the site's own texts (no layout uses it)</span>}
      </td>
    </tr>
  )
}

/** A new key, written into every language file at once (empty texts, marked missing until each is written). */
function AddKey({ keys, onAdd }: { keys: string[]; onAdd: (key: string) => void }) {
  const [fresh, setFresh] = useState('')
  const taken = keys.includes(fresh)
  return (
    <>
      <label>
        New key
        <input value={fresh} onChange={(e) => setFresh(e.target.value.trim())} pattern="[a-z0-9_]+" aria-invalid={taken} />
      </label>
      <button
        type="button"
        className="studio-button"
        disabled={!/^[a-z0-9_]+$/.test(fresh) || taken}
        onClick={() => {
          onAdd(fresh)
          setFresh('')
        }}
      >
        Add the key in every language
      </button>
    </>
  )
}

type TextsTable = {
  texts: Record<string, string>[]
  rows: string[]
  uses: ReturnType<typeof usesOf>
  onEdit: (lang: string, key: string, value: string) => void
  onOpen: (file: string, path?: string) => void
}

/** The keys found, one row a key, at most SHOWN_AT_MOST of them. */
function TextsTable({ texts, rows, uses, onEdit, onOpen }: TextsTable) {
  return (
    <>
      {rows.length > SHOWN_AT_MOST && (
        <p className="studio-note">
          Showing {SHOWN_AT_MOST} of {rows.length} keys: search to narrow.
        </p>
      )}
      <table className="studio-table studio-texts-table">
        <thead>
          <tr>
            <th scope="col">Key</th>
            {LANGS.map((l) => (
              <th key={l} scope="col">
                {l.toUpperCase()}
              </th>
            ))}
            <th scope="col">Used in</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN_AT_MOST).map((key) => (
            <TextRow key={key} textKey={key} texts={texts} uses={uses.get(key)} onEdit={onEdit} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </>
  )
}

/** The keys a search and the "only missing" choice leave. */
function rowsOf(keys: string[], texts: Record<string, string>[], query: string, onlyMissing: boolean): string[] {
  const q = query.trim().toLowerCase()
  const found = (k: string) => !q || k.toLowerCase().includes(q) || texts.some((t) => t[k]?.toLowerCase().includes(q))
  return keys.filter((k) => (!onlyMissing || texts.some((t) => !t[k]?.trim())) && found(k))
}

/** Every text key in the five languages, one row a key: edit any of them, see where it is used, find what is missing. */
export function TextsTab({ draft, onOpen }: { draft: DraftState; onOpen: (file: string, path?: string) => void }) {
  const texts = LANGS.map((lang) => textsOf(draft, lang))
  const uses = useMemo(() => usesOf(draft), [draft])
  const [query, setQuery] = useState('')
  const [onlyMissing, setOnlyMissing] = useState(false)
  const keys = [...new Set(texts.flatMap((t) => Object.keys(t)))].sort()
  const missing = keys.reduce((n, k) => n + texts.filter((t) => !t[k]?.trim()).length, 0)
  const edit = (lang: string, key: string, value: string) => {
    const file = `i18n/${lang}.json`
    draft.change(file, setValue(draft.text(file), [key], value))
  }
  const addKey = (key: string) => {
    LANGS.forEach((lang) => edit(lang, key, ''))
    setQuery(key)
  }
  return (
    <div className="studio-texts">
      <h2>Texts</h2>
      <p className={missing ? 'studio-error' : 'studio-ok'}>
        {missing ? `${missing} text(s) missing (marked below): publishing is refused until every language has every key.` : 'Every language has every key.'}
      </p>
      <div className="studio-facts">
        <label>
          Find a key or a text
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <label className="studio-role">
          <input type="checkbox" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />
          Only keys with a missing text
        </label>
        <AddKey keys={keys} onAdd={addKey} />
      </div>
      <TextsTable texts={texts} rows={rowsOf(keys, texts, query, onlyMissing)} uses={uses} onEdit={edit} onOpen={onOpen} />
    </div>
  )
}
