import type { JSONPath } from 'jsonc-parser'
import { useState } from 'react'
import { BLOCK_TYPES } from '../../schemas/blocks/index.ts'
import { IconSchema } from '../../schemas/icons.ts'
import { compactJson, freshId, insertItem, itemText } from './jsonEdits.ts'

type Files = Record<string, string>
type Example = { type: string; file: string; index: number; id: string }

function parsed<T>(text: string | undefined): T | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as T)
  } catch {
    return undefined
  }
}

/** For each block type, a block of it in the layouts to start from (its props are already whole). */
function examples(files: Files): Example[] {
  const found = new Map<string, Example>()
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!file.startsWith('screens/')) continue
    parsed<{ blocks?: { id: string; type: string }[] }>(text)?.blocks?.forEach((b, index) => {
      if (!found.has(b.type)) found.set(b.type, { type: b.type, file, index, id: b.id })
    })
  }
  return BLOCK_TYPES.map((type) => found.get(type) ?? { type, file: '', index: -1, id: '' })
}

/** Adds a block at the end of the screen: a copy of one of its type from the layouts, or an empty one to fill in. */
export function AddBlock({ text, ids, files, onText }: { text: string; ids: string[]; files: Files; onText: (text: string) => void }) {
  const choices = examples(files)
  const [type, setType] = useState(choices[0]?.type ?? '')
  const add = () => {
    const example = choices.find((c) => c.type === type)
    if (!example) return
    const id = freshId(type, ids)
    const copy = example.file ? itemText(files[example.file] ?? '', ['blocks'], example.index) : undefined
    const entry = copy
      ? { text: copy.text.replace(/"id":\s*"[^"]*"/, `"id": ${JSON.stringify(id)}`), column: copy.column }
      : { text: compactJson({ id, type, props: {} }), column: 0 }
    onText(insertItem(text, ['blocks'], ids.length, entry.text, entry.column))
  }
  return (
    <div className="studio-add">
      <label>
        Add a block
        <select value={type} onChange={(e) => setType(e.target.value)}>
          {choices.map((c) => (
            <option key={c.type} value={c.type}>
              {c.type}
              {c.file ? ` (as ${c.id} in ${c.file})` : ' (empty: fill in its props)'}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="studio-button" onClick={add}>
        Add
      </button>
    </div>
  )
}

type Item = { id: string; label: string; icon: string; to: string }

type ItemFieldsProps = { item: Item; setItem: (item: Item) => void }

/** The item's id and text key (offered from the English texts). */
function ItemNaming({ item, setItem, keys, listId, taken }: ItemFieldsProps & { keys: string[]; listId: string; taken: boolean }) {
  return (
    <>
      <label>
        Id
        <input value={item.id} onChange={(e) => setItem({ ...item, id: e.target.value.trim() })} aria-invalid={taken} />
      </label>
      <label>
        Text key
        <input value={item.label} list={listId} onChange={(e) => setItem({ ...item, label: e.target.value.trim() })} />
      </label>
      <datalist id={listId}>
        {keys.map((k) => (
          <option key={k} value={k} />
        ))}
      </datalist>
    </>
  )
}

/** The item's icon and the route it opens. */
function ItemLook({ item, setItem, routes }: ItemFieldsProps & { routes: string[] }) {
  return (
    <>
      <label>
        Icon
        <select value={item.icon} onChange={(e) => setItem({ ...item, icon: e.target.value })}>
          {IconSchema.options.map((i) => (
            <option key={i}>{i}</option>
          ))}
        </select>
      </label>
      <label>
        Opens
        <select value={item.to} onChange={(e) => setItem({ ...item, to: e.target.value })}>
          {routes.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
    </>
  )
}

/** Adds a menu or quick-nav item that opens a route: its id, its text key, its icon and where it goes. */
export function AddItem({ text, path, ids, files, onText }: { text: string; path: JSONPath; ids: string[]; files: Files; onText: (text: string) => void }) {
  const keys = Object.keys(parsed<Record<string, string>>(files['i18n/en.json']) ?? {}).sort()
  const routes = (parsed<{ routes?: string[] }>(files['shell.json'])?.routes ?? []).filter((r) => r.startsWith('/m/')).sort()
  const [item, setItem] = useState<Item>({ id: '', label: '', icon: 'star', to: routes[0] ?? '/m/home' })
  const listId = `keys-${path.join('-')}`
  const taken = ids.includes(item.id)
  const add = () => {
    const entry = { id: item.id, label: { t: item.label }, icon: item.icon, action: { type: 'navigate', to: item.to } }
    onText(insertItem(text, path, ids.length, compactJson(entry)))
    setItem({ ...item, id: '', label: '' })
  }
  return (
    <fieldset className="studio-add">
      <legend>Add an item</legend>
      <ItemNaming item={item} setItem={setItem} keys={keys} listId={listId} taken={taken} />
      <ItemLook item={item} setItem={setItem} routes={routes} />
      {taken && <p className="studio-error">The id {item.id} is taken in this list.</p>}
      <button type="button" className="studio-button" disabled={!item.id || !item.label || taken} onClick={add}>
        Add
      </button>
    </fieldset>
  )
}
