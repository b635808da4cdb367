import type { Condition } from '../../schemas/conditions.ts'
import { foldCondition } from '../../schemas/conditions.ts'
import { appPromotionOn, downloadNotices, downloadOptions, installGuides } from '../binding/appDownload.ts'
import { appLinksOf } from '../context/appLinks.ts'
import type { BindContext, BlockResolver } from './types.ts'

/** The app's own icon stands in when the platform lists no AppDownloadIcon. */
const APP_ICON = '/img/app-icon.svg'
const LINK_FOR_DEVICE: Condition = { op: 'appLink' }

function iconOf(b: BindContext): string {
  return b.media(appLinksOf(b.viewer.status).icon, APP_ICON)
}

function gift(b: BindContext): boolean {
  return appPromotionOn(b.optional('merchantPromotions'))
}

/**
 * The bar at the top (seeds 000 §2, §4): only while the platform lists a link for the device; the layout's `when`
 * adds the phone's own reasons to hide it (native app, installed web app, dismissed, web clip without an iOS link, an
 * iOS too old for a web app) and may ask for a login.
 */
export const downloadBar: BlockResolver<'downloadBar'> = {
  needs: () => ['merchantPromotions'],
  bind: (props, b) => {
    if (foldCondition(LINK_FOR_DEVICE, b.viewer.facts) !== true) return null
    const action = b.rewrite(props.action)
    if (!action) return null
    return {
      title: b.t(props.title),
      subtitle: b.t(props.subtitle),
      button: b.t(props.button),
      icon: iconOf(b),
      gift: gift(b),
      giftLabel: b.t({ t: 'app_gift' }),
      action,
      closeLabel: b.t({ t: 'app_bar_close' }),
    }
  },
}

/** The download pop-up and the app page: the choices for the device, the gift, the countdown, the guides. */
export const appDownload: BlockResolver<'appDownload'> = {
  needs: () => ['merchantPromotions'],
  bind: (props, b) => {
    const links = appLinksOf(b.viewer.status)
    const { device, language } = b.viewer.facts
    const on = gift(b)
    const back = props.back ? b.rewrite(props.back.action) : null
    return {
      variant: props.variant,
      title: b.t({ t: 'app_download' }),
      subtitle: b.t({ t: 'app_download_subtitle' }),
      icon: iconOf(b),
      gift: on,
      giftLabel: b.t({ t: 'app_gift' }),
      ...(on && (props.bonusBannerLanguages as readonly string[]).includes(language) ? { bonusBanner: b.t({ t: 'app_bonus_banner' }) } : {}),
      ...(props.countdown ? { countdown: { label: b.t({ t: 'app_countdown' }) } } : {}),
      options: downloadOptions(links, device, b.t),
      notices: downloadNotices(links, device, b.t),
      guides: props.variant === 'page' ? installGuides(device, b.t) : [],
      emptyText: b.t({ t: 'app_no_download' }),
      ...(props.back && back ? { back: { label: b.t(props.back.label), action: back } } : {}),
    }
  },
}
