import type { EntryPage } from '../../schemas/blocks/entryList.ts'
import { promotionCard, promotionsOfTab } from '../binding/promotionCards.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import type { FetchInput, ListDeps, SourceResult } from './types.ts'

/** The list page and the detail both live at the promotions route (seeds 001 §2: `/m/activity?id=…`). */
export const PROMOTIONS_PATH = '/m/activity'

/** Members see their personal promotions, visitors the merchant's available ones (seeds 000 §6). */
export async function fetchPromotions(up: UpstreamReader, { language, token, signal }: FetchInput): Promise<SourceResult<'promotions'>> {
  if (token) {
    const { value, version } = await up.fetch('promotions', { language, token, signal })
    return { value: { items: value, personal: true }, version }
  }
  const { value, version } = await up.fetch('merchantPromotions', { language, signal })
  return { value: { items: value, personal: false }, version }
}

/** `GET /api/data/promotions?tab=`: one tab (all, or a category) of the viewer's promotions, as the screen draws them. */
export async function promotionsPage(query: { tab: string }, ctx: RequestContext, deps: ListDeps): Promise<EntryPage> {
  const viewer = await ctx.viewer()
  const { t } = ctx
  try {
    const { value } = await fetchPromotions(deps.upstream, { language: ctx.language, token: viewer.session?.t, signal: ctx.signal })
    const cardCtx = { t, media: deps.media, detailPath: PROMOTIONS_PATH }
    return { tab: query.tab, items: promotionsOfTab(value.items, query.tab).map((p) => promotionCard(p, cardCtx)) }
  } catch (error) {
    throw memberCallError(error, t, t({ t: 'promo_failed' }))
  }
}
