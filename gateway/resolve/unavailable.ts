// A screen is never an empty page (DESIGN §13), and a part the platform refuses says so. A block whose data failed
// and that declares what it is (`unavailable` in gateway/blocks/, e.g. "Deposits are not available right now") is
// drawn as that notice in its place, with a way to try again and, where the block says so, the live chat (a player who
// cannot deposit or withdraw needs a person). When nothing else is left to show, the screen answers its shell and one
// notice saying so, with home where the bottom menu is hidden; when it has nothing at all for this viewer, a notice
// says that. The client only draws them (statusNotice blocks).
import type { AuthoredAction } from '../../schemas/actions.ts'
import type { AuthoredBlock, ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { Text } from '../../schemas/text.ts'
import type { ActionContext } from '../binding/rewriteAction.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import { blockResolvers } from '../blocks/index.ts'
import type { BlockResolver, Unavailable } from '../blocks/types.ts'

const NOTICE_ID = 'screenNotice'

/** A block the player can count on seeing: not one the device may still hide, not a floating button. */
const isContent = (block: ResolvedBlock) => block.clientWhen === undefined && block.type !== 'floatingService'

/** What the screen drew, in order: a block, or one that had something to show and lost it to failed data. */
export type Drawn = ResolvedBlock | { lost: AuthoredBlock }

type Situation = { route: string; bottomMenuVisible: boolean }

function button(id: string, label: Text, action: AuthoredAction, ctx: ActionContext) {
  const rewritten = rewriteAction(action, ctx)
  return rewritten ? [{ id, label: ctx.t(label), action: rewritten }] : []
}

const unavailableOf = (block: AuthoredBlock): Unavailable | undefined => (blockResolvers[block.type] as BlockResolver<typeof block.type>).unavailable

function homeButton({ route, bottomMenuVisible }: Situation, ctx: ActionContext) {
  return bottomMenuVisible || route === '/m/home' ? [] : button('home', { t: 'back_home' }, { type: 'navigate', to: '/m/home' }, ctx)
}

function chatButton(route: string, ctx: ActionContext) {
  return button('liveChat', { t: 'live_chat' }, { type: 'liveChat', back: route, requires: 'realAccount' }, ctx)
}

/** A lost block's own empty state: what is not available, try again, the live chat where it offers one, home. */
function emptyState(block: AuthoredBlock, what: Unavailable, situation: Situation, ctx: ActionContext): ResolvedBlock {
  const chat = what.chat ? chatButton(situation.route, ctx) : []
  const actions = [...button('retry', { t: 'client_retry' }, { type: 'refresh' }, ctx), ...chat, ...homeButton(situation, ctx)]
  return notice(`${block.id}Unavailable`, { icon: 'restricted', title: ctx.t({ t: what.title }), message: ctx.t({ t: what.message }), actions })
}

/** The screen's blocks, each lost one in its own words where it has them, and a notice when they would leave the page empty. */
export function withNotice(drawn: readonly Drawn[], situation: Situation, ctx: ActionContext): ResolvedBlock[] {
  const lost = drawn.flatMap((d) => ('lost' in d ? [d.lost] : []))
  const blocks = drawn.flatMap((d) => {
    if (!('lost' in d)) return [d]
    const what = unavailableOf(d.lost)
    return what ? [emptyState(d.lost, what, situation, ctx)] : []
  })
  if (blocks.some(isContent)) return blocks
  // Only blocks the device may hide, nothing failed: the layout's own design.
  if (lost.length === 0 && blocks.length > 0) return blocks
  const home = homeButton(situation, ctx)
  if (lost.length === 0) {
    return [...blocks, notice(NOTICE_ID, { icon: 'notice', title: ctx.t({ t: 'screen_empty' }), message: '', actions: home })]
  }
  return [
    ...blocks,
    notice(NOTICE_ID, {
      icon: 'restricted',
      title: ctx.t({ t: 'screen_unavailable_title' }),
      message: ctx.t({ t: 'screen_unavailable_body' }),
      actions: [...button('retry', { t: 'client_retry' }, { type: 'refresh' }, ctx), ...home],
    }),
  ]
}

function notice(id: string, props: Extract<ResolvedBlock, { type: 'statusNotice' }>['props']): ResolvedBlock {
  return { id, type: 'statusNotice', status: 'degraded', props }
}
