import type { Condition, Role } from '../../schemas/facts.ts'
import { moved, ROLE_CHOICES, rolesOf, withRoles } from './structure.ts'

type Entry = { id: string; type?: string; when?: Condition; props?: { items?: Entry[] } }
type Doc = Record<string, unknown>

type RowProps = { entry: Entry; index: number; count: number; label: string; onMove: (by: -1 | 1) => void; onRoles: (roles: Set<Role>) => void }

function Row({ entry, index, count, label, onMove, onRoles }: RowProps) {
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
      <button type="button" className="studio-icon" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>↑</button>
      <button type="button" className="studio-icon" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(1)}>↓</button>
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

type ListProps = { title: string; list: Entry[]; onList: (list: Entry[]) => void; nested?: (entry: Entry, i: number) => React.ReactNode }

function EntryList({ title, list, onList, nested }: ListProps) {
  const setAt = (i: number, entry: Entry) => onList(list.map((e, j) => (j === i ? entry : e)))
  return (
    <section className="studio-list" aria-label={title}>
      <h3>{title}</h3>
      {list.map((entry, i) => (
        <div key={entry.id}>
          <Row
            entry={entry}
            index={i}
            count={list.length}
            label={entry.type ? `${entry.id} (${entry.type})` : entry.id}
            onMove={(by) => onList(moved(list, i, by))}
            onRoles={(roles) => {
              const { when: _when, ...rest } = entry
              const when = withRoles(entry.when, roles)
              setAt(i, when ? { ...rest, when } : rest)
            }}
          />
          {nested?.(entry, i)}
        </div>
      ))}
    </section>
  )
}

/** Direct manipulation of a screen's blocks (and quick-nav items) or the shell's menus: order and who sees them. */
export function Structure({ file, text, onChange }: { file: string; text: string; onChange: (text: string) => void }) {
  let doc: Doc
  try {
    doc = JSON.parse(text) as Doc
  } catch {
    return <p className="studio-note">Fix the JSON to reorder or hide entries here.</p>
  }
  const write = (next: Doc) => onChange(`${JSON.stringify(next, null, 2)}\n`)
  if (file.startsWith('screens/') && Array.isArray(doc.blocks)) {
    const blocks = doc.blocks as Entry[]
    const setBlocks = (list: Entry[]) => write({ ...doc, blocks: list })
    const items = (block: Entry, i: number) =>
      block.type === 'quickNav' && block.props?.items ? (
        <div className="studio-nested">
          <EntryList title={`Items of ${block.id}`} list={block.props.items} onList={(list) => setBlocks(blocks.map((b, j) => (j === i ? { ...b, props: { ...b.props, items: list } } : b)))} />
        </div>
      ) : null
    return <EntryList title="Blocks" list={blocks} onList={setBlocks} nested={items} />
  }
  if (file === 'shell.json') {
    const bottom = (doc.bottomMenu ?? {}) as { items?: Entry[] }
    const sidebar = (doc.sidebar ?? {}) as { items?: Entry[] }
    return (
      <>
        <EntryList title="Bottom menu" list={bottom.items ?? []} onList={(list) => write({ ...doc, bottomMenu: { ...bottom, items: list } })} />
        <EntryList title="Sidebar" list={sidebar.items ?? []} onList={(list) => write({ ...doc, sidebar: { ...sidebar, items: list } })} />
      </>
    )
  }
  return <p className="studio-note">Texts are edited as JSON; the Texts tab shows the keys each language lacks.</p>
}
