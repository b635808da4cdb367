import { describe, expect, it } from 'vitest'
import { rolesOf, withRoles } from '../../client/studio/structure.ts'

describe('studio role controls', () => {
  it('hides an entry from trial users and keeps its other conditions', () => {
    const when = withRoles({ op: 'flag', name: 'CASHBACK3' }, new Set(['visitor', 'member', 'agent']))
    expect(when).toEqual({
      op: 'all',
      of: [
        { op: 'flag', name: 'CASHBACK3' },
        { op: 'not', cond: { op: 'role', in: ['trial'] } },
      ],
    })
    expect([...rolesOf(when)]).toEqual(['visitor', 'member', 'agent'])
  })

  it('writes a short allow-list when few roles see it, and drops the role part when all do', () => {
    expect(withRoles(undefined, new Set(['member']))).toEqual({ op: 'role', in: ['member'] })
    const all = withRoles({ op: 'all', of: [{ op: 'loggedIn' }, { op: 'role', in: ['member'] }] }, new Set(['visitor', 'member', 'trial', 'agent']))
    expect(all).toEqual({ op: 'loggedIn' })
  })
})
