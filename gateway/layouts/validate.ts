import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { BLOCK_TYPES } from '../../schemas/blocks/index.ts'
import type { ScreenLayout, ShellLayout, Texts } from '../../schemas/layout.ts'
import { ScreenLayoutSchema, ShellLayoutSchema, TextsSchema } from '../../schemas/layout.ts'
import { LANGUAGES } from '../../schemas/text.ts'
import { ownershipProblems, screenRouteProblems, shellRouteProblems } from './routeRules.ts'

export type LayoutProblem = { file: string; path: string; message: string }

export type LayoutSet = {
  shell: ShellLayout
  screens: ScreenLayout[]
  texts: Record<string, Texts>
  version: string
}

export type LayoutFiles = Record<string, string>

type Parsed = { shell?: ShellLayout; screens: Map<string, ScreenLayout>; texts: Map<string, Texts> }

/** Formats a Zod path as a JSON path operators can follow: `blocks[2].props.items[0].action`. */
function jsonPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : `${out ? '.' : ''}${String(part)}`
  return out || '(root)'
}

/** A line git or the studio's merge leaves where a draft and live both changed the same lines. */
const CONFLICT_MARKER = /^(<{7}|={7}|>{7})( |$)/m

function parseJson(file: string, text: string): { value?: unknown; problem?: LayoutProblem } {
  const marker = CONFLICT_MARKER.exec(text)
  if (marker) {
    const where = lineAndColumn(text, marker.index)
    return { problem: { file, path: where, message: 'an unresolved conflict between your draft and live: keep the lines you want, and delete the <<<<<<<, ======= and >>>>>>> lines' } }
  }
  try {
    return { value: JSON.parse(text) }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    const position = /position (\d+)/.exec(detail)?.[1]
    const where = position === undefined ? '(syntax)' : lineAndColumn(text, Number(position))
    return { problem: { file, path: where, message: `invalid JSON: ${detail}` } }
  }
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n')
  return `(line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_union' && issue.path.at(-1) === 'type') {
    const got = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], value)
    return `unknown type ${JSON.stringify(got)}; known block types: ${BLOCK_TYPES.join(', ')}`
  }
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
  return issue.message
}

function parseWith<S extends z.ZodType>(schema: S, file: string, text: string): { data?: z.infer<S>; problems: LayoutProblem[] } {
  const json = parseJson(file, text)
  if (json.problem) return { problems: [json.problem] }
  const result = schema.safeParse(json.value)
  if (result.success) return { data: result.data, problems: [] }
  return { problems: result.error.issues.map((i) => ({ file, path: jsonPath(i.path), message: describeIssue(i, json.value) })) }
}

function parseFiles(files: LayoutFiles): { parsed: Parsed; problems: LayoutProblem[] } {
  const parsed: Parsed = { screens: new Map(), texts: new Map() }
  const problems: LayoutProblem[] = []
  for (const [file, text] of Object.entries(files)) {
    if (file === 'shell.json') {
      const r = parseWith(ShellLayoutSchema, file, text)
      problems.push(...r.problems)
      if (r.data) parsed.shell = r.data
    } else if (file.startsWith('screens/')) {
      const r = parseWith(ScreenLayoutSchema, file, text)
      const expected = file.slice('screens/'.length, -'.json'.length)
      if (r.data && r.data.id !== expected) r.problems.push({ file, path: 'id', message: `must equal the file name "${expected}"` })
      problems.push(...r.problems)
      if (r.data && r.problems.length === 0) parsed.screens.set(file, r.data)
    } else if (file.startsWith('i18n/')) {
      const r = parseWith(TextsSchema, file, text)
      const lang = file.slice('i18n/'.length, -'.json'.length).toUpperCase()
      if (!(LANGUAGES as readonly string[]).includes(lang)) r.problems.push({ file, path: '(file)', message: `unknown language ${lang}` })
      problems.push(...r.problems)
      if (r.data && r.problems.length === 0) parsed.texts.set(lang, r.data)
    }
  }
  return { parsed, problems }
}

/** Walks every action and text key of a layout, so cross-file references can be checked. */
function* walk(value: unknown, path: (string | number)[] = []): Generator<{ node: Record<string, unknown>; path: (string | number)[] }> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* walk(v, [...path, i])
  } else if (value && typeof value === 'object') {
    yield { node: value as Record<string, unknown>, path }
    for (const [k, v] of Object.entries(value)) yield* walk(v, [...path, k])
  }
}

function referenceProblems(file: string, layout: unknown, routes: Set<string> | null, textKeys: Set<string> | null): LayoutProblem[] {
  const problems: LayoutProblem[] = []
  for (const { node, path } of walk(layout)) {
    if (routes && (node.type === 'navigate' || node.type === 'back')) {
      const target = String(node.type === 'navigate' ? node.to : node.fallback)
      const pathname = (target ?? '').split(/[?#]/)[0] ?? ''
      if (!routes.has(pathname)) problems.push({ file, path: jsonPath(path), message: `target ${JSON.stringify(target)} is not a route of shell.json` })
    }
    if (textKeys && typeof node.t === 'string' && Object.keys(node).length === 1 && !textKeys.has(node.t)) {
      problems.push({ file, path: jsonPath(path), message: `text key ${JSON.stringify(node.t)} is missing from i18n/en.json` })
    }
  }
  return problems
}

/** A redirect leads to a route of the shell, and never to another route of the same screen (it would loop). */
function redirectProblems(file: string, screen: ScreenLayout, routes: Set<string> | null): LayoutProblem[] {
  return screen.redirects.flatMap((redirect, i) => {
    const pathname = redirect.to.split(/[?#]/)[0] ?? ''
    const path = `redirects[${i}].to`
    if (routes && !routes.has(pathname)) return [{ file, path, message: `target ${JSON.stringify(redirect.to)} is not a route of shell.json` }]
    if (screen.routes.includes(pathname)) return [{ file, path, message: `target ${JSON.stringify(redirect.to)} is a route of this screen: the redirect would loop` }]
    return []
  })
}

function duplicateIdProblems(file: string, screen: ScreenLayout): LayoutProblem[] {
  const seen = new Set<string>()
  const problems: LayoutProblem[] = []
  screen.blocks.forEach((b, i) => {
    if (seen.has(b.id)) problems.push({ file, path: `blocks[${i}].id`, message: `duplicate block id ${JSON.stringify(b.id)}` })
    seen.add(b.id)
  })
  return problems
}

/**
 * Validates a set of layout files (relative path → text). Files with problems are left out of the set;
 * the caller decides whether to keep an earlier good version of them.
 */
export function validateLayouts(files: LayoutFiles): { set: Partial<LayoutSet> & { screens: ScreenLayout[]; texts: Record<string, Texts> }; problems: LayoutProblem[]; validFiles: Set<string> } {
  const { parsed, problems } = parseFiles(files)
  const validFiles = new Set(Object.keys(files).filter((f) => !problems.some((p) => p.file === f)))
  // Without a valid shell the route table is unknown; the store checks again against the last good shell.
  const routes = parsed.shell ? new Set(parsed.shell.routes) : null
  // With English present but broken, its own problem says so: every text key would be reported missing otherwise.
  const english = parsed.texts.get('EN')
  const textKeys = english ? new Set(Object.keys(english)) : 'i18n/en.json' in files ? null : new Set<string>()
  const screens: ScreenLayout[] = []
  if (parsed.shell) {
    const shellProblems = [...referenceProblems('shell.json', parsed.shell, routes, textKeys), ...shellRouteProblems(parsed.shell).map((p) => ({ file: 'shell.json', ...p }))]
    problems.push(...shellProblems)
    if (shellProblems.length) validFiles.delete('shell.json')
  }
  // Screens claim routes of a shell that holds together; a refused shell is replaced by its last good version first.
  const routeShell = validFiles.has('shell.json') ? parsed.shell : undefined
  for (const [file, screen] of parsed.screens) {
    const routeProblems = routeShell ? screenRouteProblems(screen, routeShell).map((p) => ({ file, ...p })) : []
    const screenProblems = [...referenceProblems(file, screen, routes, textKeys), ...duplicateIdProblems(file, screen), ...redirectProblems(file, screen, routes), ...routeProblems]
    problems.push(...screenProblems)
    if (screenProblems.length) validFiles.delete(file)
    else screens.push(screen)
  }
  if (routeShell) {
    // Only when every screen file holds can a route be said to have none (a broken file's routes are unknown).
    const complete = screens.length === Object.keys(files).filter((f) => f.startsWith('screens/')).length
    const owners = ownershipProblems(routeShell, screens, complete)
    problems.push(...owners)
    for (const p of owners) {
      validFiles.delete(p.file)
      const at = screens.findIndex((s) => `screens/${s.id}.json` === p.file)
      if (at >= 0) screens.splice(at, 1)
    }
  }
  const texts = Object.fromEntries(parsed.texts)
  const shell = validFiles.has('shell.json') ? parsed.shell : undefined
  return { set: { shell, screens, texts, version: versionOf(files, validFiles) }, problems, validFiles }
}

/** The set's version: a hash of its valid files, names and texts, in name order. */
function versionOf(files: LayoutFiles, validFiles: ReadonlySet<string>): string {
  return createHash('sha256')
    .update(Object.entries(files).filter(([f]) => validFiles.has(f)).sort(([a], [b]) => a.localeCompare(b)).map(([f, t]) => `${f}\n${t}`).join('\n'))
    .digest('base64url')
    .slice(0, 16)
}
