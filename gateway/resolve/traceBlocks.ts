import type { AuthoredBlock } from '../../schemas/blocks/index.ts'
import type { Condition, ServerFacts } from '../../schemas/conditions.ts'
import type { ExplainReason } from '../../schemas/explain.ts'
import type { Trace } from '../binding/explain.ts'
import { whenReasons } from '../binding/explain.ts'

/** A block's folded `when` and whether the page said it can draw its type. */
export type BlockVerdict = { block: AuthoredBlock; visible: boolean; clientWhen?: Condition | undefined; drawable: boolean }

const MEMBER_DATA = new Set(['wallet', 'unclaimedRewards', 'favouriteIds', 'favourites', 'recentGames'])

function sourceReason(source: string | undefined, facts: ServerFacts, outcome: 'dropped' | 'degraded'): ExplainReason {
  const what = outcome === 'dropped' ? 'the block is left out (its onError is hide, or it has no degraded form)' : 'the block shows its degraded state'
  if (source === undefined) return { kind: 'source', text: `the block failed to bind: ${what}` }
  const cause = MEMBER_DATA.has(source) && facts.loggedIn ? ' (member-only data: it needs a member token, which a synthesised viewer has none of)' : ''
  return { kind: 'source', fact: `source.${source}`, value: 'failed', text: `its data source ${source} failed${cause}: ${what}` }
}

/** A block its `when` (or the page's capabilities) left out. */
export function traceHiddenBlock(trace: Trace, verdict: BlockVerdict, facts: ServerFacts): void {
  const reasons = whenReasons(verdict.block.when, facts, verdict.visible, verdict.clientWhen)
  if (verdict.visible && !verdict.drawable) reasons.push({ kind: 'capability', text: `the page does not draw blocks of type ${verdict.block.type}` })
  trace.record({ kind: 'block', id: verdict.block.id, shown: false, reasons })
}

/** A block that passed its condition: bound, empty for this viewer, dropped or degraded for failed data. */
export function traceBindResult(
  trace: Trace,
  verdict: BlockVerdict,
  facts: ServerFacts,
  outcome: 'ok' | 'empty' | 'dropped' | 'degraded',
  source?: string,
): void {
  const reasons = whenReasons(verdict.block.when, facts, true, verdict.clientWhen)
  if (outcome === 'empty') reasons.push({ kind: 'empty', text: 'nothing to show for this viewer (every entry of it is hidden, or its data is empty)' })
  if (outcome === 'dropped' || outcome === 'degraded') reasons.push(sourceReason(source, facts, outcome))
  trace.record({
    kind: 'block',
    id: verdict.block.id,
    shown: outcome === 'ok' || outcome === 'degraded',
    ...(outcome === 'degraded' ? { degraded: true } : {}),
    reasons,
  })
}
