import type { Action, AuthoredAction, SimpleAction } from '../../schemas/actions.ts'
import type { ServerFacts } from '../../schemas/conditions.ts'
import type { Translate } from '../context/texts.ts'

export type ActionContext = {
  facts: Pick<ServerFacts, 'loggedIn' | 'role'>
  customerService: Partial<Record<string, string>>
  /** The platform's resource links by type (TELEGRAM…); without them a `resourceLink` is hidden. */
  resources?: Partial<Record<string, string>>
  t: Translate
}

const LOGIN: Action = { type: 'navigate', to: '/m/login' }
const REFUSAL_MS = 2000

function access(action: AuthoredAction, ctx: ActionContext): Action | undefined {
  if (!action.requires) return undefined
  if (!ctx.facts.loggedIn) return LOGIN
  if (action.requires === 'realAccount' && ctx.facts.role === 'trial') {
    return { type: 'toast', text: ctx.t(action.refusal ?? { t: 'free_reject' }), ms: action.refusalMs ?? REFUSAL_MS }
  }
  return undefined
}

/**
 * Rewrites an authored action for the viewer (DESIGN §5) into one the page runs: access rules become a login
 * redirect or a refusal, customer-service and resource links are filled in, texts are translated. `null` means:
 * nothing to run, hide it.
 */
export function rewriteAction(action: AuthoredAction, ctx: ActionContext): Action | null {
  const gate = access(action, ctx)
  if (gate) return gate
  const { requires: _r, refusal: _f, refusalMs: _m, ...plain } = action
  switch (plain.type) {
    case 'customerService': {
      const url = ctx.customerService[plain.csType]
      return url ? { type: 'openExternal', url } : null
    }
    case 'resourceLink': {
      const url = ctx.resources?.[plain.resourceType]
      return url ? { type: 'openExternal', url } : null
    }
    case 'toast':
      return { ...plain, text: ctx.t(plain.text) }
    case 'confirm': {
      const then = plain.then.map((a) => rewriteAction(a, ctx)).filter((a): a is SimpleAction => a !== null && a.type !== 'confirm')
      if (then.length === 0) return null
      return {
        type: 'confirm',
        text: ctx.t(plain.text),
        okLabel: ctx.t(plain.okLabel ?? { t: 'ok' }),
        cancelLabel: ctx.t(plain.cancelLabel ?? { t: 'cancel' }),
        ...(plain.noCancel ? { noCancel: true } : {}),
        then,
      }
    }
    default:
      return plain
  }
}
