import type { Condition, ServerFacts } from '../../schemas/conditions.ts'
import { foldCondition } from '../../schemas/conditions.ts'
import type { ExplainReason } from '../../schemas/explain.ts'
import type { MenuItem, ResolvedMenuItem } from '../../schemas/menu.ts'
import type { Trace } from './explain.ts'
import { whenReasons } from './explain.ts'
import type { ActionContext } from './rewriteAction.ts'
import { rewriteAction } from './rewriteAction.ts'

/** Folds `when` on server facts: false drops, true keeps, a residue travels as `clientWhen`. */
export function visibility(when: Condition | undefined, facts: ServerFacts): { visible: boolean; clientWhen?: Condition } {
  if (!when) return { visible: true }
  const folded = foldCondition(when, facts)
  if (typeof folded === 'boolean') return { visible: folded }
  return { visible: true, clientWhen: folded }
}

/** `trace`: set when an operator asks why (explain); absent for players. */
export type ItemContext = ActionContext & { facts: ServerFacts; badges?: Partial<Record<string, number>>; trace?: Trace | undefined }

function requiresReason(action: MenuItem['action'], facts: ItemContext['facts']): ExplainReason[] {
  if (!action.requires) return []
  const outcome = !facts.loggedIn
    ? 'the viewer is not signed in: it opens the login page instead'
    : action.requires === 'realAccount' && facts.role === 'trial'
      ? 'a trial user: it shows the refusal instead'
      : 'allowed for this viewer'
  return [{ kind: 'requires', fact: 'role', value: facts.role, text: `requires ${action.requires}: ${outcome}` }]
}

function traceItem(ctx: ItemContext, item: MenuItem, where: string | undefined, shown: boolean, visible: boolean, clientWhen: Condition | undefined): void {
  if (!ctx.trace) return
  const reasons = [...whenReasons(item.when, ctx.facts, visible, clientWhen), ...(visible ? requiresReason(item.action, ctx.facts) : [])]
  if (visible && !shown) {
    reasons.push({ kind: 'noAction', text: 'its action has nothing to run for this viewer (e.g. no customer-service link from the platform)' })
  }
  ctx.trace.record({ kind: 'item', where, id: item.id, shown, reasons })
}

/** Resolves menu items: folded, actions rewritten for the viewer, labels translated, badges counted. */
export function resolveItems(items: readonly MenuItem[], ctx: ItemContext, where?: string): ResolvedMenuItem[] {
  const out: ResolvedMenuItem[] = []
  for (const item of items) {
    const { visible, clientWhen } = visibility(item.when, ctx.facts)
    const action = visible ? rewriteAction(item.action, ctx) : null
    if (ctx.trace) traceItem(ctx, item, where, action !== null, visible, clientWhen)
    if (!action) continue
    const badge = item.badge && ctx.facts.loggedIn ? ctx.badges?.[item.badge] : undefined
    out.push({
      id: item.id,
      label: ctx.t(item.label),
      icon: item.icon,
      action,
      ...(badge !== undefined ? { badge } : {}),
      ...(item.emphasis ? { emphasis: true } : {}),
      ...(clientWhen ? { clientWhen } : {}),
    })
  }
  return out
}
