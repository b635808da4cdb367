import { resolveItems } from '../binding/items.ts'
import type { BlockResolver } from './types.ts'

export const quickNav: BlockResolver<'quickNav'> = {
  needs: (props, viewer) => (viewer.loggedIn && props.items.some((i) => i.badge === 'unclaimedRewards') ? ['unclaimedRewards'] : []),
  bind: (props, b) => {
    const rewards = b.viewer.facts.loggedIn ? b.optional('unclaimedRewards') : undefined
    const items = resolveItems(props.items, { ...b, badges: rewards ? { unclaimedRewards: rewards.count } : {} })
    return items.length ? { items } : null
  },
}
