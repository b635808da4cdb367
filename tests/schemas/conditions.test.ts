import { describe, expect, it } from 'vitest'
import type { Condition, ServerFacts } from '../../schemas/conditions.ts'
import { evaluateClientCondition, foldCondition, roleOf } from '../../schemas/conditions.ts'

const visitor: ServerFacts = {
  role: 'visitor',
  memberType: null,
  loggedIn: false,
  flags: { CASHBACK3: true, CBS3: false },
  status: 0,
  language: 'EN',
  device: 'ios',
  merchant: 'sim88',
  appLinks: ['android', 'mobileconfig'],
  contractCheck: false,
}
const member1: ServerFacts = { ...visitor, role: 'member', memberType: 1, loggedIn: true }

describe('foldCondition', () => {
  it.each<[string, Condition, ServerFacts, boolean]>([
    ['a flag that is on', { op: 'flag', name: 'CASHBACK3' }, visitor, true],
    ['a flag that is off', { op: 'flag', name: 'CBS3' }, visitor, false],
    ['a flag the platform does not list', { op: 'flag', name: 'NOPE3' }, visitor, false],
    ['a role', { op: 'role', in: ['member', 'trial'] }, member1, true],
    ['a member type for a visitor', { op: 'memberType', in: [1, 2] }, visitor, false],
    ['a member type', { op: 'memberType', in: [1, 2] }, member1, true],
    ['loggedIn', { op: 'loggedIn' }, visitor, false],
    ['status', { op: 'status', in: [1, 2] }, visitor, false],
    ['language', { op: 'language', in: ['EN'] }, visitor, true],
    ['device', { op: 'device', in: ['android'] }, visitor, false],
    ['merchant', { op: 'merchant', in: ['sim88'] }, visitor, true],
    ['not', { op: 'not', cond: { op: 'loggedIn' } }, visitor, true],
    ['all of nothing', { op: 'all', of: [] }, visitor, true],
    ['any of nothing', { op: 'any', of: [] }, visitor, false],
    ['all with one false', { op: 'all', of: [{ op: 'loggedIn' }, { op: 'flag', name: 'CASHBACK3' }] }, visitor, false],
    ['any with one true', { op: 'any', of: [{ op: 'loggedIn' }, { op: 'flag', name: 'CASHBACK3' }] }, visitor, true],
    ['a named download link the platform lists', { op: 'appLink', kind: 'android' }, visitor, true],
    ['a named download link the platform lacks', { op: 'appLink', kind: 'ios' }, visitor, false],
    ['a link for an iPhone: the profile counts', { op: 'appLink' }, visitor, true],
    ['a link for an Android phone', { op: 'appLink' }, { ...visitor, device: 'android', appLinks: ['ios'] }, false],
    ['a link for another device: any', { op: 'appLink' }, { ...visitor, device: 'other', appLinks: ['ios'] }, true],
    ['no link at all', { op: 'appLink' }, { ...visitor, device: 'other', appLinks: [] }, false],
    ['the contract check', { op: 'contractCheck' }, { ...member1, role: 'agent', contractCheck: true }, true],
  ])('decides %s on the server', (_name, cond, facts, expected) => {
    expect(foldCondition(cond, facts)).toBe(expected)
  })

  it('keeps client facts as the residue', () => {
    const cond: Condition = {
      op: 'all',
      of: [
        { op: 'flag', name: 'CASHBACK3' },
        { op: 'not', cond: { op: 'client', fact: 'standalone' } },
      ],
    }
    expect(foldCondition(cond, visitor)).toEqual({ op: 'not', cond: { op: 'client', fact: 'standalone' } })
  })

  it('drops a residue that a server fact already decides', () => {
    expect(foldCondition({ op: 'all', of: [{ op: 'loggedIn' }, { op: 'client', fact: 'nativeApp' }] }, visitor)).toBe(false)
    expect(
      foldCondition(
        {
          op: 'any',
          of: [
            { op: 'flag', name: 'CASHBACK3' },
            { op: 'client', fact: 'nativeApp' },
          ],
        },
        visitor,
      ),
    ).toBe(true)
  })

  it('keeps several residues under their junction', () => {
    const cond: Condition = { op: 'any', of: [{ op: 'client', fact: 'standalone' }, { op: 'loggedIn' }, { op: 'client', fact: 'nativeApp' }] }
    expect(foldCondition(cond, visitor)).toEqual({
      op: 'any',
      of: [
        { op: 'client', fact: 'standalone' },
        { op: 'client', fact: 'nativeApp' },
      ],
    })
  })
})

describe('evaluateClientCondition', () => {
  const facts = {
    standalone: true,
    nativeApp: false,
    iosNotSafari: false,
    hideDownloadBar: false,
    ios: true,
    iosOld: false,
    iosNoWebApp: false,
    webClip: false,
    announcementPopupA: true,
    announcementPopupB: false,
  }
  it('evaluates a residue with the browser facts', () => {
    expect(
      evaluateClientCondition(
        {
          op: 'not',
          cond: {
            op: 'any',
            of: [
              { op: 'client', fact: 'standalone' },
              { op: 'client', fact: 'nativeApp' },
            ],
          },
        },
        facts,
      ),
    ).toBe(false)
    expect(evaluateClientCondition({ op: 'client', fact: 'nativeApp' }, facts)).toBe(false)
  })
  it('reads the announcement popup flags like any other fact', () => {
    expect(evaluateClientCondition({ op: 'client', fact: 'announcementPopupA' }, facts)).toBe(true)
    expect(evaluateClientCondition({ op: 'client', fact: 'announcementPopupB' }, facts)).toBe(false)
  })
  it('treats a server op that slipped through as false', () => {
    expect(evaluateClientCondition({ op: 'loggedIn' }, facts)).toBe(false)
  })
})

describe('roleOf', () => {
  const policy = { types: [1, 2, 41, 42], on: true }
  it.each([
    [null, 'visitor'],
    [0, 'member'],
    [1, 'member'],
    [2, 'member'],
    [4, 'trial'],
    [40, 'trial'],
    [41, 'trial'],
    [99, 'trial'],
  ] as const)('maps member type %s to %s without an agent policy', (type, role) => {
    expect(roleOf(type)).toBe(role)
  })
  it.each([
    [0, 'member'],
    [1, 'agent'],
    [2, 'agent'],
    [41, 'agent'],
    [42, 'agent'],
    [40, 'trial'],
    [4, 'trial'],
  ] as const)('maps member type %s to %s while the agent policy lists 1, 2, 41 and 42', (type, role) => {
    expect(roleOf(type, policy)).toBe(role)
  })
  it('makes no agent while the policy flag is off, whatever the types', () => {
    expect(roleOf(1, { ...policy, on: false })).toBe('member')
    expect(roleOf(41, { ...policy, on: false })).toBe('trial')
  })
  it('never makes the trial type an agent', () => {
    expect(roleOf(4, { types: [4], on: true })).toBe('trial')
  })
})
