import { useState } from 'react'
import { AUDIENCE_LABELS, reasonOf, studioPost } from './api.ts'

const AUDIENCE_OPTIONS = Object.entries(AUDIENCE_LABELS).map(([id, label]) => (
  <option key={id} value={id}>
    {label}
  </option>
))

type Props = { path: string; language: string; device: string; country?: string | undefined; source: 'draft' | 'live' }

/** The link made, to open or copy, and until when it opens. */
function MadeLink({ made }: { made: { url: string; expires: string } }) {
  return (
    <p role="status">
      <a href={made.url} target="_blank" rel="noopener noreferrer">
        {made.url}
      </a>{' '}
      (until {new Date(made.expires).toLocaleString()}){' '}
      <button type="button" className="studio-button" onClick={() => void navigator.clipboard?.writeText(made.url)}>
        Copy
      </button>
    </p>
  )
}

/** A signed, expiring link to this screen for one audience, to open on a phone without a studio account. */
export function ShareLink({ path, language, device, country, source }: Props) {
  const [audience, setAudience] = useState('visitor')
  const [hours, setHours] = useState(24)
  const [made, setMade] = useState<{ url: string; expires: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const make = () => {
    setError(null)
    studioPost<{ url: string; expires: string }>('/api/studio/share', {
      path,
      audience,
      language,
      device,
      source,
      hours,
      ...(country ? { country } : {}),
    }).then(
      (r) => setMade({ url: `${window.location.origin}${r.url}`, expires: r.expires }),
      (e: unknown) => setError(reasonOf(e)),
    )
  }
  return (
    <fieldset className="studio-add" aria-label="Share a preview link">
      <legend>
        Share this screen ({source === 'draft' ? 'your draft' : 'live'}, {language}
        {country ? `, ${country}` : ''}) as a read-only link
      </legend>
      <label>
        Audience
        <select value={audience} onChange={(e) => setAudience(e.target.value)}>
          {AUDIENCE_OPTIONS}
        </select>
      </label>
      <label>
        Valid for (hours)
        <input type="number" min={1} max={72} value={hours} onChange={(e) => setHours(Number(e.target.value))} />
      </label>
      <button type="button" className="studio-button" onClick={make}>
        Make the link
      </button>
      {made && <MadeLink made={made} />}
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
