import type { Action } from '../../schemas/actions.ts'
import { GameRefSchema } from '../../schemas/actions.ts'
import type { Banner } from '../../schemas/upstream/index.ts'
import { contentLinkAction } from '../binding/contentLink.ts'
import type { BindContext, BlockResolver } from './types.ts'

function bannerAction(banner: Banner, b: BindContext): Action | undefined {
  switch (banner.linkageType) {
    case 'P':
      return banner.linkage ? { type: 'navigate', to: `/m/activity?id=${encodeURIComponent(banner.linkage)}` } : { type: 'navigate', to: '/m/activity' }
    case 'G': {
      // Banners name the game and vendor, not its category: the vendor list says which category it is in.
      const vendors = b.optional('vendors')
      const gameType =
        vendors && banner.vendor
          ? Object.keys(vendors.content).find((type) => banner.vendor !== null && banner.vendor !== undefined && vendors.content[type]?.[banner.vendor])
          : undefined
      const game = GameRefSchema.safeParse({ nodeId: banner.nodeId, vendor: banner.vendor, gameType })
      if (!game.success) return undefined
      return b.rewrite({ type: 'launchGame', requires: 'login', game: game.data }) ?? undefined
    }
    default:
      return contentLinkAction(banner.externalLink ?? banner.linkage ?? banner.redirect, b.t, b.routes)
  }
}

export const bannerCarousel: BlockResolver<'bannerCarousel'> = {
  pure: true,
  needs: (props) => (props.groups.includes('m_live') ? ['announcements', 'liveModels', 'vendors'] : ['announcements', 'vendors']),
  bind: (props, b) => {
    const hasLiveModels = (b.optional('liveModels')?.length ?? 0) > 0
    const groups = props.groups.filter((g) => g !== 'm_live' || hasLiveModels)
    const slides = b
      .source('announcements')
      .banners.filter((banner) => banner.groupName !== null && (groups as string[]).includes(banner.groupName))
      .map((banner) => {
        const action = bannerAction(banner, b)
        return { id: String(banner.bannerId), image: b.media(banner.url, '/img/default-banner.svg'), alt: banner.title ?? '', ...(action ? { action } : {}) }
      })
    if (slides.length === 0) return null
    return { slides, autoplayMs: props.autoplayMs, loop: slides.length > 1, aspectRatio: props.aspectRatio }
  },
  degraded: (props) => ({ slides: [], autoplayMs: props.autoplayMs, loop: false, aspectRatio: props.aspectRatio }),
}
