import type { AuthoredAction } from '../../schemas/actions.ts'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { Trace } from '../binding/explain.ts'
import type { ActionContext } from '../binding/rewriteAction.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import { blockResolvers } from '../blocks/index.ts'
import type { BindContext, BlockResolver } from '../blocks/types.ts'
import { SourceFailed } from '../blocks/types.ts'
import type { Viewer } from '../context/buildContext.ts'
import type { SourceName, SourceResult, SourceValues } from '../sources/types.ts'
import { traceBindResult, type BlockVerdict } from './traceBlocks.ts'

export type OnBlockError = (info: { screenId: string; blockId: string; source?: string; error: unknown }) => void

export type Data = Partial<{ [N in SourceName]: SourceResult<N> }>

/** A block that had something to show and could not be drawn: its data failed (and its policy hides it), or it threw. */
export const LOST = Symbol('lost')

/**
 * One block bound for the viewer: its resolved form, null when it has nothing to show for this viewer, or LOST when
 * its data failed and its policy (`onError`, a `degraded` form) does not keep it.
 */
export function bindBlock(verdict: BlockVerdict, b: BindContext, onError: OnBlockError | undefined, screenId: string): ResolvedBlock | null | typeof LOST {
  const { block } = verdict
  const resolver = blockResolvers[block.type] as BlockResolver<typeof block.type>
  const base = { id: block.id, type: block.type }
  try {
    const props = b.trace ? b.trace.within(`block ${block.id}`, () => resolver.bind(block.props as never, b)) : resolver.bind(block.props as never, b)
    if (b.trace) traceBindResult(b.trace, verdict, b.facts, props ? 'ok' : 'empty')
    return props ? ({ ...base, status: 'ok', props } as ResolvedBlock) : null
  } catch (error) {
    const source = error instanceof SourceFailed ? error.source : undefined
    onError?.({ screenId, blockId: block.id, ...(source ? { source } : {}), error })
    const hidden = !(error instanceof SourceFailed) || block.onError === 'hide' || !resolver.degraded
    if (b.trace) traceBindResult(b.trace, verdict, b.facts, hidden ? 'dropped' : 'degraded', source)
    if (hidden || !resolver.degraded) return LOST
    return { ...base, status: 'degraded', props: resolver.degraded(block.props as never, b) } as ResolvedBlock
  }
}

type BindDeps = {
  media: BindContext['media']
  routes: readonly string[]
  socialLoginUrl?: string | undefined
  trace?: Trace | undefined
}

export function bindContext(
  deps: BindDeps,
  ctx: Viewer,
  data: Data,
  actionCtx: ActionContext,
  query: URLSearchParams,
  agentTypes: readonly number[],
): BindContext {
  return {
    ...actionCtx,
    agentTypes,
    facts: ctx.facts,
    viewer: ctx,
    query,
    now: Date.now(),
    media: deps.media,
    routes: deps.routes,
    socialLoginUrl: deps.socialLoginUrl,
    trace: deps.trace,
    rewrite: (a: AuthoredAction) => rewriteAction(a, actionCtx),
    source: <N extends SourceName>(name: N) => {
      const hit = data[name] as SourceResult<N> | undefined
      if (!hit) throw new SourceFailed(name)
      return hit.value as SourceValues[N]
    },
    optional: <N extends SourceName>(name: N) => (data[name] as SourceResult<N> | undefined)?.value as SourceValues[N] | undefined,
  }
}
