import { describe, expect, it } from 'vitest'
import { explainCondition } from '../../gateway/binding/explain.ts'
import { diffEntries } from '../../gateway/studio/diff.ts'
import type { ServerFacts } from '../../schemas/conditions.ts'
import type { ExplainEntry } from '../../schemas/explain.ts'

const trial: ServerFacts = {
  role: 'trial',
  memberType: 4,
  loggedIn: true,
  flags: { CASHBACK3: true },
  status: 0,
  language: 'EN',
  device: 'ios',
  merchant: 'sim88',
  appLinks: [],
  contractCheck: false,
}

describe('explainCondition', () => {
  it('names each fact read, the value it had and what it gave, negation included', () => {
    const reasons = explainCondition(
      {
        op: 'all',
        of: [
          { op: 'flag', name: 'CASHBACK3' },
          { op: 'not', cond: { op: 'role', in: ['trial'] } },
        ],
      },
      trial,
    )
    expect(reasons).toEqual([
      { kind: 'condition', fact: 'flags.CASHBACK3', value: true, result: true, text: 'flag CASHBACK3 is on: holds' },
      { kind: 'condition', fact: 'role', value: 'trial', result: false, text: 'role is "trial" (wanted one of ["trial"]) (negated): fails' },
    ])
  })

  it('leaves a browser fact to the browser and counts an unknown flag as off', () => {
    const reasons = explainCondition(
      {
        op: 'any',
        of: [
          { op: 'client', fact: 'standalone' },
          { op: 'flag', name: 'NOPE' },
        ],
      },
      trial,
    )
    expect(reasons.map((r) => [r.kind, r.fact, r.result])).toEqual([
      ['client', 'client.standalone', 'client'],
      ['condition', 'flags.NOPE', false],
    ])
  })
})

const entry = (id: string, shown = true, where = 'screen'): ExplainEntry => ({ kind: 'block', where, id, shown, reasons: [] })

describe('diffEntries', () => {
  it('tells gains, losses and the one entry that moved, not every entry it shifted', () => {
    const before = [entry('ticker'), entry('banners'), entry('quickNav'), entry('games'), entry('favourites', false)]
    const after = [entry('ticker'), entry('games'), entry('banners'), entry('quickNav'), entry('favourites')]
    expect(diffEntries(before, after)).toEqual({ gains: ['block favourites'], loses: [], moved: ['block games'] })
  })

  it('names where an item sits', () => {
    expect(diffEntries([entry('cashback', true, 'block quickNav')], [])).toEqual({ gains: [], loses: ['block cashback (block quickNav)'], moved: [] })
  })
})
