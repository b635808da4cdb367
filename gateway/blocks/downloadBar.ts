import type { Condition } from '../../schemas/conditions.ts'
import { foldCondition } from '../../schemas/conditions.ts'
import { APP_ICON, appPromotionOn } from '../binding/appDownload.ts'
import { appLinksOf } from '../context/appLinks.ts'
import type { BlockResolver } from './types.ts'

const LINK_FOR_DEVICE: Condition = { op: 'appLink' }

/**
 * The bar at the top (seeds 000 §2, §4): only while the platform lists a link for the device; the layout's `when`
 * adds the phone's own reasons to hide it (native app, installed web app, dismissed, web clip without an iOS link, an
 * iOS too old for a web app) and may ask for a login.
 */
export const downloadBar: BlockResolver<'downloadBar'> = {
  pure: true,
  needs: () => ['merchantPromotions'],
  bind: (props, b) => {
    if (foldCondition(LINK_FOR_DEVICE, b.viewer.facts) !== true) return null
    const action = b.rewrite(props.action)
    if (!action) return null
    return {
      title: b.t(props.title),
      subtitle: b.t(props.subtitle),
      button: b.t(props.button),
      icon: b.media(appLinksOf(b.viewer.status).icon, APP_ICON),
      gift: appPromotionOn(b.optional('merchantPromotions')),
      giftLabel: b.t({ t: 'app_gift' }),
      action,
      closeLabel: b.t({ t: 'app_bar_close' }),
    }
  },
}
