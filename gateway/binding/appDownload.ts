import type { Action } from '../../schemas/actions.ts'
import type { AppDownloadResolved } from '../../schemas/blocks/appDownload.ts'
import type { Condition, Device } from '../../schemas/conditions.ts'
import type { Promotion } from '../../schemas/upstream/index.ts'
import type { AppLinks } from '../context/appLinks.ts'
import type { Translate } from '../context/texts.ts'

type Option = AppDownloadResolved['options'][number]

const client = (fact: 'ios' | 'iosOld' | 'iosNotSafari' | 'standalone' | 'iosNoWebApp'): Condition => ({ op: 'client', fact })
const not = (cond: Condition): Condition => ({ op: 'not', cond })
const all = (...of: Condition[]): Condition => ({ op: 'all', of })

/** The app's own icon stands in when the platform lists no AppDownloadIcon. */
export const APP_ICON = '/img/app-icon.svg'

/** Where the install guides are (the app page, seeds 000 §2). */
const APP_PAGE = '/m/app'

/** The APP_DOWNLOAD promotion is on (seeds 000 §2: a bonus gift icon): listed, and neither closed nor still to come. */
export function appPromotionOn(promotions: readonly Promotion[] | undefined): boolean {
  return (promotions ?? []).some((p) => p.type?.toUpperCase() === 'APP_DOWNLOAD' && p.state !== 'close' && p.state !== 'comingSoon')
}

/** "Please use Safari for download App." with one button (seeds 000 §5): what every iOS choice does outside Safari. */
function safariRequired(t: Translate): Action {
  return { type: 'confirm', text: t({ t: 'app_download_safari_required' }), okLabel: t({ t: 'confirm' }), noCancel: true, then: [{ type: 'closePopup' }] }
}

type Shown = { always?: Condition[]; inSafari?: Condition[] }

/** An iOS choice twice: its own action in Safari, the Safari notice outside it (seeds 000 §5). */
function iosChoice(choice: Omit<Option, 'action' | 'clientWhen'>, open: Action, t: Translate, { always = [], inSafari = [] }: Shown): Option[] {
  return [
    { ...choice, action: open, clientWhen: all(not(client('iosNotSafari')), ...always, ...inSafari) },
    { ...choice, action: safariRequired(t), clientWhen: all(client('iosNotSafari'), ...always) },
  ]
}

/**
 * The download choices for the device (seeds 000 §2): the Android package on Android; the iOS app (iOS 12.4 or
 * later), the iOS profile (MOBILECONFIG) and add-to-home-screen on iOS; all of them elsewhere (an iPad shows itself to
 * the server as a Mac). Which links exist and the device are decided here; what only the phone knows (iOS version,
 * Safari, installed web app) travels as `clientWhen`.
 */
export function downloadOptions(links: AppLinks, device: Device, t: Translate): Option[] {
  const options: Option[] = []
  const text = (key: string) => t({ t: key })
  if (links.android && device !== 'ios') {
    const open: Action = { type: 'openExternal', url: links.android }
    options.push({
      id: 'android',
      label: text('app_android'),
      description: text('app_android_desc'),
      action: open,
      ...(device === 'other' ? { clientWhen: not(client('ios')) } : {}),
    })
  }
  if (device !== 'android') {
    if (links.ios) {
      const choice = { id: 'ios' as const, label: text('app_ios'), description: text('app_ios_desc') }
      options.push(...iosChoice(choice, { type: 'openExternal', url: links.ios }, t, { inSafari: [not(client('iosOld'))] }))
    }
    if (links.mobileconfig) {
      const choice = { id: 'mobileconfig' as const, label: text('app_mobileconfig'), description: text('app_mobileconfig_desc') }
      options.push(...iosChoice(choice, { type: 'openExternal', url: links.mobileconfig }, t, {}))
    }
  }
  const guide: Action = { type: 'navigate', to: `${APP_PAGE}#guide` }
  const homeScreen = { id: 'homeScreen' as const, label: text('app_home_screen'), description: text('app_home_screen_desc') }
  const installable = [not(client('standalone')), not(client('iosNoWebApp'))]
  if (device === 'android') options.push({ ...homeScreen, action: guide, clientWhen: all(...installable) })
  else options.push(...iosChoice(homeScreen, guide, t, { always: installable }))
  return options
}

/** Notices: iOS before 12.4 is told the app needs 12.4 (when there is an iOS app to offer). */
export function downloadNotices(links: AppLinks, device: Device, t: Translate): AppDownloadResolved['notices'] {
  if (!links.ios || device === 'android') return []
  return [{ text: t({ t: 'app_needs_ios' }), clientWhen: client('iosOld') }]
}

/** The install guides of the app page: iOS (Safari's share menu) and Android (the browser menu). */
export function installGuides(device: Device, t: Translate): AppDownloadResolved['guides'] {
  const steps = (prefix: string) => [1, 2, 3].map((n) => t({ t: `${prefix}_${n}` }))
  const ios = { id: 'ios' as const, title: t({ t: 'app_guide_ios' }), steps: steps('app_guide_ios_step') }
  const android = { id: 'android' as const, title: t({ t: 'app_guide_android' }), steps: steps('app_guide_android_step') }
  if (device === 'ios') return [ios]
  if (device === 'android') return [android]
  return [
    { ...ios, clientWhen: client('ios') },
    { ...android, clientWhen: not(client('ios')) },
  ]
}
