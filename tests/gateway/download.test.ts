import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDownloadResolved } from '../../schemas/blocks/appDownload.ts'
import type { ClientFacts, Condition } from '../../schemas/facts.ts'
import { evaluateClientCondition } from '../../schemas/facts.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { blockOf, loggedIn, mustBlock, screenOf } from './promoHelpers.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
} as const

const NONE: ClientFacts = {
  standalone: false,
  nativeApp: false,
  iosNotSafari: false,
  hideDownloadBar: false,
  ios: false,
  iosOld: false,
  iosNoWebApp: false,
  webClip: false,
  announcementPopupA: true,
  announcementPopupB: true,
}
/** What each phone's browser knows of itself (client/lib/clientWhen.ts reads the same facts). */
const PHONES: Readonly<Record<string, { ua: string; facts: ClientFacts }>> = {
  android: { ua: UA.android, facts: NONE },
  iphoneSafari: { ua: UA.iphone, facts: { ...NONE, ios: true } },
  iphoneOutsideSafari: { ua: UA.iphone, facts: { ...NONE, ios: true, iosNotSafari: true } },
  iphone123: { ua: UA.iphone.replace('17_4', '12_3'), facts: { ...NONE, ios: true, iosOld: true } },
  installedWebApp: { ua: UA.iphone, facts: { ...NONE, ios: true, standalone: true } },
}

const shows = (facts: ClientFacts) => (when: Condition | undefined) => when === undefined || evaluateClientCondition(when, facts)

async function home(phone: keyof typeof PHONES, lang = 'EN'): Promise<ScreenResponse> {
  return screenOf(t.request(), `/m/home`, { 'user-agent': PHONES[phone]?.ua ?? '', 'x-language': lang })
}

function popupChoices(s: ScreenResponse): AppDownloadResolved {
  const popup = s.popups.find((p) => p.id === 'downloadPopup')
  if (!popup) throw new Error('no download pop-up')
  return mustBlock(popup, 'appDownload').props
}

/** The choices a phone draws: each option whose clientWhen holds there, with what tapping it does. */
function drawn(phone: keyof typeof PHONES, props: AppDownloadResolved) {
  const facts = PHONES[phone]?.facts ?? NONE
  const visible = shows(facts)
  return {
    options: props.options
      .filter((o) => visible(o.clientWhen))
      .map((o) => `${o.id}:${o.action.type === 'openExternal' ? 'open' : o.action.type === 'confirm' ? 'safari' : o.action.type}`),
    notices: props.notices.filter((n) => visible(n.clientWhen)).map((n) => n.text),
  }
}

describe('the download pop-up: choices per device', () => {
  it.each([
    ['android', ['android:open', 'homeScreen:navigate'], []],
    ['iphoneSafari', ['ios:open', 'mobileconfig:open', 'homeScreen:navigate'], []],
    ['iphoneOutsideSafari', ['ios:safari', 'mobileconfig:safari', 'homeScreen:safari'], []],
    ['iphone123', ['mobileconfig:open', 'homeScreen:navigate'], ['The app needs iOS 12.4 or later. Update your iPhone, or add the site to your home screen.']],
    ['installedWebApp', ['ios:open', 'mobileconfig:open'], []],
  ] as const)('%s', async (phone, options, notices) => {
    const props = popupChoices(await home(phone))
    expect(drawn(phone, props)).toEqual({ options, notices })
  })

  it('tells an iPhone outside Safari to use Safari, with one button', async () => {
    const ios = popupChoices(await home('iphoneOutsideSafari')).options.find((o) => o.id === 'ios' && o.action.type === 'confirm')
    expect(ios?.action).toEqual({
      type: 'confirm',
      text: 'Please use Safari for download App.',
      okLabel: 'Confirm',
      noCancel: true,
      then: [{ type: 'closePopup' }],
    })
  })

  it('opens the platform download links, and the guides for add-to-home-screen', async () => {
    const links = popupChoices(await home('iphoneSafari')).options.flatMap((o) =>
      o.action.type === 'openExternal' ? [o.action.url] : o.action.type === 'navigate' ? [o.action.to] : [],
    )
    expect(links).toEqual([`${t.sim.url}/download/ios`, `${t.sim.url}/download/sim88.mobileconfig`, '/m/app#guide'])
  })

  it('shows the gift while the APP_DOWNLOAD promotion is on, with the peso banner in English only', async () => {
    const en = popupChoices(await home('android'))
    expect([en.gift, en.bonusBanner, en.countdown]).toEqual([true, 'Download the app today and get a ₱888 bonus!', { label: 'Offer ends in' }])
    const cn = popupChoices(await home('android', 'CN'))
    expect([cn.gift, cn.bonusBanner]).toEqual([true, undefined])
    await t.control('/__sim/promotions', { promotionId: 309, state: 'CLOSE' })
    const off = await home('android')
    expect([popupChoices(off).gift, popupChoices(off).bonusBanner, mustBlock(off, 'downloadBar').props.gift]).toEqual([false, undefined, false])
  })
})

describe('the download bar and the app icons', () => {
  it('shows the bar, the header icon and both ticker icons, each opening the pop-up, outside the app and the web app', async () => {
    const s = await home('android')
    const bar = mustBlock(s, 'downloadBar')
    expect(bar.props).toMatchObject({
      title: 'Get the app',
      button: 'Download',
      action: { type: 'openPopup', id: 'downloadPopup' },
      icon: '/media/TCG_PROD_IMAGES/APP/download.svg',
    })
    const bare = shows(NONE)
    expect(bare(bar.clientWhen)).toBe(true)
    for (const facts of [{ standalone: true }, { nativeApp: true }, { hideDownloadBar: true }, { iosNoWebApp: true }] as const) {
      expect(shows({ ...NONE, ...facts })(bar.clientWhen), JSON.stringify(facts)).toBe(false)
    }
    const icon = s.shell.topBanner?.buttons.find((b) => b.id === 'appDownload')
    expect(icon?.action).toEqual({ type: 'openPopup', id: 'downloadPopup' })
    expect([bare(icon?.clientWhen), shows({ ...NONE, standalone: true })(icon?.clientWhen)]).toEqual([true, false])
    const ticker = mustBlock(s, 'noticeTicker').props.icons
    expect([ticker?.left?.action, ticker?.right?.action]).toEqual([
      { type: 'openPopup', id: 'downloadPopup' },
      { type: 'openPopup', id: 'downloadPopup' },
    ])
  })

  it('hides the bar on an iOS web clip only when there is no iOS link', async () => {
    const withIos = mustBlock(await home('iphoneSafari'), 'downloadBar')
    expect(shows({ ...NONE, ios: true, webClip: true })(withIos.clientWhen)).toBe(true)
    await t.control('/__sim/resources', { resources: [{ resourceType: 'MOBILECONFIG', url: 'https://example.test/sim88.mobileconfig' }] })
    const without = mustBlock(await home('iphoneSafari'), 'downloadBar')
    expect([shows({ ...NONE, ios: true })(without.clientWhen), shows({ ...NONE, ios: true, webClip: true })(without.clientWhen)]).toEqual([true, false])
  })

  it('leaves out the bar, the pop-up, the header icon and the ticker icons when no link exists for the device', async () => {
    await t.control('/__sim/resources', { resources: [{ resourceType: 'IOS', url: 'https://example.test/ios' }] })
    const s = await home('android')
    expect(blockOf(s, 'downloadBar')).toBeUndefined()
    expect(s.popups.map((p) => p.id)).not.toContain('downloadPopup')
    expect(s.shell.topBanner?.buttons.map((b) => b.id)).not.toContain('appDownload')
    expect(mustBlock(s, 'noticeTicker').props.icons).toBeUndefined()
  })

  it('shows a member the same bar', async () => {
    const s = await screenOf(await loggedIn(t), '/m/home', { 'user-agent': UA.android })
    expect(mustBlock(s, 'downloadBar').status).toBe('ok')
  })
})

describe('GET /api/screen?path=/m/app', () => {
  it('draws the choices and the install guide of the device, without header or bottom menu', async () => {
    const s = await screenOf(t.request(), '/m/app', { 'user-agent': UA.iphone })
    expect([s.screen, s.shell.header.visible, s.shell.bottomMenu.visible]).toEqual(['app', false, false])
    const props = mustBlock(s, 'appDownload').props
    expect(props.variant).toBe('page')
    expect(props.guides.map((g) => [g.id, g.steps.length])).toEqual([['ios', 3]])
    expect(props.back).toEqual({ label: 'Back', action: { type: 'back', fallback: '/m/home' } })
    const desktop = mustBlock(await screenOf(t.request(), '/m/app'), 'appDownload').props
    expect(desktop.guides.map((g) => g.id)).toEqual(['ios', 'android'])
  })

  it('says so when the platform lists no download at all', async () => {
    await t.control('/__sim/resources', { resources: [] })
    const props = mustBlock(await screenOf(t.request(), '/m/app', { 'user-agent': UA.android }), 'appDownload').props
    expect(props.options.map((o) => o.id)).toEqual(['homeScreen'])
    expect(props.emptyText).toBe('No app download is available right now')
  })
})
