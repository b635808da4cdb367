import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loginToken, MERCHANT, solveSlider } from './helpers.ts'
import { expectOk, identitySetup, sendEncrypted } from './identityHelpers.ts'

type Ctx = ReturnType<typeof identitySetup>
const Registered = z.strictObject({ customerId: z.number(), token: z.string().optional() })

/** A complete registration with the invitation code, through SMS code, captcha and slider as a client sends it. */
async function registerWith(ctx: Ctx, username: string, affiliateCode: string, mobile: string) {
  await ctx.json('/wps/verification/sms/register', { mobileNum: `0${mobile}`, countryDialingCode: '60' })
  const { code } = await ctx.sms(mobile)
  const captcha = await ctx.captcha()
  const payload = {
    countryDialingCode: '60',
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    affiliateCode,
    mobileNum: `0${mobile}`,
    captcha: captcha.code,
    verificationCode: code,
    sliderTicket: await solveSlider(ctx.app),
  }
  return expectOk(await sendEncrypted(ctx.app, 'put', '/wps/member/register', payload, { Cookie: captcha.cookie }), Registered)
}

describe('registration through an affiliate link', () => {
  it("puts the new member under the link's agent with the link's type and rebates, and counts it on the link", async () => {
    const ctx = identitySetup()
    const agentToken = await loginToken(ctx.app, 'agent1')
    const links = async () =>
      (await ctx.get('/wps/agent/affiliate/url').set('Authorization', agentToken)).body.value as { code: string; memberType: number; registerCount: number }[]
    const agentLink = (await links()).find((l) => l.memberType === 1)
    const { customerId } = await registerWith(ctx, 'newAgent7', agentLink?.code.toLowerCase() ?? '', '123456789')
    expect((await links()).find((l) => l.memberType === 1)?.registerCount).toBe(1)
    const row = (await ctx.get(`/wps/agent/downline?customerId=${customerId}`).set('Authorization', agentToken)).body.value
    expect(row).toMatchObject({ account: 'newAgent7', customerType: 1, level: 1, uplineAccount: 'agent1' })
    expect(row.rebates).toEqual([
      { gameType: 'LOTT', rate: 0.012 },
      { gameType: 'RNG', rate: 0.008 },
      { gameType: 'LIVE', rate: 0.006 },
      { gameType: 'SPORTS', rate: 0.005 },
    ])
    const own = await loginToken(ctx.app, 'newAgent7', 'abc12345')
    expect((await ctx.get('/wps/agent/downlines').set('Authorization', own)).body.value).toMatchObject({ totalCount: 0 })
    const memberLink = (await links()).find((l) => l.memberType === 0)
    await registerWith(ctx, 'newPlayer8', memberLink?.code ?? '', '123456780')
    expect(ctx.sim.state.members.find((m) => m.account === 'newPlayer8')).toMatchObject({ type: 0, uplineId: 9001 })
    expect((await links()).find((l) => l.memberType === 0)?.registerCount).toBe(4)
  })

  it('forgets links, rebates, moves and registrations on reset', async () => {
    const ctx = identitySetup()
    const token = await loginToken(ctx.app, 'agent1')
    await ctx.post('/wps/agent/affiliate/url').set('Authorization', token).send({ memberType: 0, rebates: [] })
    await ctx.post('/wps/agent/transferDownline').set('Authorization', token).send({ customerId: 9008, targetAccount: 'subagent1' })
    await request(ctx.app)
      .put('/wps/agent/updateDownlineRebates')
      .set('Merchant', MERCHANT)
      .set('Authorization', token)
      .send({ customerId: 9009, rebates: [{ gameType: 'RNG', rate: 0.001 }] })
    expect(ctx.sim.state.agents.links).toHaveLength(3)
    expect(ctx.sim.state.members.find((m) => m.id === 9008)?.uplineId).toBe(9005)
    expect(ctx.sim.state.agents.rebates.get(9009)?.RNG).toBe(0.001)
    await ctx.control('/reset', {})
    expect(ctx.sim.state.agents.links).toHaveLength(2)
    expect(ctx.sim.state.members.find((m) => m.id === 9008)?.uplineId).toBe(9001)
    expect(ctx.sim.state.agents.rebates.get(9009)?.RNG).toBe(0.007)
  })
})
