// A screen's pop-ups, and the blocks of a screen or pop-up that are shown to this viewer (with their trace).
import type { AuthoredBlock, ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { ScreenLayout } from '../../schemas/layout.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import type { Trace } from '../binding/explain.ts'
import { whenReasons } from '../binding/explain.ts'
import { visibility } from '../binding/items.ts'
import type { ActionContext } from '../binding/rewriteAction.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import type { Viewer } from '../context/buildContext.ts'
import { LOST } from './bindBlock.ts'
import { traceHiddenBlock, type BlockVerdict } from './traceBlocks.ts'

export type PopupBinding = { bind: (verdict: BlockVerdict) => ResolvedBlock | null; trace?: Trace | undefined }

type Popup = ScreenLayout['popups'][number]
type ResolvedPopup = ScreenResponse['popups'][number]

/** Why a pop-up is shown or not, for the studio's explain view. */
function explainPopup(p: Popup, ctx: Viewer, trace: Trace | undefined, v: ReturnType<typeof visibility>, shown: boolean, empty = false): void {
  const reasons = [
    ...whenReasons(p.when, ctx.facts, v.visible, v.clientWhen),
    ...(empty ? [{ kind: 'empty' as const, text: 'none of its blocks has anything to show for this viewer' }] : []),
  ]
  trace?.record({ kind: 'popup', where: 'popups', id: p.id, shown, reasons })
}

/** One pop-up for this viewer: its texts, actions and blocks; none when hidden or when it has nothing to show. */
function resolvePopup(p: Popup, ctx: Viewer, actionCtx: ActionContext, binding: PopupBinding): ResolvedPopup[] {
  const { t } = actionCtx
  const { trace } = binding
  const v = visibility(p.when, ctx.facts)
  if (!v.visible) {
    explainPopup(p, ctx, trace, v, false)
    return []
  }
  const actions = p.actions.flatMap((a) => {
    const action = rewriteAction(a.action, actionCtx)
    return action ? [{ label: t(a.label), action }] : []
  })
  const inPopup = () => visibleBlocks(p.blocks, ctx, trace).flatMap((verdict) => binding.bind(verdict) ?? [])
  const blocks = trace ? trace.within(`popup ${p.id}`, inPopup) : inPopup()
  // A pop-up made of blocks that have nothing to show for this viewer (no announcement, no pending contract) is left out.
  if (p.blocks.length > 0 && blocks.length === 0 && actions.length === 0 && !p.body) {
    explainPopup(p, ctx, trace, v, false, true)
    return []
  }
  explainPopup(p, ctx, trace, v, true)
  const onClose = p.onClose.flatMap((a) => rewriteAction(a, actionCtx) ?? [])
  return [
    {
      id: p.id,
      title: t(p.title),
      body: t(p.body),
      actions,
      ...(blocks.length ? { blocks } : {}),
      openOnLoad: p.openOnLoad,
      ...(onClose.length ? { onClose } : {}),
      ...(v.clientWhen ? { clientWhen: v.clientWhen } : {}),
    },
  ]
}

export function resolvePopups(screen: ScreenLayout, ctx: Viewer, actionCtx: ActionContext, binding: PopupBinding): ScreenResponse['popups'] {
  return screen.popups.flatMap((p) => resolvePopup(p, ctx, actionCtx, binding))
}

/** A pop-up's block lost to failed data is left out: the pop-up shows without it, or not at all. */
export const keptBlock = (bound: ResolvedBlock | null | typeof LOST) => (bound === LOST ? null : bound)

/** The blocks of the pop-ups this viewer may see: each pop-up's condition, then each block's. */
export function popupBlockVerdicts(screen: ScreenLayout, ctx: Viewer): BlockVerdict[] {
  return screen.popups.filter((p) => visibility(p.when, ctx.facts).visible).flatMap((p) => visibleBlocks(p.blocks, ctx))
}

export function visibleBlocks(blocks: readonly AuthoredBlock[], ctx: Viewer, trace?: Trace): BlockVerdict[] {
  return blocks
    .map((block) => ({ block, ...visibility(block.when, ctx.facts), drawable: !ctx.capabilities || ctx.capabilities.has(block.type) }))
    .filter((verdict) => {
      const shown = verdict.visible && verdict.drawable
      if (trace && !shown) traceHiddenBlock(trace, verdict, ctx.facts)
      return shown
    })
}
