import type { Condition } from '../../schemas/conditions.ts'
import { removeItem, setValue } from './jsonEdits.ts'

type Block = { id?: string; when?: Condition }
type Screen = { blocks?: Block[]; experiments?: { id: string }[] }

const isLeaf = (c: Condition | undefined, experiment: string): c is Extract<Condition, { op: 'variant' }> => c?.op === 'variant' && c.experiment === experiment

/**
 * Ends an experiment with its winner, as edits of the screen's text (its other lines untouched): a block in the winning
 * variant loses the variant condition, a block of the other variants goes, and the experiment leaves the screen. A
 * variant condition nested deeper than a block's `when` or one `all` is left for the operator: the draft's checks name it.
 */
export function endExperiment(text: string, experiment: string, winner: string): { text: string; kept: string[]; removed: string[] } {
  const screen = JSON.parse(text) as Screen
  const kept: string[] = []
  const removed: string[] = []
  let out = text
  const blocks = screen.blocks ?? []
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i] as Block
    const when = block.when
    const leafAt = when?.op === 'all' ? when.of.findIndex((c) => isLeaf(c, experiment)) : -1
    const leaf = isLeaf(when, experiment) ? when : leafAt >= 0 && when?.op === 'all' ? (when.of[leafAt] as Extract<Condition, { op: 'variant' }>) : undefined
    if (!leaf) continue
    if (!leaf.in.includes(winner)) {
      out = removeItem(out, ['blocks'], i)
      removed.push(block.id ?? String(i))
    } else {
      out = leafAt >= 0 ? removeItem(out, ['blocks', i, 'when', 'of'], leafAt) : setValue(out, ['blocks', i, 'when'], undefined)
      kept.push(block.id ?? String(i))
    }
  }
  const index = (screen.experiments ?? []).findIndex((e) => e.id === experiment)
  if (index >= 0) out = removeItem(out, ['experiments'], index)
  return { text: out, kept: kept.reverse(), removed: removed.reverse() }
}
