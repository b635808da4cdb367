import { useState } from 'react'
import { CodeEditor } from './CodeEditor.tsx'
import { Structure } from './Structure.tsx'
import type { DraftState } from './Workspace.tsx'

function schemaFor(file: string, schemas: DraftState['schemas']): object | undefined {
  if (file === 'shell.json') return schemas.shell
  return file.startsWith('screens/') ? schemas.screen : undefined
}

/** Every layout file: the list, the direct controls, the code editor and the problems of the whole draft. */
export function EditTab({ draft, nonce }: { draft: DraftState; nonce: string }) {
  const names = Object.keys(draft.live).sort((a, b) => (a === 'shell.json' ? -1 : b === 'shell.json' ? 1 : a.localeCompare(b)))
  const [file, setFile] = useState('screens/home.json')
  const text = draft.draft[file] ?? draft.live[file] ?? ''
  const problems = draft.problems.filter((p) => p.file === file)
  return (
    <div className="studio-edit">
      <nav className="studio-files" aria-label="Layout files">
        <ul>
          {names.map((name) => (
            <li key={name}>
              <button type="button" className="studio-file" aria-current={name === file ? 'true' : undefined} onClick={() => setFile(name)}>
                {name}
                {name in draft.draft && <span className="studio-chip">draft</span>}
                {draft.problems.some((p) => p.file === name) && <span className="studio-chip studio-chip--bad">errors</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="studio-structure" aria-label="Order and audience">
        <h2>{file}</h2>
        <Structure file={file} text={text} onChange={(t) => draft.change(file, t)} />
      </section>
      <section className="studio-code-pane" aria-label="JSON">
        <CodeEditor file={file} value={text} schema={schemaFor(file, draft.schemas)} problems={problems} nonce={nonce} onChange={(t) => draft.change(file, t)} />
        <div className="studio-problems" aria-live="polite">
          {draft.problems.length === 0 ? (
            <p className="studio-ok">The draft is valid.</p>
          ) : (
            <ul>
              {draft.problems.map((p, i) => (
                <li key={i} className="studio-error">{p.file} at {p.path}: {p.message}</li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  )
}
