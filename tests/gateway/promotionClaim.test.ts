// The promotion claim as a plain function: which issued reward (S30) it names to the platform.
import { describe, expect, it } from 'vitest'
import { promotion } from '../../gateway/actions/promotion.ts'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts, type LayoutSet } from '../../gateway/layouts/validate.ts'
import type { PlatformClient } from '../../gateway/upstream/client.ts'
import type { Endpoint } from '../../gateway/upstream/endpoints.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { plainContext } from '../helpers/plainContext.ts'
import { stubUpstream } from '../helpers/stubUpstream.ts'

const layouts = validateLayouts(await readLayoutFiles(`${ROOT}/layouts`)).set as LayoutSet
const session = { t: 'token-1', u: 'member0', ty: 0, f: false }
const memberInfo = { id: 1, account: 'member0', nickname: null, type: 0 }
const promotions = [{ promotionId: 301, promotionName: 'Welcome Bonus', promotionType: 'DEPOSIT', status: 'CLAIM' }]

async function claimWith(claimables: unknown) {
  const sent: { name: string; body: unknown }[] = []
  const call = (async (endpoint: Endpoint, options: { body?: unknown } = {}) => {
    sent.push({ name: endpoint.name, body: options.body })
    return null
  }) as PlatformClient['call']
  const { reader, calls } = stubUpstream({ memberInfo, promotions, claimables })
  const { ctx } = plainContext({ session }, { upstream: { fetch: reader.fetch, call }, layouts })
  const outcome = await promotion.run({ promotionId: '301', step: 'claim' }, ctx).catch((error: unknown) => error)
  return { outcome, sent, asked: calls.filter((c) => c.name === 'claimables') }
}

describe('claiming an issued promotion (S30)', () => {
  it('names the reward the platform lists for this promotion, by its id when the list says which promotion', async () => {
    const listed = [
      { rewardId: 9001, promotionType: 'DEPOSIT', promotionId: 302 },
      { rewardId: 9002, promotionType: 'DEPOSIT', promotionId: 301 },
    ]
    const { outcome, sent, asked } = await claimWith(listed)
    expect(outcome).toMatchObject({ ok: true })
    expect(asked).toHaveLength(1)
    expect(sent).toEqual([{ name: 'claimPromotion', body: { promotionClaimId: 9002, promotionType: 'DEPOSIT' } }])
  })

  it("takes the first reward of the promotion's type when the list names no promotion, as S30 does (claimId too)", async () => {
    const { sent } = await claimWith([
      { claimId: '77', promotionType: 'DEPOSIT' },
      { rewardId: 78, promotionType: 'DEPOSIT' },
    ])
    expect(sent).toEqual([{ name: 'claimPromotion', body: { promotionClaimId: 77, promotionType: 'DEPOSIT' } }])
  })

  it('sends no claim when nothing of the promotion is listed', async () => {
    const { outcome, sent } = await claimWith([{ rewardId: 1, promotionType: 'DEPOSIT', promotionId: 999 }])
    expect(outcome).toMatchObject({ code: 'GW_PROMOTION_NOT_ALLOWED' })
    expect(sent).toEqual([])
  })
})
