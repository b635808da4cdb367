import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { bannerSvg, escapeXml, gameIconSvg } from '../../simulator/svg.ts'
import { setup } from './helpers.ts'

describe('images', () => {
  it('serves every image the data points at as cacheable SVG', async () => {
    const { app, sim, get } = setup()
    const { catalogue, banners, models } = sim.state.data
    const vendors = (await get('/wps/relay/GCSGAME_getVassGameType')).body.value.content
    const vendorIcons = Object.values(vendors).flatMap((byVendor) =>
      Object.values(byVendor as Record<string, Array<{ iconUrl: string }>>).map((v) => v[0]?.iconUrl),
    )
    const paths = [
      '/TCG_GAME_ICONS/default.svg',
      ...catalogue.games.slice(0, 5).map((g) => g.iconUrl),
      ...vendorIcons,
      ...banners.map((b) => b.url),
      ...models.map((m) => m.avatar),
      '/TCG_PROD_IMAGES/APP/download.svg',
    ]
    for (const path of paths) {
      const res = await request(app).get(path ?? '')
      expect(res.status, path).toBe(200)
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/)
      expect(res.headers['cache-control']).toBe('public, max-age=86400')
    }
  })

  it('draws a 300x300 icon with initials and vendor, escaping text', async () => {
    const { app, sim } = setup()
    const game = sim.state.data.catalogue.games.find((g) => g.gameName.includes('&') || g.gameName.includes("'"))
    expect(game).toBeDefined()
    const res = await request(app).get(game?.iconUrl ?? '')
    const svg = res.body instanceof Buffer ? res.body.toString('utf8') : res.text
    expect(svg).toContain('width="300" height="300"')
    expect(svg).toContain('linearGradient')
    expect(svg).toContain(`>${game?.vassalage}<`)
    const banner = await request(app).get('/TCG_PROD_IMAGES/BANNER/101.svg')
    const bannerSvg = banner.body instanceof Buffer ? banner.body.toString('utf8') : banner.text
    expect(bannerSvg).toContain('width="750" height="300"')
  })

  it('escapes every text it writes into SVG', () => {
    expect(escapeXml(`<Tom & "Jerry's">`)).toBe('&lt;Tom &amp; &quot;Jerry&apos;s&quot;&gt;')
    const svg = bannerSvg(1, '<script>alert(1)</script> & more')
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more')
    expect(gameIconSvg('A&B', 'x', "Texas Hold'em")).toContain('>A&amp;B<')
  })

  it('answers 404 for unknown images and ignores faults and the merchant rule', async () => {
    const { app, control } = setup()
    await control('/faults', { endpoint: '*', kind: 'error' })
    for (const path of [
      '/TCG_GAME_ICONS/PG/nope.svg',
      '/TCG_GAME_ICONS/XX/fortune-tiger.svg',
      '/TCG_PROD_IMAGES/BANNER/999.svg',
      '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-ACTIVE.svg',
      '/TCG_GAME_ICONS/PG/fortune-tiger.png',
    ]) {
      expect((await request(app).get(path)).status, path).toBe(404)
    }
    expect((await request(app).get('/TCG_GAME_ICONS/PG/fortune-tiger.svg')).status).toBe(200)
  })

  it('draws a flag for each language of the switch, and 404 for any other code', async () => {
    const { app } = setup()
    for (const lang of ['EN', 'CN', 'TH', 'VI', 'UR']) {
      const res = await request(app).get(`/TCG_PROD_IMAGES/FLAG/${lang}.svg`)
      expect(res.status, lang).toBe(200)
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/)
      const svg = res.body instanceof Buffer ? res.body.toString('utf8') : res.text
      expect(svg).toContain('viewBox="0 0 36 24"')
    }
    for (const path of [
      '/TCG_PROD_IMAGES/FLAG/XX.svg',
      '/TCG_PROD_IMAGES/FLAG/en.svg',
      '/TCG_PROD_IMAGES/FLAG/EN.png',
      '/TCG_PROD_IMAGES/FLAG/constructor.svg',
    ]) {
      expect((await request(app).get(path)).status, path).toBe(404)
    }
  })
})
