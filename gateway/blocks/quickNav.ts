import { resolveItems } from '../binding/items.ts'
import { badgeCounts, badgeSources } from '../sources/badges.ts'
import type { BlockResolver } from './types.ts'

export const quickNav: BlockResolver<'quickNav'> = {
  pure: true,
  needs: (props, viewer) => badgeSources(props.items, viewer),
  bind: (props, b) => {
    // Only the counts its own items show, from the sources it declares (so what it binds from is what it is kept by).
    const shown = new Set(badgeSources(props.items, b.facts))
    const badges = badgeCounts((name) => (shown.has(name) ? b.optional(name) : undefined), b.facts)
    const items = resolveItems(props.items, { ...b, badges })
    return items.length ? { items } : null
  },
}
