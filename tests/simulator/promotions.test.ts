import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { PromotionCategoriesSchema, PromotionListSchema, WpsFailureSchema, wpsSuccessSchema } from '../../schemas/upstream/index.ts'
import { gamesSetup } from './gamesHelpers.ts'

const MINE = '/wps/relay/MCSFE_getAvailablePromotions'
const COMMON = '/wps/relay/MCSFE_getMerchantAvailablePromotions'
const JOIN = '/wps/relay/MCSFE_signUpPromotionJoin'
const APPLY = '/wps/relay/MCSFE_signUpRequestReward'
const CLAIM = '/wps/relay/MCSFE_claimIssuedPromotion'
const ISSUED = '/wps/relay/MCSFE_getClaimPromotion'
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`

const list = (body: unknown) => wpsSuccessSchema(PromotionListSchema).parse(body).value
const failure = (body: unknown) => WpsFailureSchema.parse(body).errorCode

describe('promotions', () => {
  it('answers the common list without a token and each seed state to member0', async () => {
    const t = gamesSetup()
    const common = list((await t.get(COMMON)).body)
    expect(common.map((p) => p.state)).toEqual(expect.arrayContaining(['join', 'comingSoon', 'close']))
    expect(common.find((p) => p.type === 'APP_DOWNLOAD')).toMatchObject({ state: 'join', category: '5' })
    const member = await t.as('member0')
    const mine = list((await member.get(MINE)).body)
    expect(new Set(mine.map((p) => p.state))).toEqual(
      new Set(['join', 'claim', 'applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'close', 'comingSoon']),
    )
    expect((await t.get(MINE)).status).toBe(401)
  })

  it('lists categories and can nest the list under list, as other relays do', async () => {
    const t = gamesSetup()
    const categories = wpsSuccessSchema(PromotionCategoriesSchema).parse((await t.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')).body).value
    expect(categories.map((c) => c.name)).toEqual(['Deposit', 'Slots', 'Live casino', 'VIP', 'App'])
    await t.control('/variants', { endpoint: COMMON, variant: 'wrapped' })
    const res = await t.get(COMMON)
    expect(Array.isArray(res.body.value.list)).toBe(true)
    expect(list(res.body).length).toBe(12)
  })

  it('joins a promotion once; a trial account or a closed promotion is refused', async () => {
    const t = gamesSetup()
    const member = await t.as('member1')
    expect((await member.post(JOIN).send({ promotionId: 304 })).body).toEqual({ success: true, value: true })
    expect(list((await member.get(MINE)).body).find((p) => p.id === '304')?.state).toBe('joined')
    expect(failure((await member.post(JOIN).send({ promotionId: 304 })).body)).toBe('promotion.not.joinable')
    expect(failure((await member.post(JOIN).send({ promotionId: 308 })).body)).toBe('promotion.not.joinable')
    expect(failure((await member.post(JOIN).send({ promotionId: 999 })).body)).toBe('promotion.not.found')
    const trial = await t.as('trial4')
    expect(failure((await trial.post(JOIN).send({ promotionId: 304 })).body)).toBe('customer.trial')
  })

  it('takes an application after the join, with a comment and up to three png or jpg pictures', async () => {
    const t = gamesSetup()
    const member = await t.as('member0')
    expect(failure((await member.post(APPLY).send({ promotionId: 303, remarks: 'Birthday', pictures: [PNG] })).body)).toBe('promotion.not.joinable')
    await member.post(JOIN).send({ promotionId: 303 })
    expect((await member.post(APPLY).send({ promotionId: 303, remarks: 'x'.repeat(141) })).body).toMatchObject({
      errorCode: 'request_param_err',
      field: 'remarks',
    })
    expect((await member.post(APPLY).send({ promotionId: 303, remarks: 'ok', pictures: [PNG, PNG, PNG, PNG] })).body).toMatchObject({ field: 'pictures' })
    expect((await member.post(APPLY).send({ promotionId: 303, remarks: 'ok', pictures: ['data:image/gif;base64,R0lGODlh'] })).body).toMatchObject({
      field: 'pictures',
    })
    expect((await member.post(APPLY).send({ promotionId: 303, remarks: 'My birthday is today', pictures: [PNG, PNG] })).body.success).toBe(true)
    expect(list((await member.get(MINE)).body).find((p) => p.id === '303')?.state).toBe('applying')
    const { applications } = (await request(t.app).get('/__sim/applications')).body as { applications: unknown[] }
    expect(applications).toEqual([expect.objectContaining({ memberId: 10001, promotionId: 303, remarks: 'My birthday is today', pictures: 2 })])
  })

  it('lists issued rewards as S30 reads them and credits a claim of { promotionClaimId, promotionType } once', async () => {
    const t = gamesSetup()
    const member = await t.as('member0')
    const balance = async () => (await member.get('/wps/v2/wallets/balance?typeId=0')).body.value.sumBalance as number
    const before = await balance()
    const issued = (await member.get(`${ISSUED}?promotionType=MANUAL,DEPOSIT,LUCKY_BET&status=I`)).body
    expect(issued).toEqual({ success: true, value: [{ rewardId: 30110001, promotionType: 'DEPOSIT' }] })
    expect((await member.get(`${ISSUED}?promotionType=RAFFLE&status=I`)).body.value).toEqual([])
    expect(failure((await member.get(`${ISSUED}?promotionType=DEPOSIT&status=C`)).body)).toBe('request_param_err')
    const reward = { promotionClaimId: 30110001, promotionType: 'DEPOSIT' }
    expect((await member.post(CLAIM).send(reward)).body).toEqual({ success: true, value: { promotionId: 301, bonusAmount: 888 } })
    expect(await balance()).toBeCloseTo(before + 888)
    expect(failure((await member.post(CLAIM).send(reward)).body)).toBe('promotion.not.claimable')
    expect((await member.get(`${ISSUED}?promotionType=DEPOSIT&status=I`)).body.value).toEqual([])
    expect(await balance()).toBeCloseTo(before + 888)
  })

  it("refuses the old { promotionId } body, another member's reward and a wrong type", async () => {
    const t = gamesSetup()
    const member = await t.as('member0')
    expect((await member.post(CLAIM).send({ promotionId: 301 })).body).toMatchObject({ success: false, errorCode: 'request_param_err' })
    expect(failure((await member.post(CLAIM).send({ promotionClaimId: 30110001, promotionType: 'CASHBACK' })).body)).toBe('promotion.not.found')
    expect(failure((await member.post(CLAIM).send({ promotionClaimId: 30110002, promotionType: 'DEPOSIT' })).body)).toBe('promotion.not.found')
  })

  it('changes a state through the control API, for one member or for everyone', async () => {
    const t = gamesSetup()
    expect((await t.control('/promotions', { promotionId: 309, state: 'CLOSE' })).status).toBe(200)
    expect(list((await t.get(COMMON)).body).find((p) => p.id === '309')?.state).toBe('close')
    await t.control('/promotions', { promotionId: 304, state: 'CLAIM', account: 'member1' })
    expect(list((await (await t.as('member1')).get(MINE)).body).find((p) => p.id === '304')?.state).toBe('claim')
    expect((await t.control('/promotions', { promotionId: 1, state: 'JOIN' })).status).toBe(404)
  })
})
