import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { ConsolidatedSchema, RewardTicketListSchema, SystemStatusSchema, WpsFailureSchema, wpsSuccessSchema } from '../../schemas/upstream/index.ts'
import { gamesSetup } from './gamesHelpers.ts'

const TICKETS = '/wps/relay/PROMOFE_getClaimTicketList'
const CLAIM = '/wps/relay/PROMOFE_claimTicket'
const COUNT = '/wps/relay/PROMOFE_countUnclaimedRewards'
const CONSOLIDATED = '/wps/member/info/funds/consolidated'

const tickets = (body: unknown) => wpsSuccessSchema(RewardTicketListSchema).parse(body).value
const consolidated = (body: unknown) => wpsSuccessSchema(ConsolidatedSchema).parse(body).value
const failure = (body: unknown) => WpsFailureSchema.parse(body).errorCode

describe('reward tickets', () => {
  it('lists member0 tickets by status, one still waiting on a condition', async () => {
    const member = await gamesSetup().as('member0')
    const available = tickets((await member.get(`${TICKETS}?isApp=N&status=AVAILABLE`)).body)
    expect(available.map((t) => t.transactionId)).toEqual(['TX10001A', 'TX10001B', 'TX10001C'])
    expect(available[2]?.conditions).toEqual(['Deposit at least ￥100 today'])
    expect(tickets((await member.get(`${TICKETS}?isApp=N&status=CLAIMED`)).body).map((t) => t.type)).toEqual(['CASHBACK'])
    expect((await member.get(COUNT)).body.value).toEqual({ count: 3 })
    expect(failure((await member.get(`${TICKETS}?status=LOST`)).body)).toBe('request_param_err')
  })

  it("answers S28's five keys, and the seeds' name, amount and dates besides in the seedFields variant", async () => {
    const t = gamesSetup()
    const member = await t.as('member0')
    const [bare] = (await member.get(`${TICKETS}?isApp=N&status=AVAILABLE`)).body.value as Record<string, unknown>[]
    expect(Object.keys(bare ?? {}).sort()).toEqual(['conditionStatus', 'status', 'ticketId', 'transactionId', 'type'])
    await request(t.app).post('/__sim/variants').send({ endpoint: TICKETS, variant: 'seedFields' })
    const [full] = tickets((await member.get(`${TICKETS}?isApp=N&status=AVAILABLE`)).body)
    expect(full).toMatchObject({ name: 'Lucky Wheel Spin', amount: 18, type: 'PRIZE_WHEEL' })
    expect(full?.expiresAt).toBeGreaterThan(0)
  })

  it('claims a ticket once, credits its bonus and lowers the count; a ticket with a condition waits', async () => {
    const member = await gamesSetup().as('member0')
    const res = await member.post(CLAIM).send({ transactionId: 'TX10001A', isApp: 'N' })
    expect(res.body).toEqual({ success: true, value: { transactionId: 'TX10001A', type: 'PRIZE_WHEEL', value: 18, configId: 501 } })
    expect((await member.get(COUNT)).body.value).toEqual({ count: 2 })
    expect(failure((await member.post(CLAIM).send({ transactionId: 'TX10001A' })).body)).toBe('ticket.not.claimable')
    expect(failure((await member.post(CLAIM).send({ transactionId: 'TX10001C' })).body)).toBe('ticket.not.claimable')
    expect(failure((await member.post(CLAIM).send({ transactionId: 'nope' })).body)).toBe('ticket.not.found')
  })

  it('gives member2 128 unclaimed tickets and nested lists on the wrapped variant', async () => {
    const t = gamesSetup()
    const member = await t.as('member2')
    expect((await member.get(COUNT)).body.value).toEqual({ count: 128 })
    await t.control('/variants', { endpoint: TICKETS, variant: 'wrapped' })
    const res = await member.get(`${TICKETS}?status=AVAILABLE`)
    expect(res.body.value.list).toHaveLength(128)
    expect(tickets(res.body)).toHaveLength(128)
  })
})

describe('agent contracts', () => {
  it('gives agent1 a pending request of each kind and others none', async () => {
    const t = gamesSetup()
    const agent = await t.as('agent1')
    const raw = (await agent.get(CONSOLIDATED)).body.value
    expect(raw).toMatchObject({ realtimesalreqtype: null, divtypeinfo: 'Y' })
    expect(Object.keys(raw.divtypereq)).toEqual(['RNG', 'LIVE'])
    const value = consolidated({ success: true, value: raw })
    expect(value.dividend.byGameType.LIVE?.[0]?.status).toBe('V')
    expect(value.dailySalary.byGameType.RNG?.[0]).toMatchObject({ id: '7001', status: 'P', downlineHigherRate: 'Y' })
    expect(value.hourSalary.byGameType.LIVE?.[0]?.hourSalaryRates).toHaveLength(2)
    const member = consolidated((await (await t.as('member0')).get(CONSOLIDATED)).body)
    expect([member.dividend.pending, member.dailySalary.pending, member.hourSalary.pending]).toEqual([false, false, false])
  })

  it('names the dividend as the seeds do, or sends {} for none, on its variants', async () => {
    const t = gamesSetup()
    await t.control('/variants', { endpoint: CONSOLIDATED, variant: 'seedKeys' })
    const seeds = (await (await t.as('agent1')).get(CONSOLIDATED)).body.value
    expect(seeds.divtypereq).toBeUndefined()
    expect(consolidated({ success: true, value: seeds }).dividend.pending).toBe(true)
    await t.control('/variants', { endpoint: CONSOLIDATED, variant: 'emptyObjects' })
    const none = (await (await t.as('member0')).get(CONSOLIDATED)).body.value
    expect(none).toMatchObject({ divtypereq: {}, dailysalreqtype: {}, contracthoursalreq: {} })
  })

  it('takes the answers S26 sends per status and clears the request', async () => {
    const t = gamesSetup()
    const agent = await t.as('agent1')
    expect(failure((await agent.get('/wps/relay/MCSFE_processContractDividend?type=RNG&status=C')).body)).toBe('request_param_err')
    expect((await agent.get('/wps/relay/MCSFE_processContractDividend?type=RNG&status=A')).body).toEqual({ success: true, value: true })
    expect((await agent.get('/wps/relay/MCSFE_processContractDividend?type=LIVE&status=C')).body.success).toBe(true)
    expect((await agent.get('/wps/relay/MCSFE_processDailySalaryContract?id=7001&status=R')).body.success).toBe(true)
    expect((await agent.post('/wps/relay/MCSFE_processContractHourSalary').send({ contractId: 8001, status: 'A' })).body.success).toBe(true)
    expect(failure((await agent.get('/wps/relay/MCSFE_processDailySalaryContract?id=7001&status=A')).body)).toBe('contract.not.found')
    const after = consolidated((await agent.get(CONSOLIDATED)).body)
    expect([after.dividend.pending, after.dailySalary.pending, after.hourSalary.pending]).toEqual([false, false, false])
    const { decisions } = (await request(t.app).get('/__sim/contracts?account=agent1')).body as { decisions: { kind: string; status: string }[] }
    expect(decisions.map((d) => `${d.kind}:${d.status}`)).toEqual(['dividend:A', 'dividend:C', 'dailySalary:R', 'hourSalary:A'])
  })

  it('sets the requests of any account to the seed kinds named', async () => {
    const t = gamesSetup()
    await t.control('/contracts', { account: 'member2', kinds: ['hourSalary'] })
    const value = consolidated((await (await t.as('member2')).get(CONSOLIDATED)).body)
    expect([value.dividend.pending, value.dailySalary.pending, value.hourSalary.pending]).toEqual([false, false, true])
  })
})

describe('download links and member types', () => {
  it('replaces the download links of the status answer until reset', async () => {
    const t = gamesSetup()
    const resources = async () => SystemStatusSchema.parse((await t.get('/wps/system/status')).body.value).info.resources.map((r) => r.resourceType)
    expect(await resources()).toEqual(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM'])
    await t.control('/resources', { resources: [{ resourceType: 'Android', url: 'https://example.test/app.apk' }] })
    expect(await resources()).toEqual(['Android'])
    await t.control('/reset', {})
    expect(await resources()).toHaveLength(5)
  })

  it('changes the member type the platform reports', async () => {
    const t = gamesSetup()
    await t.control('/members/type', { account: 'agent1', type: 41 })
    expect((await (await t.as('agent1')).get('/wps/member/info')).body.value.type).toBe(41)
  })
})
