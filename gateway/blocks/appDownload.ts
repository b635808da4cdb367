import { APP_ICON, appPromotionOn, downloadNotices, downloadOptions, installGuides } from '../binding/appDownload.ts'
import { appLinksOf } from '../context/appLinks.ts'
import type { BlockResolver } from './types.ts'

/** The download pop-up and the app page: the choices for the device, the gift, the countdown, the guides. */
export const appDownload: BlockResolver<'appDownload'> = {
  pure: true,
  needs: () => ['merchantPromotions'],
  bind: (props, b) => {
    const links = appLinksOf(b.viewer.status)
    const { device, language } = b.viewer.facts
    const on = appPromotionOn(b.optional('merchantPromotions'))
    const back = props.back ? b.rewrite(props.back.action) : null
    return {
      variant: props.variant,
      title: b.t({ t: 'app_download' }),
      subtitle: b.t({ t: 'app_download_subtitle' }),
      icon: b.media(links.icon, APP_ICON),
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
