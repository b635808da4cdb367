import type { BlockResolver } from './types.ts'

export const statusNotice: BlockResolver<'statusNotice'> = {
  needs: () => [],
  bind: (props, b) => {
    const ip = props.showIp ? b.viewer.status.location?.ip : undefined
    const actions = props.actions.flatMap((a) => {
      const action = b.rewrite(a.action)
      return action ? [{ id: a.id, label: b.t(a.label), action }] : []
    })
    return { icon: props.icon, title: b.t(props.title), message: b.t(props.message), ...(ip ? { ip } : {}), ...(actions.length ? { actions } : {}) }
  },
}
