import { autocompletion } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { json, jsonLanguage } from '@codemirror/lang-json'
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { type Diagnostic, linter, lintGutter, setDiagnostics } from '@codemirror/lint'
import { EditorState } from '@codemirror/state'
import { EditorView, hoverTooltip, keymap, lineNumbers } from '@codemirror/view'
import { jsonCompletion, jsonSchemaHover, parseJSONDocumentState, stateExtensions } from 'codemirror-json-schema'
import { tags } from '@lezer/highlight'
import { useEffect, useRef } from 'react'
import type { Problem } from './api.ts'

/** `blocks[2].props.items[0]` or `header.titles["/m/x"]` → the JSON pointer `/blocks/2/props/items/0`. */
function pointerOf(path: string): string {
  const parts: string[] = []
  for (const m of path.matchAll(/\[("(?:[^"\\]|\\.)*"|\d+)\]|([^.[\]]+)/g)) {
    const part = m[1] !== undefined ? (m[1].startsWith('"') ? (JSON.parse(m[1]) as string) : m[1]) : (m[2] ?? '')
    parts.push(part.replaceAll('~', '~0').replaceAll('/', '~1'))
  }
  return parts.length ? `/${parts.join('/')}` : ''
}

/** Where in the text a problem's JSON path (or line and column) points. */
function rangeOf(state: EditorState, path: string): { from: number; to: number } {
  const at = /^\(line (\d+), column (\d+)\)$/.exec(path)
  if (at) {
    const line = state.doc.line(Math.min(Number(at[1]), state.doc.lines))
    const from = Math.min(line.from + Number(at[2]) - 1, line.to)
    return { from, to: Math.min(from + 1, state.doc.length) }
  }
  if (path.startsWith('(')) return { from: 0, to: Math.min(1, state.doc.length) }
  const pointers = parseJSONDocumentState(state).pointers
  let pointer = pointerOf(path)
  while (pointer && !pointers.has(pointer)) pointer = pointer.slice(0, pointer.lastIndexOf('/'))
  const found = pointers.get(pointer) as { keyFrom?: number; keyTo?: number; valueFrom?: number; valueTo?: number } | undefined
  const from = found?.keyFrom ?? found?.valueFrom ?? 0
  return { from, to: Math.max(from, found?.valueTo ?? found?.keyTo ?? from + 1) }
}

function diagnosticsOf(state: EditorState, problems: readonly Problem[]): Diagnostic[] {
  return problems.map((p) => ({ ...rangeOf(state, p.path), severity: 'error', message: `${p.path}: ${p.message}`, source: 'layouts:check' }))
}

// Colours from the site's tokens, so both themes keep their contrast.
const HIGHLIGHT = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--accent)' },
  { tag: tags.string, color: 'var(--text)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--success)' },
])

type Props = { file: string; value: string; schema: object | undefined; problems: readonly Problem[]; nonce: string; onChange: (text: string) => void }

/**
 * CodeMirror 6 over one layout file: completion and hover from the generated JSON Schema, inline errors from the
 * gateway's own validation (the same as `npm run layouts:check`), styles injected under the page's CSP nonce.
 */
export function CodeEditor({ file, value, schema, problems, nonce, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    if (!host.current) return
    const extensions = [
      EditorView.cspNonce.of(nonce),
      lineNumbers(),
      history(),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      json(),
      syntaxHighlighting(HIGHLIGHT),
      lintGutter(),
      linter(null),
      autocompletion(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': `Contents of ${file}` }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) latest.current(u.state.doc.toString())
      }),
      ...(schema ? [jsonLanguage.data.of({ autocomplete: jsonCompletion() }), hoverTooltip(jsonSchemaHover()), stateExtensions(schema as Parameters<typeof stateExtensions>[0])] : []),
    ]
    view.current = new EditorView({ parent: host.current, state: EditorState.create({ doc: value, extensions }) })
    return () => view.current?.destroy()
    // One editor per file: a new file (or an outside change, below) replaces the text, not the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, schema, nonce])
  useEffect(() => {
    const v = view.current
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } })
  }, [value])
  useEffect(() => {
    const v = view.current
    if (v) v.dispatch(setDiagnostics(v.state, diagnosticsOf(v.state, problems)))
  }, [problems, value])
  return <div className="studio-editor" ref={host} />
}
