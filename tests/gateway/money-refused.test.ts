// A money screen whose sources the platform refuses (`function.not.available`, as for a merchant without the module)
// draws its shell and says, in the player's language, that deposits (or withdrawals) are not available right now,
// with a way to try again and the live chat: never an empty page.
import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp
let member: supertest.Agent

beforeAll(async () => {
  t = await buildTestApp()
  member = t.request()
  expect((await login(member, ACCOUNTS.member0)).status).toBe(200)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
})

const refuse = async (...paths: string[]) => {
  for (const endpoint of paths) await t.control('/__sim/faults', { endpoint, kind: 'notAvailable' })
}
async function screen(route: string, lang = 'EN') {
  const res = await member.get('/api/screen').query({ path: route, lang })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

describe('money screens whose sources are refused', () => {
  it('/m/withdraw says withdrawals are not available, with try again and the live chat, in its shell', async () => {
    // Every route of the cards and banks (S17's and the seeds' relays), and the record.
    await refuse(
      '/wps/member/bankCard',
      '/wps/relay/MCS2_bankCards',
      '/wps/system/withdrawBanks',
      '/wps/relay/MCS2_bankList',
      '/wps/relay/MCS2_WithdrawTransactionReport',
    )
    const answer = await screen('/m/withdraw')
    expect(answer.degraded).toEqual(expect.arrayContaining(['bankCards']))
    expect(answer.shell.header).toBeDefined()
    expect(answer.blocks).toEqual([
      expect.objectContaining({
        id: 'withdrawUnavailable',
        type: 'statusNotice',
        props: expect.objectContaining({
          title: 'Withdrawals are not available right now',
          actions: [
            { id: 'retry', label: 'Try again', action: { type: 'refresh' } },
            { id: 'liveChat', label: 'Live chat', action: { type: 'liveChat', back: '/m/withdraw' } },
          ],
        }),
      }),
    ])
  })

  it('/m/voucherCenter says deposits are not available, in the player language', async () => {
    await refuse('/wps/relay/MCS2_depositBanksByVendor', '/wps/relay/MCS2_depositPromoList')
    const [notice] = (await screen('/m/voucherCenter', 'CN')).blocks
    expect(notice).toMatchObject({ id: 'depositUnavailable', type: 'statusNotice', props: { title: '暂时无法存款' } })
    expect(notice?.type === 'statusNotice' && notice.props.actions?.map((a) => a.action.type)).toEqual(['refresh', 'liveChat'])
  })

  it('draws the screens whole again once the platform answers', async () => {
    expect((await screen('/m/withdraw')).blocks.map((b) => b.type)).toEqual(['withdrawPanel'])
    expect((await screen('/m/voucherCenter')).blocks.map((b) => b.type)).toEqual(['depositPanel'])
  })
})
