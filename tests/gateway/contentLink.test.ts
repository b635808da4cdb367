import { describe, expect, it } from 'vitest'
import { contentLinkAction } from '../../gateway/binding/contentLink.ts'
import { normaliseInternalPath } from '../../gateway/binding/internalPath.ts'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts, type LayoutSet } from '../../gateway/layouts/validate.ts'
import { resolveScreen } from '../../gateway/resolve/resolveScreen.ts'
import { mediaUrl } from '../../gateway/routes/media.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { plainContext } from '../helpers/plainContext.ts'
import { stubUpstream } from '../helpers/stubUpstream.ts'

const t = (text: string | { t: string }) => (typeof text === 'string' ? text : `[${text.t}]`)
const ROUTES = ['/', '/m', '/m/', '/m/home', '/m/activity', '/m/inviteFriends', '/m/gameList']

// Links a platform's content editor (or an attacker who reached it) could put in a banner or a notice.
const HOSTILE = [
  'javascript:alert(1)',
  'JaVa\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'ftp://evil.example/',
  'mailto:a@evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '%2f%2fevil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/%252f%252fevil.example',
  '/%25252f%25252fevil.example',
  '/%5c%5cevil.example',
  '/%5Cevil.example',
  '/%2f%5cevil.example',
  'https://ok@evil.example/',
  'https://ok:secret@evil.example/',
  'https://evil.example@site.example/',
  '/m/home/../..//evil.example',
  '/m/%2e%2e/%2e%2e//evil.example',
  '/m/%2E%2E%2F%2E%2E%2F%2Fevil.example',
  '/m/home/..%2f..%2f%2fevil.example',
  '/./%2e/.//evil.example',
  '/m/%2e%2e/%2e%2e/%252f%252fevil.example',
  '/m/ho\u0000me',
  '/m/home%00',
  '/m/home%0d%0aSet-Cookie:x=1',
  '/m/%09/home',
  '/m/home%',
  '/%u002f%u002fevil.example',
  '/\u3000/evil.example',
  '/\uff0f\uff0fevil.example',
  '\u202e/m/home',
  '/m/home\u2028',
  '/m/home%3fnext=x',
  '/m/home%23x',
  '/evil.example',
  '/m/unknownPage',
  'm/home',
  '',
]

describe('contentLinkAction', () => {
  it('has a corpus of at least 30 hostile links', () => {
    expect(new Set(HOSTILE).size).toBeGreaterThanOrEqual(30)
  })

  it.each(HOSTILE)('drops %j', (link) => {
    expect(contentLinkAction(link, t, ROUTES)).toBeUndefined()
  })

  it.each(['https://promo.example/page', 'http://promo.example/'])('opens %s outside once the viewer confirms the host', (url) => {
    expect(contentLinkAction(url, t, ROUTES)).toEqual({
      type: 'confirm',
      text: '[leave_site] promo.example',
      okLabel: '[continue]',
      cancelLabel: '[cancel]',
      then: [{ type: 'openExternal', url }],
    })
  })

  it.each([
    ['https:\\\\evil.example\\x', 'https://evil.example/x'],
    ['HTTPS://Evil.Example/a', 'https://evil.example/a'],
    ['ht\ttps://evil.example/', 'https://evil.example/'],
  ])('names the host a browser would go to for %j before leaving', (link, url) => {
    expect(contentLinkAction(link, t, ROUTES)).toMatchObject({ type: 'confirm', text: '[leave_site] evil.example', then: [{ type: 'openExternal', url }] })
  })

  it('navigates inside for a clean internal path', () => {
    expect(contentLinkAction('/m/activity?id=3', t, ROUTES)).toEqual({ type: 'navigate', to: '/m/activity?id=3' })
  })
})

describe('normaliseInternalPath', () => {
  it.each([
    ['/m/activity?id=3', '/m/activity?id=3'],
    ['/m//activity', '/m/activity'],
    ['/m/./activity', '/m/activity'],
    ['/m/x/../activity', '/m/activity'],
    ['/m\\activity', '/m/activity'],
    ['/m%2factivity', '/m/activity'],
    ['/m/%61ctivity', '/m/activity'],
    ['/m/%2561ctivity', '/m/activity'],
    [' /m/activity\n', '/m/activity'],
    ['/m/home/', '/m/home'],
    ['/m/home/..', '/m/'],
    ['/../m/home', '/m/home'],
    ['/m/activity#terms', '/m/activity#terms'],
    ['/m/home#javascript:alert(1)', '/m/home'],
    ['/m/home?next=//evil.example', '/m/home?next=%2F%2Fevil.example'],
    ['/m/activity?id=<b>', '/m/activity?id=%3Cb%3E'],
  ])('reads %j as the route %j', (raw, route) => {
    expect(normaliseInternalPath(raw, ROUTES)).toBe(route)
  })

  it('keeps only routes the site has', () => {
    expect(normaliseInternalPath('/m/activity', ['/m/home'])).toBeUndefined()
  })
})

describe('bannerCarousel links', () => {
  it('drops a banner link that leaves the site through dot segments and keeps the slide, normalises a clean one', async () => {
    const { set } = validateLayouts(await readLayoutFiles(`${ROOT}/layouts`))
    const banner = (bannerId: number, linkage: string) => ({
      bannerId,
      groupName: 'm_home',
      url: `/B/${bannerId}.svg`,
      title: `B${bannerId}`,
      externalLink: null,
      nodeId: null,
      vendor: null,
      linkageType: 'URL',
      linkage,
    })
    const announcements = {
      banners: [banner(1, '/m/home/../..//evil.example'), banner(2, '/m//inviteFriends'), banner(3, 'JaVa\tscript:alert(1)')],
      player: [],
    }
    const { reader } = stubUpstream({ announcements })
    const layouts = set as LayoutSet
    const { response } = await resolveScreen({ layouts, upstream: reader, media: mediaUrl }, plainContext({}, { upstream: reader, layouts }).ctx, '/m/home')
    const carousel = response.blocks.find((b) => b.type === 'bannerCarousel')
    if (carousel?.type !== 'bannerCarousel') throw new Error('no carousel')
    expect(carousel.props.slides.map((s) => [s.id, s.action])).toEqual([
      ['1', undefined],
      ['2', { type: 'navigate', to: '/m/inviteFriends' }],
      ['3', undefined],
    ])
  })
})
