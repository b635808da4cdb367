import { CodeEditor } from './CodeEditor.tsx'
import { ProblemList, problemsOf } from './ProblemList.tsx'
import { Structure } from './Structure.tsx'
import type { DraftState } from './useDraft.ts'

function schemaFor(file: string, schemas: DraftState['schemas']): object | undefined {
  if (file === 'shell.json') return schemas.shell
  return file.startsWith('screens/') ? schemas.screen : undefined
}

type Props = { draft: DraftState; nonce: string; file: string; focus: { path: string } | undefined; onOpen: (file: string, path?: string) => void }

/** Every layout file: the list, the direct controls, the code editor and the problems of the whole draft. */
export function EditTab({ draft, nonce, file, focus, onOpen }: Props) {
  const problems = problemsOf(draft.checks)
  const text = draft.text(file)
  return (
    <div className="studio-edit">
      <FileList draft={draft} file={file} problems={problems} onOpen={onOpen} />
      <section className="studio-structure" aria-label="Order and audience">
        <h2>{file}</h2>
        <Structure file={file} text={text} files={{ ...draft.base.files, ...draft.texts }} onChange={(t) => draft.change(file, t)} />
      </section>
      <section className="studio-code-pane" aria-label="JSON">
        <CodeEditor
          file={file}
          value={text}
          schema={schemaFor(file, draft.schemas)}
          problems={problems.filter((p) => p.file === file)}
          nonce={nonce}
          focus={focus}
          onChange={(name, t) => draft.change(name, t)}
        />
        <ProblemList draft={draft} onOpen={onOpen} />
      </section>
    </div>
  )
}

type FileListProps = { draft: DraftState; file: string; problems: ReturnType<typeof problemsOf>; onOpen: (file: string) => void }

/** The layout files, shell first, each marked when it is a draft, unsaved, has errors, or another operator edits it. */
function FileList({ draft, file, problems, onOpen }: FileListProps) {
  const names = Object.keys(draft.base.files).sort((a, b) => (a === 'shell.json' ? -1 : b === 'shell.json' ? 1 : a.localeCompare(b)))
  const others = new Map(draft.others.flatMap((o) => o.files.map((f) => [f.file, o.operator] as const)))
  return (
    <nav className="studio-files" aria-label="Layout files">
      <ul>
        {names.map((name) => (
          <li key={name}>
            <button type="button" className="studio-file" aria-current={name === file ? 'true' : undefined} onClick={() => onOpen(name)}>
              {name}
              {name in draft.texts && <span className="studio-chip">draft</span>}
              {draft.saves[name]?.status === 'failed' && <span className="studio-chip studio-chip--bad">not saved</span>}
              {problems.some((p) => p.file === name) && <span className="studio-chip studio-chip--bad">errors</span>}
              {others.has(name) && <span className="studio-chip">{others.get(name)} too</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
