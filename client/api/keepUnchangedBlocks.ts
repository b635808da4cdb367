import type { ScreenResponse } from '../../schemas/screen.ts'

/**
 * A screen fetched again, with every block that did not change replaced by the one already on show: React then draws
 * again only the blocks that changed. A block still waiting to hydrate (an island, renderer/islands.ts) that were
 * given a new object with the same content would be drawn anew, its code loaded only then: a placeholder, for a
 * moment, where nothing had changed.
 */
export function keepUnchangedBlocks(previous: ScreenResponse | undefined, next: ScreenResponse): ScreenResponse {
  if (previous === undefined) return next
  const shown = new Map(previous.blocks.map((block) => [block.id, block]))
  const blocks = next.blocks.map((block) => {
    const before = shown.get(block.id)
    return before !== undefined && JSON.stringify(before) === JSON.stringify(block) ? before : block
  })
  return { ...next, blocks }
}
