import { diffComm } from 'node-diff3'
import { useEffect, useState } from 'react'
import { type Files, type StudioConflict, studioGet } from './api.ts'

const CONTEXT = 2
const WORDS = { same: 'unchanged', changed: 'changed', added: 'added', removed: 'removed' } as const

/** A line diff with a little context around each change, as a review shows it. */
function LineDiff({ from, to, label }: { from: string; to: string; label: string }) {
  const lines: { kind: 'same' | 'gone' | 'new' | 'gap'; text: string }[] = []
  for (const part of diffComm(from.split('\n'), to.split('\n'))) {
    if (part.common) {
      const c = part.common
      if (c.length > CONTEXT * 2 + 1) {
        lines.push(
          ...c.slice(0, CONTEXT).map((text) => ({ kind: 'same' as const, text })),
          { kind: 'gap', text: `… ${c.length - CONTEXT * 2} unchanged lines` },
          ...c.slice(-CONTEXT).map((text) => ({ kind: 'same' as const, text })),
        )
      } else lines.push(...c.map((text) => ({ kind: 'same' as const, text })))
    } else {
      lines.push(
        ...(part.buffer1 ?? []).map((text) => ({ kind: 'gone' as const, text })),
        ...(part.buffer2 ?? []).map((text) => ({ kind: 'new' as const, text })),
      )
    }
  }
  const trimmed = lines[0]?.kind === 'same' ? lines.slice(lines.findIndex((l) => l.kind !== 'same') - CONTEXT) : lines
  return (
    <figure className="studio-linediff">
      <figcaption>{label}</figcaption>
      <pre>
        {trimmed.map((l, i) => (
          <span key={i} className={`studio-line studio-line--${l.kind}`}>
            {l.kind === 'gone' ? '- ' : l.kind === 'new' ? '+ ' : '  '}
            {l.text}
            {'\n'}
          </span>
        ))}
      </pre>
    </figure>
  )
}

/** One row a file: unchanged, changed, added or removed, on live and in the draft. */
function ChangedFiles({ files, who }: { files: StudioConflict['files']; who: string }) {
  return (
    <table className="studio-table">
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Live ({who})</th>
          <th scope="col">Your draft</th>
        </tr>
      </thead>
      <tbody>
        {files.map((f) => (
          <tr key={f.file} className={f.live !== 'same' && f.draft !== 'same' ? 'studio-overlap' : undefined}>
            <th scope="row">{f.file}</th>
            <td>{WORDS[f.live]}</td>
            <td>
              {WORDS[f.draft]}
              {f.live !== 'same' && f.draft !== 'same' ? ' (both: merged line by line)' : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Per file, what changed live since the draft started and what the draft changes, with both line diffs. */
export function ConflictView({ conflict, base, draft }: { conflict: StudioConflict; base: Files; draft: Files }) {
  const [live, setLive] = useState<Files | null>(null)
  useEffect(() => {
    void studioGet<{ files: Files }>('/api/studio/files').then(
      (r) => setLive(r.files),
      () => undefined,
    )
  }, [conflict.live.version])
  const who = conflict.live.by === 'disk' ? 'the layout folder' : conflict.live.by
  return (
    <section className="studio-panel" aria-label="What changed since your draft started">
      <h3>What changed since your draft started</h3>
      <ChangedFiles files={conflict.files} who={who} />
      {conflict.files.map((f) => (
        <details key={f.file} className="studio-filediff">
          <summary>▸ The line changes of {f.file}</summary>
          {f.live !== 'same' && live && <LineDiff label={`Live: what ${who} changed`} from={base[f.file] ?? ''} to={live[f.file] ?? ''} />}
          {f.draft !== 'same' && <LineDiff label="Your draft: what you changed" from={base[f.file] ?? ''} to={draft[f.file] ?? ''} />}
        </details>
      ))}
    </section>
  )
}
