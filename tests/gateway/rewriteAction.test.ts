import { describe, expect, it } from 'vitest'
import type { ActionContext } from '../../gateway/binding/rewriteAction.ts'
import { rewriteAction } from '../../gateway/binding/rewriteAction.ts'
import { ActionSchema, type AuthoredAction } from '../../schemas/actions.ts'

const t = (text: string | { t: string }) => (typeof text === 'string' ? text : `[${text.t}]`)
const ctx = (role: 'visitor' | 'member' | 'trial'): ActionContext => ({
  facts: { loggedIn: role !== 'visitor', role },
  customerService: { LIVECHAT: 'https://chat.example/live' },
  t,
})

describe('rewriteAction', () => {
  const withdraw = { type: 'navigate', to: '/m/withdraw', requires: 'login' } as const
  const deposit = { type: 'navigate', to: '/m/voucherCenter', requires: 'realAccount', refusal: { t: 'actual_account_required' } } as const

  it('sends a visitor to login for an action that needs a session', () => {
    expect(rewriteAction(withdraw, ctx('visitor'))).toEqual({ type: 'navigate', to: '/m/login' })
    expect(rewriteAction(deposit, ctx('visitor'))).toEqual({ type: 'navigate', to: '/m/login' })
  })
  it('lets a member through without the access fields', () => {
    expect(rewriteAction(withdraw, ctx('member'))).toEqual({ type: 'navigate', to: '/m/withdraw' })
  })
  it('refuses a trial user a real-account action with its message, free_reject by default', () => {
    expect(rewriteAction(deposit, ctx('trial'))).toEqual({ type: 'toast', text: '[actual_account_required]', ms: 2000 })
    expect(rewriteAction({ type: 'navigate', to: '/m/withdraw', requires: 'realAccount' }, ctx('trial'))).toEqual({
      type: 'toast',
      text: '[free_reject]',
      ms: 2000,
    })
  })
  it('fills in customer-service links, and hides the item when the platform has none', () => {
    expect(rewriteAction({ type: 'customerService', csType: 'LIVECHAT' }, ctx('visitor'))).toEqual({ type: 'openExternal', url: 'https://chat.example/live' })
    expect(rewriteAction({ type: 'customerService', csType: 'WHATSAPP' }, ctx('visitor'))).toBeNull()
  })
  it('fills in the links the platform lists (resourceLink), and hides the item when it lists none of that type', () => {
    const withResources = { ...ctx('member'), resources: { TELEGRAM: 'https://t.example/site' } }
    expect(rewriteAction({ type: 'resourceLink', resourceType: 'TELEGRAM' }, withResources)).toEqual({ type: 'openExternal', url: 'https://t.example/site' })
    expect(rewriteAction({ type: 'resourceLink', resourceType: 'WHATSAPP' }, withResources)).toBeNull()
    expect(rewriteAction({ type: 'resourceLink', resourceType: 'TELEGRAM' }, ctx('member'))).toBeNull()
  })
  it('resolves the layout-only actions a confirm runs into ones the page accepts, and drops the confirm when none is left', () => {
    const chat: AuthoredAction = { type: 'confirm', text: 'Chat?', then: [{ type: 'customerService', csType: 'LIVECHAT' }] }
    const resolved = rewriteAction(chat, ctx('member'))
    expect(resolved).toMatchObject({ type: 'confirm', then: [{ type: 'openExternal', url: 'https://chat.example/live' }] })
    expect(ActionSchema.safeParse(resolved).success).toBe(true)
    expect(rewriteAction({ ...chat, then: [{ type: 'customerService', csType: 'WHATSAPP' }] }, ctx('member'))).toBeNull()
  })
  it('translates the texts of a confirm and rewrites what it runs', () => {
    expect(rewriteAction({ type: 'confirm', text: { t: 'sure_logout' }, then: [{ type: 'logout' }] }, ctx('member'))).toEqual({
      type: 'confirm',
      text: '[sure_logout]',
      okLabel: '[ok]',
      cancelLabel: '[cancel]',
      then: [{ type: 'logout' }],
    })
  })
})
