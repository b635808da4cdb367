import type { BlockResolver } from './types.ts'

export const statusNotice: BlockResolver<'statusNotice'> = {
  needs: () => [],
  bind: (props, b) => {
    const ip = props.showIp ? b.viewer.status.location?.ip : undefined
    return { icon: props.icon, title: b.t(props.title), message: b.t(props.message), ...(ip ? { ip } : {}) }
  },
}
