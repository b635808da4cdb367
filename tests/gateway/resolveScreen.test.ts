import { describe, expect, it } from 'vitest'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts, type LayoutSet } from '../../gateway/layouts/validate.ts'
import { resolveScreen } from '../../gateway/resolve/resolveScreen.ts'
import { mediaUrl } from '../../gateway/routes/media.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { plainContext, type PlainRequest } from '../helpers/plainContext.ts'
import { stubUpstream, timeout } from '../helpers/stubUpstream.ts'

const { set } = validateLayouts(await readLayoutFiles(`${ROOT}/layouts`))
const layouts = set as LayoutSet
const visitor: PlainRequest = { session: null }
const member: PlainRequest = { ...visitor, session: { t: 'token-1', u: 'member0', ty: 0, f: false } }
const memberInfo = { id: 1, account: 'member0', nickname: 'Lucky Lee', type: 0, clubLabel: { labelName: 'VIP3' } }
const wallet = { sumBalance: 9876543.21, currency: 'CNY', currencySymbol: '￥' }

async function resolve(input: PlainRequest, overrides: Parameters<typeof stubUpstream>[0] = {}, path = '/m/home') {
  const stub = stubUpstream(overrides)
  const resolved = await resolveScreen({ layouts, upstream: stub.reader, media: mediaUrl }, plainContext(input, { upstream: stub.reader, layouts }).ctx, path)
  return { response: ScreenResponseSchema.parse(resolved.response), calls: stub.calls, memoKey: resolved.memoKey }
}

describe('resolveScreen', () => {
  it('binds every home block from the platform fixtures for a visitor, without any member call', async () => {
    const { response, calls, memoKey } = await resolve(visitor)
    expect(response.blocks.map((b) => [b.type, b.status])).toEqual([
      ['downloadBar', 'ok'],
      ['noticeTicker', 'ok'],
      ['bannerCarousel', 'ok'],
      ['quickNav', 'ok'],
      ['gameBlock', 'ok'],
      ['floatingService', 'ok'],
    ])
    expect(calls.some((c) => c.token !== undefined)).toBe(false)
    expect(new Set(calls.map((c) => c.name))).toEqual(
      new Set(['systemStatus', 'announcements', 'liveModels', 'vendorGameTypes', 'hotGames', 'merchantPromotions']),
    )
    expect(memoKey).toBeTruthy()
  })

  it('gives the game centre a tab for a category the platform starts to offer, with no layout or client change', async () => {
    const vendorGameTypes = {
      content: {
        RNG: { PG: [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG' }] },
        BINGO: { BB: [{ vassalage: 'BB', displayName: 'Bingo Bay', gameType: 'BINGO' }] },
      },
    }
    const { response } = await resolve(visitor, { vendorGameTypes }, '/m/gameList?gameType=BINGO')
    const block = response.blocks.find((b) => b.type === 'gameEntrance')
    if (block?.type !== 'gameEntrance') throw new Error('no game entrance')
    expect(block.props.categories.map((c) => c.id)).toEqual(['HOT', 'FAV', 'RNG', 'BINGO', 'PROMO'])
    expect(block.props.categories.find((c) => c.id === 'BINGO')).toMatchObject({ label: 'BINGO', list: { source: 'category', gameType: 'BINGO' } })
    expect(block.props.active).toEqual({ category: 'BINGO' })
  })

  it('takes the white-label flags from the status answer, and asks for them apart only when it has none', async () => {
    const cashback = (response: { blocks: { type: string; props: unknown }[] }) => {
      const nav = response.blocks.find((b) => b.type === 'quickNav') as { props: { items: { id: string }[] } } | undefined
      return nav?.props.items.some((i) => i.id === 'cashback')
    }
    const withTree = await resolve(visitor)
    expect(withTree.calls.map((c) => c.name)).not.toContain('whiteLabel')
    expect(cashback(withTree.response)).toBe(true)
    const bare = { maintenance: false, regionRestriction: false, info: { customerService: [] } }
    const without = await resolve(visitor, { systemStatus: bare })
    expect(without.calls.map((c) => c.name)).toContain('whiteLabel')
    expect(cashback(without.response)).toBe(true)
  })

  it('strips announcement HTML down to text', async () => {
    const { response } = await resolve(visitor, {
      announcements: { player: [{ id: 1, content: '<p>Big <b>win</b> &amp; more<img src=x onerror="alert(1)"><script>alert(2)</script></p>' }] },
    })
    const ticker = response.blocks.find((b) => b.type === 'noticeTicker')
    expect(ticker?.type === 'noticeTicker' && ticker.props.items).toEqual([{ id: '1', text: 'Big win & more' }])
  })

  it('marks the ticker degraded and keeps the rest when announcements time out', async () => {
    const { response, memoKey } = await resolve(visitor, { announcements: timeout('announcements') })
    expect(response.degraded).toEqual(['announcements'])
    expect(response.blocks.find((b) => b.type === 'noticeTicker')?.status).toBe('degraded')
    expect(response.blocks.find((b) => b.type === 'gameBlock')?.status).toBe('ok')
    expect(memoKey).toBeUndefined()
  })

  it('leaves the floating service button out when no CS entry exists; the live chat launch stays', async () => {
    const { response } = await resolve(visitor, { systemStatus: { maintenance: false, regionRestriction: false, info: { customerService: [] } } })
    expect(response.blocks.map((b) => b.type)).not.toContain('floatingService')
    const nav = response.blocks.find((b) => b.type === 'quickNav')
    const items = nav?.type === 'quickNav' ? nav.props.items : []
    expect(items.map((i) => i.id)).not.toContain('customerServiceLink')
    expect(items.find((i) => i.id === 'customerService')?.action).toEqual({ type: 'navigate', to: '/m/login' })
  })

  it('names nobody on a maintenance screen, which the browser keeps and shows to whoever comes next', async () => {
    const { response } = await resolve(member, { memberInfo, walletBalance: wallet, systemStatus: { maintenance: true, regionRestriction: false } })
    expect(response.screen).toBe('maintenance')
    expect(response.shell.sidebar.member).toBeNull()
    expect(JSON.stringify(response.shell)).not.toContain('Lucky Lee')
  })

  it('gives a member the formatted balance and asks the platform with the member token', async () => {
    const { response, calls, memoKey } = await resolve(member, { memberInfo, walletBalance: wallet, unclaimedRewards: { count: 150 } })
    expect(response.shell.topBanner?.member).toEqual({ name: 'Lucky Lee', balance: '9,876,543', vip: 'VIP3', currencySymbol: '￥' })
    const asked = calls.filter((c) => c.token === 'token-1').map((c) => c.name)
    expect([...new Set(asked)].sort()).toEqual([
      'consolidated',
      'favouriteIds',
      'favouriteList',
      'inboxUnread',
      'memberAnnouncements',
      'memberInfo',
      'recentGames',
      'unclaimedRewards',
      'walletBalance',
    ])
    const nav = response.blocks.find((b) => b.type === 'quickNav')
    expect(nav?.type === 'quickNav' && nav.props.items.find((i) => i.id === 'rewardCentre')?.badge).toBe(150)
    expect(memoKey).toBeUndefined()
  })

  it('shows VIP 0 and the account when the platform gives no label and no nickname', async () => {
    const { response } = await resolve(member, { memberInfo: { ...memberInfo, nickname: null, clubLabel: null }, walletBalance: wallet })
    expect(response.shell.topBanner?.member).toMatchObject({ name: 'member0', vip: '0' })
  })

  it('gates every path on the status: maintenance wins over region restriction', async () => {
    const { response } = await resolve(visitor, { systemStatus: { maintenance: true, regionRestriction: true } }, '/m/login')
    expect([response.status, response.screen]).toEqual([1, 'maintenance'])
  })

  it('answers GW_UPSTREAM_UNAVAILABLE when the status itself cannot be known', async () => {
    await expect(resolve(visitor, { systemStatus: timeout('systemStatus') })).rejects.toMatchObject({ code: 'GW_UPSTREAM_UNAVAILABLE', statusCode: 503 })
  })
})
