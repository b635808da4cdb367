import type { Condition, ServerFacts } from '../../schemas/conditions.ts'
import { foldCondition } from '../../schemas/conditions.ts'
import type { MenuItem, ResolvedMenuItem } from '../../schemas/menu.ts'
import type { ActionContext } from './rewriteAction.ts'
import { rewriteAction } from './rewriteAction.ts'

/** Folds `when` on server facts: false drops, true keeps, a residue travels as `clientWhen`. */
export function visibility(when: Condition | undefined, facts: ServerFacts): { visible: boolean; clientWhen?: Condition } {
  if (!when) return { visible: true }
  const folded = foldCondition(when, facts)
  if (typeof folded === 'boolean') return { visible: folded }
  return { visible: true, clientWhen: folded }
}

export type ItemContext = ActionContext & { facts: ServerFacts; badges?: Partial<Record<string, number>> }

/** Resolves menu items: folded, actions rewritten for the viewer, labels translated, badges counted. */
export function resolveItems(items: readonly MenuItem[], ctx: ItemContext): ResolvedMenuItem[] {
  const out: ResolvedMenuItem[] = []
  for (const item of items) {
    const { visible, clientWhen } = visibility(item.when, ctx.facts)
    if (!visible) continue
    const action = rewriteAction(item.action, ctx)
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
