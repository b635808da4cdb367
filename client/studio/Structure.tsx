import type { JSONPath } from 'jsonc-parser'
import type { Condition, Role } from '../../schemas/facts.ts'
import { AddBlock, AddItem } from './AddEntry.tsx'
import { duplicateItem, freshId, moveItem, removeItem, setValue } from './jsonEdits.ts'
import { ROLE_CHOICES, rolesOf, withRoles } from './structure.ts'

type Entry = { id: string; type?: string; when?: Condition; props?: { items?: Entry[] }; blocks?: Entry[] }
type Doc = Record<string, unknown>

type RowProps = {
  entry: Entry
  index: number
  count: number
  label: string
  onMove: (by: -1 | 1) => void
  onRoles: (roles: Set<Role>) => void
  onDuplicate: () => void
  onDelete: () => void
}

function Row({ entry, index, count, label, onMove, onRoles, onDuplicate, onDelete }: RowProps) {
  const roles = rolesOf(entry.when)
  const toggle = (role: Role) => {
    const next = new Set(roles)
    if (next.has(role)) next.delete(role)
    else next.add(role)
    onRoles(next)
  }
  return (
    <div className="studio-row">
      <span className="studio-row__name">{label}</span>
      <button type="button" className="studio-icon" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" className="studio-icon" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        ↓
      </button>
      <button type="button" className="studio-small" aria-label={`Copy ${label}`} onClick={onDuplicate}>
        Copy
      </button>
      <button type="button" className="studio-small" aria-label={`Delete ${label}`} onClick={onDelete}>
        Delete
      </button>
      <span className="studio-roles" role="group" aria-label={`Who sees ${label}`}>
        {ROLE_CHOICES.map((role) => (
          <label key={role} className="studio-role">
            <input type="checkbox" checked={roles.has(role)} onChange={() => toggle(role)} aria-label={`${label} shown to ${role}`} />
            {role}
          </label>
        ))}
      </span>
    </div>
  )
}

type ListProps = {
  title: string
  text: string
  path: JSONPath
  list: Entry[]
  onText: (text: string) => void
  nested?: (entry: Entry, i: number) => React.ReactNode
  add?: React.ReactNode
}

/** One list of a layout (blocks, items, pop-ups): every button edits only the lines of the entry it touches. */
function EntryList({ title, text, path, list, onText, nested, add }: ListProps) {
  const ids = list.map((e) => e.id)
  const duplicate = (i: number) => {
    const id = freshId(`${list[i]?.id ?? 'entry'}-copy`, ids)
    let next = duplicateItem(text, path, i, id)
    // A pop-up's blocks are copied under new ids as well: ids name one thing each.
    ;(list[i]?.blocks ?? []).forEach((b, j) => {
      next = setValue(next, [...path, i + 1, 'blocks', j, 'id'], `${b.id}-${id}`)
    })
    onText(next)
  }
  const remove = (i: number, label: string) => {
    if (window.confirm(`Delete ${label}? (Undo in the code editor brings it back.)`)) onText(removeItem(text, path, i))
  }
  return (
    <section className="studio-list" aria-label={title}>
      <h3>{title}</h3>
      {list.map((entry, i) => {
        const label = entry.type ? `${entry.id} (${entry.type})` : entry.id
        return (
          // Two entries may share an id (a menu item per role): the place keeps each row its own.
          <div key={`${i}:${entry.id}`}>
            <Row
              entry={entry}
              index={i}
              count={list.length}
              label={label}
              onMove={(by) => onText(moveItem(text, path, i, by))}
              onRoles={(roles) => onText(setValue(text, [...path, i, 'when'], withRoles(entry.when, roles)))}
              onDuplicate={() => duplicate(i)}
              onDelete={() => remove(i, label)}
            />
            {nested?.(entry, i)}
          </div>
        )
      })}
      {add}
    </section>
  )
}

type StructureProps = { text: string; files: Record<string, string>; onChange: (text: string) => void }

/** A screen's blocks (with each quick-nav's items under it) and its pop-ups. */
function ScreenStructure({ doc, text, files, onChange }: StructureProps & { doc: Doc }) {
  const list = (props: Omit<ListProps, 'text' | 'onText'>) => <EntryList {...props} text={text} onText={onChange} />
  const blocks = doc.blocks as Entry[]
  const items = (block: Entry, i: number) =>
    block.type === 'quickNav' && block.props?.items ? (
      <div className="studio-nested">
        {list({
          title: `Items of ${block.id}`,
          path: ['blocks', i, 'props', 'items'],
          list: block.props.items,
          add: <AddItem text={text} path={['blocks', i, 'props', 'items']} ids={block.props.items.map((e) => e.id)} files={files} onText={onChange} />,
        })}
      </div>
    ) : null
  return (
    <>
      {list({
        title: 'Blocks',
        path: ['blocks'],
        list: blocks,
        nested: items,
        add: <AddBlock text={text} ids={blocks.map((b) => b.id)} files={files} onText={onChange} />,
      })}
      {Array.isArray(doc.popups) && doc.popups.length > 0 && list({ title: 'Pop-ups', path: ['popups'], list: doc.popups as Entry[] })}
    </>
  )
}

/** The shell's two menus. */
function ShellStructure({ doc, text, files, onChange }: StructureProps & { doc: Doc }) {
  const menu = (key: 'bottomMenu' | 'sidebar', title: string) => {
    const entries = ((doc[key] ?? {}) as { items?: Entry[] }).items ?? []
    const path = [key, 'items']
    return (
      <EntryList
        title={title}
        path={path}
        list={entries}
        text={text}
        onText={onChange}
        add={<AddItem text={text} path={path} ids={entries.map((e) => e.id)} files={files} onText={onChange} />}
      />
    )
  }
  return (
    <>
      {menu('bottomMenu', 'Bottom menu')}
      {menu('sidebar', 'Sidebar')}
    </>
  )
}

/** Direct manipulation of a screen's blocks, quick-nav items and pop-ups, or the shell's menus: order, who sees them, add, copy, delete. */
export function Structure({ file, ...props }: StructureProps & { file: string }) {
  let doc: Doc
  try {
    doc = JSON.parse(props.text) as Doc
  } catch {
    return <p className="studio-note">Fix the JSON to reorder, show, hide, add or delete entries here.</p>
  }
  if (file.startsWith('screens/') && Array.isArray(doc.blocks)) return <ScreenStructure doc={doc} {...props} />
  if (file === 'shell.json') return <ShellStructure doc={doc} {...props} />
  return <p className="studio-note">Texts are edited in the Texts tab (every language in one row), or here as JSON.</p>
}
