import { I18NEXT_CODE } from '../lib/language.ts'
import type { Language } from '../../schemas/text.ts'
import type { DraftState } from './Workspace.tsx'

const LANGS = ['en', 'cn', 'th', 'vi', 'ur']

function textsOf(draft: DraftState, lang: string): Record<string, string> {
  const text = draft.draft[`i18n/${lang}.json`] ?? draft.live[`i18n/${lang}.json`]
  try {
    return text ? (JSON.parse(text) as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Every text key by language, the missing ones marked (English would show instead). */
export function TextsTab({ draft }: { draft: DraftState }) {
  const texts = LANGS.map((lang) => textsOf(draft, lang))
  const keys = [...new Set(texts.flatMap((t) => Object.keys(t)))].sort()
  const missing = keys.reduce((n, k) => n + texts.filter((t) => !(k in t)).length, 0)
  return (
    <div className="studio-texts">
      <h2>Texts</h2>
      <p className={missing ? 'studio-error' : 'studio-ok'}>{missing ? `${missing} text(s) missing: publishing is refused until every language has every key.` : 'Every language has every key.'}</p>
      <table className="studio-table">
        <thead><tr><th scope="col">Key</th>{LANGS.map((l) => <th key={l} scope="col">{l.toUpperCase()}</th>)}</tr></thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row"><code>{key}</code></th>
              {texts.map((t, i) => (key in t ? <td key={i} lang={I18NEXT_CODE[(LANGS[i] ?? 'en').toUpperCase() as Language]}>{t[key]}</td> : <td key={i} className="studio-missing">missing</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
