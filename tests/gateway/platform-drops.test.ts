import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import { ScreenResponseSchema, type ScreenResponse } from '../../schemas/screen.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

/** Platform lists are parsed item by item: a bad item is dropped, counted in /readyz and logged once per list. */
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const banner = (id: number, extra: object = {}) => ({
  bannerId: id,
  groupName: 'm_home',
  url: `/TCG_PROD_IMAGES/BANNER/${101}.svg`,
  title: `Banner ${id}`,
  linkageType: null,
  ...extra,
})

async function home(): Promise<ScreenResponse> {
  const res = await t.request().get('/api/screen').query({ path: '/m/home' })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

function slides(s: ScreenResponse): string[] {
  const carousel = s.blocks.find((b): b is Extract<ResolvedBlock, { type: 'bannerCarousel' }> => b.type === 'bannerCarousel')
  return carousel?.props.slides.map((slide) => slide.id) ?? []
}

const dropLogs = () => t.logs.filter((l) => l.msg === 'platform list items dropped')

describe('item-by-item platform lists', () => {
  it('keeps the good banners, drops the bad ones, and says so in /readyz and once in the log', async () => {
    const before = dropLogs().length
    await t.control('/__sim/announcements', { banners: [banner(1), { bannerId: 2, groupName: 'm_home' }, banner(3), 'not a banner', banner(4, { url: 42 })] })
    for (let i = 0; i < 3; i++) {
      const s = await home()
      expect(s.blocks.every((b) => b.status === 'ok')).toBe(true)
      expect(slides(s)).toEqual(['1', '3'])
    }
    expect((await t.request().get('/readyz')).body).toMatchObject({ ok: true, layouts: true, upstream: true, dropped: { 'announcements.banners': 3 } })
    const logged = dropLogs().slice(before)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ level: 40, source: 'announcements', list: 'banners', dropped: 3 })
    expect(logged[0]?.issue).toMatch(/^url: /)
  })

  it('forgets a list once its answer is clean again', async () => {
    await t.control('/__sim/announcements', { banners: [banner(1), { bannerId: 2 }] })
    await home()
    expect((await t.request().get('/readyz')).body.dropped).toEqual({ 'announcements.banners': 1 })
    await fetch(`${t.sim.url}/__sim/announcements`, { method: 'DELETE' })
    await home()
    expect((await t.request().get('/readyz')).body.dropped).toEqual({})
  })

  it('shows a tile named by nodeName when its gameName is null', async () => {
    const hot = (await fetch(`${t.sim.url}/wps/relay/GCSGAME_hotGamesV2`, { headers: { Merchant: 'sim88' } }).then((r) => r.json())) as {
      value: { list: { nodeId: string; nodeName: string }[] }
    }
    const first = hot.value.list[0]
    if (!first) throw new Error('no hot game')
    await t.control('/__sim/game-names', { [first.nodeId]: null })
    const s = await home()
    const games = s.blocks.find((b): b is Extract<ResolvedBlock, { type: 'gameBlock' }> => b.type === 'gameBlock')?.props.tabs[0]?.games ?? []
    expect(games.find((g) => g.id === first.nodeId)?.name).toBe(first.nodeName)
    expect((await t.request().get('/readyz')).body.dropped).toEqual({})
  })
})
