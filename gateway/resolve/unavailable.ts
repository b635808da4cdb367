// A screen is never an empty page (DESIGN §13). When the blocks a screen would show are all lost to failed platform
// calls, it answers its shell and one notice saying so, with a way to try again (a `refresh`), the live chat on a
// money screen (a player who cannot deposit or withdraw needs a person), and home where the bottom menu is hidden;
// when it has nothing at all for this viewer, a notice says that. The client only draws it (a statusNotice block).
import type { AuthoredAction } from '../../schemas/actions.ts'
import type { AuthoredBlock, ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { Text } from '../../schemas/text.ts'
import type { ActionContext } from '../binding/rewriteAction.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import { blockResolvers } from '../blocks/index.ts'
import type { BlockResolver } from '../blocks/types.ts'

const NOTICE_ID = 'screenNotice'

/** A block the player can count on seeing: not one the device may still hide, not a floating button. */
const isContent = (block: ResolvedBlock) => block.clientWhen === undefined && block.type !== 'floatingService'

type Situation = {
  /** Blocks of the screen that had something to show and could not be drawn. */
  lost: readonly AuthoredBlock[]
  route: string
  bottomMenuVisible: boolean
}

function button(id: string, label: Text, action: AuthoredAction, ctx: ActionContext) {
  const rewritten = rewriteAction(action, ctx)
  return rewritten ? [{ id, label: ctx.t(label), action: rewritten }] : []
}

/** The screen's blocks, with a notice when they would leave the page empty. */
export function withNotice(blocks: ResolvedBlock[], situation: Situation, ctx: ActionContext): ResolvedBlock[] {
  if (blocks.some(isContent)) return blocks
  const { lost, route, bottomMenuVisible } = situation
  // Only blocks the device may hide, nothing failed: the layout's own design.
  if (lost.length === 0 && blocks.length > 0) return blocks
  const home = bottomMenuVisible || route === '/m/home' ? [] : button('home', { t: 'back_home' }, { type: 'navigate', to: '/m/home' }, ctx)
  if (lost.length === 0) {
    return [...blocks, notice({ icon: 'notice', title: ctx.t({ t: 'screen_empty' }), message: '', actions: home })]
  }
  const offersChat = lost.some((block) => (blockResolvers[block.type] as BlockResolver<typeof block.type>).offersChat === true)
  const chat = offersChat ? button('liveChat', { t: 'live_chat' }, { type: 'liveChat', back: route, requires: 'realAccount' }, ctx) : []
  const message = [ctx.t({ t: 'screen_unavailable_body' }), ...(chat.length ? [ctx.t({ t: 'screen_unavailable_money' })] : [])].join(' ')
  return [
    ...blocks,
    notice({
      icon: 'restricted',
      title: ctx.t({ t: 'screen_unavailable_title' }),
      message,
      actions: [...button('retry', { t: 'client_retry' }, { type: 'refresh' }, ctx), ...chat, ...home],
    }),
  ]
}

function notice(props: Extract<ResolvedBlock, { type: 'statusNotice' }>['props']): ResolvedBlock {
  return { id: NOTICE_ID, type: 'statusNotice', status: 'degraded', props }
}
