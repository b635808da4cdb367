import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findNodeAtLocation, parseTree } from 'jsonc-parser'
import { diffComm } from 'node-diff3'
import { describe, expect, it } from 'vitest'
import { duplicateItem, insertItem, itemText, moveItem, prettyJson, removeItem, setValue } from '../../client/studio/jsonEdits.ts'
import { ROOT } from '../helpers/buildTestApp.ts'

const home = readFileSync(join(ROOT, 'layouts/screens/home.json'), 'utf8')
const en = readFileSync(join(ROOT, 'layouts/i18n/en.json'), 'utf8')
type Screen = { blocks: { id: string; when?: unknown; props?: { items?: { id: string; when?: unknown }[] } }[] }

/** The lines taken out and put in going from `a` to `b` (a line diff, as a review shows it). */
function changedLines(a: string, b: string): { removed: string[]; added: string[] } {
  const parts = diffComm(a.split('\n'), b.split('\n'))
  return { removed: parts.flatMap((p) => p.buffer1 ?? []), added: parts.flatMap((p) => p.buffer2 ?? []) }
}

const blockIndex = (id: string) => (JSON.parse(home) as Screen).blocks.findIndex((b) => b.id === id)
const linesOfBlock = (id: string) => (itemText(home, ['blocks'], blockIndex(id))?.text ?? '').split('\n').length

describe('studio edits keep the file', () => {
  it("moves one block: the file differs by at most the moved block's lines, and everything else is byte for byte", () => {
    const i = blockIndex('quickNav')
    const after = moveItem(home, ['blocks'], i, -1)
    const expected = JSON.parse(home) as Screen
    const [moved] = expected.blocks.splice(i, 1)
    expected.blocks.splice(i - 1, 0, moved as Screen['blocks'][number])
    expect(JSON.parse(after)).toEqual(expected)
    const { removed, added } = changedLines(home, after)
    const most = linesOfBlock('quickNav')
    expect(removed.length).toBeLessThanOrEqual(most)
    expect(added.length).toBeLessThanOrEqual(most)
    expect(added.sort()).toEqual(removed.sort())
  })

  it("changes who sees one quick-nav item on that item's lines only", () => {
    const q = blockIndex('quickNav')
    const items = (JSON.parse(home) as Screen).blocks[q]?.props?.items ?? []
    const w = items.findIndex((item) => item.id === 'withdraw')
    const when = { op: 'not', cond: { op: 'role', in: ['trial'] } }
    const after = setValue(home, ['blocks', q, 'props', 'items', w, 'when'], when)
    expect((JSON.parse(after) as Screen).blocks[q]?.props?.items?.[w]?.when).toEqual(when)
    const { removed, added } = changedLines(home, after)
    expect(removed).toHaveLength(1)
    expect(added).toEqual([expect.stringContaining('"id": "withdraw"')])
    expect(added[0]).toContain('"when": { "op": "not", "cond": { "op": "role", "in": ["trial"] } }')
  })

  it('writes a long condition as the layouts do: one entry a line past 160 columns', () => {
    const root = parseTree(home)
    const node = root && findNodeAtLocation(root, ['blocks', 0, 'when'])
    if (!node) throw new Error('the first block has no condition')
    const original = home.slice(node.offset, node.offset + node.length)
    const column = node.offset - (home.lastIndexOf('\n', node.offset) + 1)
    expect(prettyJson(JSON.parse(original), 6, column)).toBe(original)
  })

  it('duplicates, deletes and inserts blocks on their own lines', () => {
    const i = blockIndex('banners')
    const lines = linesOfBlock('banners')
    const copied = duplicateItem(home, ['blocks'], i, 'banners-2')
    const blocks = (JSON.parse(copied) as Screen).blocks
    expect(blocks.map((b) => b.id).slice(i, i + 2)).toEqual(['banners', 'banners-2'])
    expect(changedLines(home, copied)).toEqual({ removed: [], added: expect.any(Array) })
    expect(changedLines(home, copied).added.length).toBe(lines)
    const removed = removeItem(copied, ['blocks'], i + 1)
    expect(removed).toBe(home)
    const inserted = insertItem(home, ['blocks'], 0, '{ "id": "service2", "type": "floatingService", "props": {} }')
    expect((JSON.parse(inserted) as Screen).blocks[0]?.id).toBe('service2')
    expect(changedLines(home, inserted)).toEqual({ removed: [], added: ['    { "id": "service2", "type": "floatingService", "props": {} },'] })
  })

  it('adds, changes and removes a text key on one line each', () => {
    const added = setValue(en, ['promo_week'], 'Promotion of the week')
    expect(JSON.parse(added)).toEqual({ ...JSON.parse(en), promo_week: 'Promotion of the week' })
    const diff = changedLines(en, added)
    expect(diff.added.at(-1)).toBe('  "promo_week": "Promotion of the week"')
    expect(diff.removed).toHaveLength(1)
    const changed = setValue(added, ['promo_week'], 'Weekly promotion')
    expect(changedLines(added, changed)).toEqual({ removed: ['  "promo_week": "Promotion of the week"'], added: ['  "promo_week": "Weekly promotion"'] })
    expect(setValue(changed, ['promo_week'], undefined)).toBe(en)
  })
})
