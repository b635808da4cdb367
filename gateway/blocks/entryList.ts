import type { EntryCard, EntryListResolved } from '../../schemas/blocks/entryList.ts'
import { pendingContractCards } from '../binding/contractTerms.ts'
import { ALL_TAB, promotionCard, promotionsOfTab, promotionTabs } from '../binding/promotionCards.ts'
import { rewardCard, rewardTabs, REWARD_TABS, type RewardTab } from '../binding/rewardCards.ts'
import { PROMOTIONS_PATH } from '../sources/promotions.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

type Props = AuthoredPropsOf<'entryList'>
type Body = Pick<EntryListResolved, 'tabs' | 'tab' | 'items'>

function frame(props: Props, b: BindContext, body: Body): EntryListResolved {
  return {
    source: props.source,
    layout: props.layout,
    ...body,
    emptyText: b.t(props.emptyText),
    loadingText: b.t({ t: 'in_please_wait' }),
    failedText: b.t({ t: 'entries_failed' }),
  }
}

/** The promotions list; on `?id=…` the detail block shows instead. */
function promotions(b: BindContext): Body | null {
  if (b.query.get('id')) return null
  const { items } = b.source('promotions')
  const tabs = promotionTabs(items, b.optional('promotionCategories') ?? [], b.t)
  const wanted = b.query.get('tab') ?? ALL_TAB
  const tab = tabs.some((x) => x.id === wanted) ? wanted : ALL_TAB
  const cardCtx = { t: b.t, media: b.media, detailPath: PROMOTIONS_PATH }
  return { tabs, tab, items: promotionsOfTab(items, tab).map((p) => promotionCard(p, cardCtx)) }
}

function rewards(b: BindContext): Body | null {
  if (!b.facts.loggedIn) return null
  const wanted = b.query.get('tab')
  const tab: RewardTab = REWARD_TABS.find((x) => x === wanted) ?? 'unclaimed'
  const tickets = b.source(tab === 'unclaimed' ? 'rewardsUnclaimed' : 'rewardsClaimed')
  const items: EntryCard[] = tickets.map((ticket) => rewardCard(ticket, tab, b))
  return { tabs: rewardTabs(b.optional('rewardsUnclaimed')?.length, b.optional('rewardsClaimed')?.length, b.t), tab, items }
}

/** The contract pop-up's list: nothing at all (the pop-up is left out) when no request is pending. */
function pendingContracts(b: BindContext): Body | null {
  if (!b.facts.contractCheck) return null
  const items = pendingContractCards(b.source('consolidated'), b.t)
  return items.length ? { tabs: [], tab: '', items } : null
}

const BINDERS = { promotions, rewards, pendingContracts } as const

/** A list of entries with pictures, badges and actions: promotions, the reward centre, pending contracts. */
export const entryList: BlockResolver<'entryList'> = {
  needs: (props, viewer) => {
    if (props.source === 'promotions') return ['promotions', 'promotionCategories']
    if (props.source === 'rewards') return viewer.loggedIn ? ['rewardsUnclaimed', 'rewardsClaimed'] : []
    return viewer.contractCheck ? ['consolidated'] : []
  },
  // Its query (the tab, a promotion's id) is the path's, in the screen's stamp.
  pure: true,
  bind: (props, b) => {
    const body = BINDERS[props.source](b)
    return body ? frame(props, b, body) : null
  },
  degraded: (props, b) => {
    const failed = frame(props, b, { tabs: [], tab: '', items: [] })
    return { ...failed, emptyText: failed.failedText }
  },
}
