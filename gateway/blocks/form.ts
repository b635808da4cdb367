import { holdsPassword } from '../context/session.ts'
import { buildForm } from '../identity/forms.ts'
import type { BlockResolver } from './types.ts'

/** Identity forms: fields, modes, captcha, slider, SMS and social buttons decided here, per viewer. */
export const form: BlockResolver<'form'> = {
  needs: (props) => (props.preset === 'login' || props.preset === 'freePlay' ? [] : ['registerSettings']),
  bind: (props, b) => {
    const session = b.viewer.session
    const settings = props.preset === 'login' || props.preset === 'freePlay' ? undefined : b.source('registerSettings')
    return buildForm({
      preset: props.preset,
      title: props.title === undefined ? undefined : b.t(props.title),
      links: props.links.flatMap((l) => {
        const action = b.rewrite(l.action)
        return action ? [{ label: b.t(l.label), action }] : []
      }),
      dialCodes: props.dialCodes,
      variant: props.variant,
      flags: b.facts.flags,
      settings,
      session: session ? { userName: session.u, holdsPassword: holdsPassword(session) } : null,
      t: b.t,
      socialLoginUrl: b.socialLoginUrl,
    })
  },
}
