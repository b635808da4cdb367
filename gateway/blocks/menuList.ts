import type { MemberInfo } from '../../schemas/upstream/index.ts'
import { visibility } from '../binding/items.ts'
import type { BlockResolver } from './types.ts'

type EntryValue = 'account' | 'nickname' | 'email' | 'payee' | 'mobile' | 'vip'

function valueOf(name: EntryValue, member: MemberInfo | null, userName: string | undefined): string {
  switch (name) {
    case 'account':
      return member?.account ?? userName ?? ''
    case 'nickname':
      return member?.nickname ?? ''
    case 'email':
      return member?.email ?? ''
    case 'payee':
      return member?.payee ?? ''
    case 'mobile':
      return member?.mobile ?? ''
    case 'vip':
      return member?.clubLabel?.labelName || 'VIP0'
  }
}

/** Rows with an icon and a label, a member fact or an action; profile facts the platform lets the member set are editable. */
export const menuList: BlockResolver<'menuList'> = {
  needs: () => [],
  bind: (props, b) => {
    const member = b.viewer.member
    const entries = props.items.flatMap((item) => {
      const { visible, clientWhen } = visibility(item.when, b.facts)
      if (!visible) return []
      const action = item.action ? b.rewrite(item.action) : undefined
      const value = item.value ? valueOf(item.value, member, b.viewer.session?.u) : undefined
      // The payee name binds every bank card: once set, only customer service changes it.
      const editable = item.edit && b.viewer.session && !(item.edit === 'payeeName' && member?.payee)
      const edit =
        editable && item.edit ? { field: item.edit, value: value ?? '', inputMode: item.edit === 'email' ? ('email' as const) : ('text' as const) } : undefined
      return [
        {
          id: item.id,
          label: b.t(item.label),
          icon: item.icon,
          ...(value !== undefined ? { value } : {}),
          ...(action ? { action } : {}),
          ...(edit ? { edit } : {}),
          ...(clientWhen ? { clientWhen } : {}),
        },
      ]
    })
    if (entries.length === 0 && !props.message) return null
    return { ...(props.heading ? { heading: b.t(props.heading) } : {}), ...(props.message ? { message: b.t(props.message) } : {}), entries }
  },
}
