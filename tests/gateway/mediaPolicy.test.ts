import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../gateway/config.ts'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts, type LayoutSet } from '../../gateway/layouts/validate.ts'
import { imgSrcOf, mediaUrlFor } from '../../gateway/plugins/media.ts'
import { resolveScreen } from '../../gateway/resolve/resolveScreen.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { plainContext } from '../helpers/plainContext.ts'
import { stubUpstream } from '../helpers/stubUpstream.ts'

const policy = { origins: ['https://cdn.example', 'https://img.example:8443'], proxyOrigin: 'http://platform.example' }
const media = mediaUrlFor(policy)

describe('mediaUrlFor', () => {
  it.each([
    ['/TCG_GAME_ICONS/PG/x.svg', '/media/TCG_GAME_ICONS/PG/x.svg'],
    ['/BANNER/1.png?v=2', '/media/BANNER/1.png'],
    ['https://cdn.example/a/b.png', 'https://cdn.example/a/b.png'],
    ['https://img.example:8443/a.png', 'https://img.example:8443/a.png'],
    ['http://cdn.example/a.png?x=1', 'https://cdn.example/a.png?x=1'],
    ['http://platform.example/TCG_GAME_ICONS/a.svg', '/media/TCG_GAME_ICONS/a.svg'],
    ['https://platform.example/BANNER/2.png', '/media/BANNER/2.png'],
  ])('lets %j load as %j', (path, url) => {
    expect(media(path)).toBe(url)
  })

  it.each([
    null,
    '',
    'https://evil.example/a.png',
    'https://cdn.example.evil.example/a.png',
    'https://img.example/a.png',
    'https://user@cdn.example/a.png',
    '//cdn.example/a.png',
    '/\\evil.example/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'ftp://cdn.example/a.png',
    'images/a.png',
    '/a/../../etc/passwd',
    '/a b.png',
    'http://platform.example/a%2f..%2fb.png',
  ])('gives the default image for %j', (path) => {
    expect(media(path)).toBe('/img/default-game.svg')
    expect(media(path, '/img/default-banner.svg')).toBe('/img/default-banner.svg')
  })

  it('allows in the CSP exactly the site, data: and the media hosts', () => {
    expect(imgSrcOf(policy)).toEqual(["'self'", 'data:', 'https://cdn.example', 'https://img.example:8443'])
  })
})

describe('MEDIA_HOSTS', () => {
  it('reads hosts (https) and origins', () => {
    expect(loadConfig({ MEDIA_HOSTS: 'cdn.example, http://127.0.0.1:9000 ,https://img.example:8443' }).mediaHosts).toEqual([
      'https://cdn.example',
      'http://127.0.0.1:9000',
      'https://img.example:8443',
    ])
    expect(loadConfig({}).mediaHosts).toEqual([])
  })

  it.each(['https://cdn.example/images', '*.cdn.example', 'ftp://cdn.example', 'https://u:p@cdn.example'])('refuses %j', (value) => {
    expect(() => loadConfig({ MEDIA_HOSTS: value })).toThrow(/MEDIA_HOSTS/)
  })
})

describe('banner images', () => {
  it('shows banners from the platform and the media hosts, and the default banner for any other host', async () => {
    const { set } = validateLayouts(await readLayoutFiles(`${ROOT}/layouts`))
    const banner = (bannerId: number, url: string) => ({
      bannerId,
      groupName: 'm_home',
      url,
      title: `B${bannerId}`,
      externalLink: null,
      nodeId: null,
      vendor: null,
      linkageType: null,
      linkage: null,
    })
    const banners = [banner(1, 'https://cdn.example/b/1.png'), banner(2, 'http://platform.example/b/2.png'), banner(3, 'https://tracker.example/pixel.gif')]
    const { reader } = stubUpstream({ announcements: { banners, player: [] } })
    const layouts = set as LayoutSet
    const { response } = await resolveScreen({ layouts, upstream: reader, media }, plainContext({}, { upstream: reader, layouts }).ctx, '/m/home')
    const carousel = response.blocks.find((b) => b.type === 'bannerCarousel')
    if (carousel?.type !== 'bannerCarousel') throw new Error('no carousel')
    expect(carousel.props.slides.map((s) => s.image)).toEqual(['https://cdn.example/b/1.png', '/media/b/2.png', '/img/default-banner.svg'])
  })
})
