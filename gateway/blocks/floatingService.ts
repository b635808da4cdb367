import type { BlockResolver } from './types.ts'

/** Shown only when the platform lists a customer-service entry of type CS. */
export const floatingService: BlockResolver<'floatingService'> = {
  pure: true,
  needs: () => [],
  bind: (props, b) => {
    const url = b.viewer.customerService.CS
    if (!url) return null
    return { label: b.t(props.label), icon: props.icon, action: { type: 'openExternal', url } }
  },
}
