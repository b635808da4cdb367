import type { BlockResolver } from './types.ts'

export const loginForm: BlockResolver<'loginForm'> = {
  needs: () => [],
  bind: (props, b) => ({
    title: b.t(props.title),
    usernameLabel: b.t(props.usernameLabel),
    passwordLabel: b.t(props.passwordLabel),
    submitLabel: b.t(props.submitLabel),
    links: props.links.flatMap((l) => {
      const action = b.rewrite(l.action)
      return action ? [{ label: b.t(l.label), action }] : []
    }),
  }),
}
