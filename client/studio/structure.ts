import type { Condition, Role } from '../../schemas/facts.ts'

export const ROLE_CHOICES: readonly Role[] = ['visitor', 'member', 'trial', 'agent']

/** A role condition the studio writes: shown to all but these roles. */
function isRolePart(c: Condition): boolean {
  return c.op === 'role' || (c.op === 'not' && c.cond.op === 'role')
}

function partsOf(when: Condition | undefined): Condition[] {
  if (!when) return []
  return when.op === 'all' ? when.of : [when]
}

/** The roles an entry's role part lets through (its other conditions aside). */
export function rolesOf(when: Condition | undefined): Set<Role> {
  let roles = new Set<Role>(ROLE_CHOICES)
  for (const part of partsOf(when)) {
    if (part.op === 'role') roles = new Set([...roles].filter((r) => part.in.includes(r)))
    if (part.op === 'not' && part.cond.op === 'role') {
      const out = part.cond.in
      roles = new Set([...roles].filter((r) => !out.includes(r)))
    }
  }
  return roles
}

/** Rewrites the role part of `when` so that exactly `roles` pass it; its other conditions stay as they are. */
export function withRoles(when: Condition | undefined, roles: ReadonlySet<Role>): Condition | undefined {
  const rest = partsOf(when).filter((c) => !isRolePart(c))
  const hidden = ROLE_CHOICES.filter((r) => !roles.has(r))
  const parts =
    hidden.length === 0
      ? rest
      : [
          ...rest,
          roles.size <= hidden.length && roles.size > 0
            ? ({ op: 'role', in: [...roles] } as Condition)
            : ({ op: 'not', cond: { op: 'role', in: hidden } } as Condition),
        ]
  if (parts.length === 0) return undefined
  return parts.length === 1 ? parts[0] : { op: 'all', of: parts }
}
