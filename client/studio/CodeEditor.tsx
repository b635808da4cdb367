import { autocompletion } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { json, jsonLanguage } from '@codemirror/lang-json'
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { type Diagnostic, linter, lintGutter, setDiagnostics } from '@codemirror/lint'
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search'
import { Annotation, EditorState } from '@codemirror/state'
import { EditorView, hoverTooltip, keymap, lineNumbers } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { jsonCompletion, jsonSchemaHover, parseJSONDocumentState, stateExtensions } from 'codemirror-json-schema'
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

/** The smallest change from one text to the other (their common start and end kept): an undo step of its own. */
function changeBetween(from: string, to: string): { from: number; to: number; insert: string } {
  let start = 0
  while (start < from.length && start < to.length && from[start] === to[start]) start++
  let end = 0
  while (end < from.length - start && end < to.length - start && from[from.length - 1 - end] === to[to.length - 1 - end]) end++
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) }
}

/** Marks a change that came from outside the editor (the Structure pane, the Texts tab, a merge): not echoed back. */
const outside = Annotation.define<boolean>()

type Props = {
  file: string
  value: string
  schema: object | undefined
  problems: readonly Problem[]
  nonce: string
  focus?: { path: string } | undefined
  onChange: (file: string, text: string) => void
}

/** A file's editor state: the language, completion and hover from its schema, search, undo, and its changes reported. */
function createState(name: string, text: string, schema: object | undefined, nonce: string, report: (name: string, text: string) => void): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      EditorView.cspNonce.of(nonce),
      lineNumbers(),
      history(),
      search({ top: true }),
      highlightSelectionMatches(),
      keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap]),
      json(),
      syntaxHighlighting(HIGHLIGHT),
      lintGutter(),
      linter(null),
      autocompletion(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': `Contents of ${name}`, tabindex: '0' }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged && !u.transactions.some((t) => t.annotation(outside))) report(name, u.state.doc.toString())
      }),
      ...(schema
        ? [
            jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
            hoverTooltip(jsonSchemaHover()),
            stateExtensions(schema as Parameters<typeof stateExtensions>[0]),
          ]
        : []),
    ],
  })
}

/**
 * One editor view for the studio's life, and one state per file swapped in and out of it: a file's undo history
 * survives switching to another file and back.
 */
function useFileEditor(file: string, value: string, schema: object | undefined, nonce: string, onChange: Props['onChange']) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const states = useRef(new Map<string, EditorState>())
  const shownFile = useRef(file)
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  const stateFor = (name: string) => states.current.get(name) ?? createState(name, value, schema, nonce, (n, t) => latest.current(n, t))
  useEffect(() => {
    if (!host.current) return
    view.current = new EditorView({ parent: host.current, state: stateFor(file) })
    const kept = states.current
    return () => {
      if (view.current) kept.set(shownFile.current, view.current.state)
      view.current?.destroy()
    }
    // One editor for the studio's life; files swap their states in and out of it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nonce])
  useEffect(() => {
    const v = view.current
    if (!v || shownFile.current === file) return
    states.current.set(shownFile.current, v.state)
    shownFile.current = file
    v.setState(stateFor(file))
    // The text of the file as it is now; its state may be from before an outside change (dispatched below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file])
  return { host, view }
}

/**
 * CodeMirror 6 over the layout files: completion and hover from the generated JSON Schema, inline errors from the
 * gateway's checks, search (Ctrl+F), styles injected under the page's CSP nonce. Changes made outside the editor
 * (the Structure pane, the Texts tab, a merge) are undoable steps of the file's own history.
 */
export function CodeEditor({ file, value, schema, problems, nonce, focus, onChange }: Props) {
  const { host, view } = useFileEditor(file, value, schema, nonce, onChange)
  useEffect(() => {
    const v = view.current
    const doc = v?.state.doc.toString()
    if (v && doc !== undefined && doc !== value) v.dispatch({ changes: changeBetween(doc, value), annotations: outside.of(true) })
  }, [view, value, file])
  useEffect(() => {
    const v = view.current
    if (v) v.dispatch(setDiagnostics(v.state, diagnosticsOf(v.state, problems)))
  }, [view, problems, value, file])
  useEffect(() => {
    const v = view.current
    if (!v || focus === undefined) return
    const range = rangeOf(v.state, focus.path)
    v.dispatch({ selection: { anchor: range.from, head: range.to }, scrollIntoView: true })
    v.focus()
  }, [view, focus, file])
  return <div className="studio-editor" ref={host} />
}
