import { resolveItems } from '../binding/items.ts'
import { badgeCounts, badgeSources } from '../sources/badges.ts'
import type { BlockResolver } from './types.ts'

export const quickNav: BlockResolver<'quickNav'> = {
  needs: (props, viewer) => badgeSources(props.items, viewer),
  bind: (props, b) => {
    const items = resolveItems(props.items, { ...b, badges: badgeCounts(b.optional, b.viewer.facts) })
    return items.length ? { items } : null
  },
}
