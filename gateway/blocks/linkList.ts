import { resolveItems } from '../binding/items.ts'
import { badgeCounts, badgeSources } from '../sources/badges.ts'
import type { BlockResolver } from './types.ts'

/** Entries with icons, labels and counts (the message centre); the counts are this member's own. */
export const linkList: BlockResolver<'linkList'> = {
  needs: (props, viewer) => badgeSources(props.items, viewer),
  bind: (props, b) => {
    const items = resolveItems(props.items, { ...b, badges: badgeCounts(b.optional, b.viewer.facts) })
    if (items.length === 0) return null
    const back = props.back ? b.rewrite(props.back) : null
    return { ...(props.title !== undefined ? { title: b.t(props.title) } : {}), ...(back ? { back } : {}), items }
  },
}
