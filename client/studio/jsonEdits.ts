import { findNodeAtLocation, type JSONPath, type Node, parseTree } from 'jsonc-parser'

// Edits of a layout file that keep its formatting: the studio's buttons change only the text of what they touch
// (jsonc-parser finds each value's place in the text; the rest of the file stays byte for byte), so that a
// reorder is a one-block diff, not a reformatted file.

const end = (node: Node) => node.offset + node.length
const slice = (text: string, node: Node) => text.slice(node.offset, end(node))

function nodeAt(text: string, path: JSONPath): Node | undefined {
  const root = parseTree(text)
  return root && findNodeAtLocation(root, path)
}

function arrayAt(text: string, path: JSONPath): Node {
  const node = nodeAt(text, path)
  if (node?.type !== 'array') throw new Error(`no list at ${path.join('.')}`)
  return node
}

/** A value written as the layouts write short values: `{ "op": "role", "in": ["trial"] }` on one line. */
export function compactJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(compactJson).join(', ')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${compactJson(v)}`).join(', ')} }` : '{}'
  }
  return JSON.stringify(value)
}

const WIDTH = 160

/**
 * A value as the layouts lay it out (as Prettier with a 160-column line would): on one line when it fits from
 * column `at`, else one entry a line, indented from `indent` (the column of the line the value is on).
 */
export function prettyJson(value: unknown, indent: number, at = indent): string {
  const flat = compactJson(value)
  if (at + flat.length <= WIDTH || !value || typeof value !== 'object') return flat
  const inner = ' '.repeat(indent + 2)
  const close = `\n${' '.repeat(indent)}`
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${inner}${prettyJson(v, indent + 2)}`).join(',\n')}${close}]` : '[]'
  const entries = Object.entries(value).filter(([, v]) => v !== undefined)
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, indent + 2, indent + 4 + JSON.stringify(k).length)}`).join(',\n')}${close}}`
}

function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1)
}

/** The indentation of the line `offset` is on. */
function indentOf(text: string, offset: number): number {
  const start = text.lastIndexOf('\n', offset - 1) + 1
  return /^ */.exec(text.slice(start))?.[0].length ?? 0
}

/** Moves a multi-line value's continuation lines from one column to another. */
function reindent(value: string, from: number, to: number): string {
  if (from === to) return value
  return value
    .split('\n')
    .map((line, i) => (i === 0 ? line : to > from ? `${' '.repeat(to - from)}${line}` : line.replace(new RegExp(`^ {0,${from - to}}`), '')))
    .join('\n')
}

/** The text between two neighbouring entries of a list or object (`,\n    ` or `, `), to separate a new one the same way. */
function separator(text: string, parent: Node): string {
  const [a, b] = parent.children ?? []
  if (a && b) return text.slice(end(a), b.offset)
  return ', '
}

/** Swaps a list entry with its neighbour: the two entries' texts trade places, separators and all else stay. */
export function moveItem(text: string, path: JSONPath, index: number, by: -1 | 1): string {
  const items = arrayAt(text, path).children ?? []
  const a = items[Math.min(index, index + by)]
  const b = items[Math.max(index, index + by)]
  if (!a || !b) return text
  return `${text.slice(0, a.offset)}${slice(text, b)}${text.slice(end(a), b.offset)}${slice(text, a)}${text.slice(end(b))}`
}

/** Removes one entry of a list or object (a property node), with the separator before or after it. */
function removeChild(text: string, parent: Node, child: Node): string {
  const siblings = parent.children ?? []
  const i = siblings.indexOf(child)
  const next = siblings[i + 1]
  const previous = siblings[i - 1]
  if (next) return `${text.slice(0, child.offset)}${text.slice(next.offset)}`
  if (previous) return `${text.slice(0, end(previous))}${text.slice(end(child))}`
  return `${text.slice(0, parent.offset + 1)}${text.slice(end(parent) - 1)}`
}

export function removeItem(text: string, path: JSONPath, index: number): string {
  const list = arrayAt(text, path)
  const item = list.children?.[index]
  return item ? removeChild(text, list, item) : text
}

/** Inserts an entry's text at `index` of a list, at the column its neighbours start at. */
export function insertItem(text: string, path: JSONPath, index: number, itemText: string, itemColumn = 0): string {
  const list = arrayAt(text, path)
  const items = list.children ?? []
  if (items.length === 0) {
    const column = columnOf(text, list.offset) + 2
    const body = reindent(itemText, itemColumn, column)
    const inner = itemText.includes('\n') ? `\n${' '.repeat(column)}${body}\n${' '.repeat(column - 2)}` : body
    return `${text.slice(0, list.offset + 1)}${inner}${text.slice(end(list) - 1)}`
  }
  const anchor = items[Math.min(index, items.length - 1)] as Node
  const body = reindent(itemText, itemColumn, columnOf(text, anchor.offset))
  const sep = separator(text, list)
  if (index < items.length) return `${text.slice(0, anchor.offset)}${body}${sep}${text.slice(anchor.offset)}`
  return `${text.slice(0, end(anchor))}${sep}${body}${text.slice(end(anchor))}`
}

/** The text of a list entry and the column it starts at (to copy it elsewhere). */
export function itemText(text: string, path: JSONPath, index: number): { text: string; column: number } | undefined {
  const item = arrayAt(text, path).children?.[index]
  return item && { text: slice(text, item), column: columnOf(text, item.offset) }
}

/** Sets (or, with `undefined`, removes) one value; a new property goes after the object's last one, as its siblings are laid out. */
export function setValue(text: string, path: JSONPath, value: unknown): string {
  const node = nodeAt(text, path)
  if (value === undefined) {
    const property = node?.parent
    return property?.type === 'property' && property.parent ? removeChild(text, property.parent, property) : text
  }
  if (node) return `${text.slice(0, node.offset)}${prettyJson(value, indentOf(text, node.offset), columnOf(text, node.offset))}${text.slice(end(node))}`
  const owner = nodeAt(text, path.slice(0, -1)) ?? (path.length === 1 ? parseTree(text) : undefined)
  if (owner?.type !== 'object') throw new Error(`no object at ${path.slice(0, -1).join('.')}`)
  const last = owner.children?.at(-1)
  const key = JSON.stringify(String(path.at(-1)))
  const column = last ? columnOf(text, last.offset) : columnOf(text, owner.offset) + 2
  const entry = `${key}: ${prettyJson(value, last && text.slice(owner.offset, last.offset).includes('\n') ? column : indentOf(text, owner.offset), column + key.length + 2)}`
  if (!last) return `${text.slice(0, owner.offset)}{ ${entry} }${text.slice(end(owner))}`
  const sep =
    (owner.children?.length ?? 0) > 1
      ? separator(text, owner)
      : text.slice(owner.offset + 1, last.offset).includes('\n')
        ? `,\n${' '.repeat(columnOf(text, last.offset))}`
        : ', '
  return `${text.slice(0, end(last))}${sep}${entry}${text.slice(end(last))}`
}

/** Duplicates a list entry right after itself, under a new id (only the id's text differs). */
export function duplicateItem(text: string, path: JSONPath, index: number, id: string): string {
  const item = itemText(text, path, index)
  if (!item) return text
  return insertItem(text, path, index + 1, setValue(item.text, ['id'], id), item.column)
}

/** An id not yet used among `taken`: `base`, else `base-2`, `base-3`… */
export function freshId(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base
  let n = 2
  while (taken.includes(`${base}-${n}`)) n++
  return `${base}-${n}`
}
