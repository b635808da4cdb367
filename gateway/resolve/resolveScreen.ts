import type { Action } from '../../schemas/actions.ts'
import type { AuthoredBlock, ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { blockResolvers } from '../blocks/index.ts'
import type { BindContext, BlockResolver, SourceName, SourceValues } from '../blocks/types.ts'
import { SourceFailed } from '../blocks/types.ts'
import type { RequestContext } from '../context/buildContext.ts'
import type { LayoutSet } from '../layouts/validate.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import { visibility } from './items.ts'
import { pathnameOf, pickScreen } from './pickScreen.ts'
import { resolveShell, memberSummary } from './shell.ts'
import type { SourceResult } from './sources.ts'
import { MEMBER_SOURCES, sourceFetchers } from './sources.ts'
import { rewriteAction } from './rewriteAction.ts'
import { translator } from './texts.ts'

export type ResolveDeps = {
  layouts: LayoutSet
  upstream: UpstreamReader
  media: (path: string | null | undefined) => string
  onBlockError?: (info: { screenId: string; blockId: string; source?: string; error: unknown }) => void
}

/**
 * `memoKey` is set when the answer depends only on shared data, so the same key always gives the same
 * answer; a caller holding an answer for that key gets `hit` instead of a fresh `response`.
 */
export type Resolved<M> = { hit: M; memoKey: string } | { response: ScreenResponse; memoKey?: string }

type Fetched = Partial<{ [N in SourceName]: SourceResult<N> }>

async function fetchSources(deps: ResolveDeps, ctx: RequestContext, names: ReadonlySet<SourceName>, signal?: AbortSignal): Promise<{ data: Fetched; failed: SourceName[] }> {
  const list = [...names]
  const settled = await Promise.allSettled(list.map((n) => (sourceFetchers[n] as (u: UpstreamReader, c: RequestContext, s?: AbortSignal) => Promise<SourceResult<typeof n>>)(deps.upstream, ctx, signal)))
  const data: Fetched = {}
  const failed: SourceName[] = []
  settled.forEach((r, i) => {
    const name = list[i] as SourceName
    if (r.status === 'fulfilled') (data as Record<string, unknown>)[name] = r.value
    else failed.push(name)
  })
  return { data, failed }
}

function bindBlock(block: AuthoredBlock, b: BindContext, onError: ResolveDeps['onBlockError'], screenId: string): ResolvedBlock | null {
  const resolver = blockResolvers[block.type] as BlockResolver<typeof block.type>
  const base = { id: block.id, type: block.type }
  try {
    const props = resolver.bind(block.props as never, b)
    return props ? ({ ...base, status: 'ok', props } as ResolvedBlock) : null
  } catch (error) {
    const source = error instanceof SourceFailed ? error.source : undefined
    onError?.({ screenId, blockId: block.id, ...(source ? { source } : {}), error })
    if (!(error instanceof SourceFailed) || block.onError === 'hide' || !resolver.degraded) return null
    return { ...base, status: 'degraded', props: resolver.degraded(block.props as never, b) } as ResolvedBlock
  }
}

/**
 * Resolves one screen for one viewer: gate, pick, fold, fetch in parallel, bind (DESIGN §2).
 * A failed source drops or degrades only the blocks that needed it.
 */
export async function resolveScreen<M = never>(
  deps: ResolveDeps,
  ctx: RequestContext,
  path: string,
  options: { signal?: AbortSignal; memo?: (key: string) => M | undefined } = {},
): Promise<Resolved<M>> {
  const { signal } = options
  const { layouts } = deps
  const pathname = pathnameOf(path)
  const screen = pickScreen(layouts.screens, pathname, ctx.facts.status)
  const gated = screen.id === 'maintenance' || screen.id === 'restricted'
  const visible = screen.blocks
    .map((block) => ({ block, ...visibility(block.when, ctx.facts) }))
    .filter(({ block, visible }) => visible && (!ctx.capabilities || ctx.capabilities.has(block.type)))
  const needs = new Set<SourceName>(visible.flatMap(({ block }) => (blockResolvers[block.type] as BlockResolver<typeof block.type>).needs(block.props as never, ctx)))
  if (ctx.facts.loggedIn && !gated) needs.add('wallet')
  for (const n of needs) if (MEMBER_SOURCES.has(n) && !ctx.session) needs.delete(n)
  const { data, failed } = await fetchSources(deps, ctx, needs, signal)
  const shared = !ctx.session && !ctx.sessionEnded && failed.length === 0 && ctx.degraded.length === 0
  const memoKey = shared
    ? [screen.id, path, layouts.version, ctx.facts.language, ctx.facts.device, ctx.versions, [...(ctx.capabilities ?? ['*'])].join(','), ...[...needs].sort().map((n) => `${n}:${data[n]?.version}`)].join('|')
    : undefined
  const hit = memoKey ? options.memo?.(memoKey) : undefined
  if (memoKey && hit !== undefined) return { hit, memoKey }
  const t = translator(layouts.texts, ctx.facts.language)
  const actionCtx = { facts: ctx.facts, customerService: ctx.customerService, t }
  const b: BindContext = {
    ...actionCtx,
    request: ctx,
    media: deps.media,
    rewrite: (a: Action) => rewriteAction(a, actionCtx),
    source: <N extends SourceName>(name: N) => {
      const hit = data[name] as SourceResult<N> | undefined
      if (!hit) throw new SourceFailed(name)
      return hit.value as SourceValues[N]
    },
    optional: <N extends SourceName>(name: N) => (data[name] as SourceResult<N> | undefined)?.value as SourceValues[N] | undefined,
  }
  const blocks: ResolvedBlock[] = []
  for (const { block, clientWhen } of visible) {
    const resolved = bindBlock(block, b, deps.onBlockError, screen.id)
    if (resolved) blocks.push(clientWhen ? { ...resolved, clientWhen } : resolved)
  }
  const member = ctx.session ? memberSummary(ctx.member, data.wallet?.value, ctx.session.u) : null
  const popups = screen.popups.flatMap((p) => {
    const v = visibility(p.when, ctx.facts)
    if (!v.visible) return []
    const actions = p.actions.flatMap((a) => {
      const action = rewriteAction(a.action, actionCtx)
      return action ? [{ label: t(a.label), action }] : []
    })
    return [{ id: p.id, title: t(p.title), body: t(p.body), actions, openOnLoad: p.openOnLoad, ...(v.clientWhen ? { clientWhen: v.clientWhen } : {}) }]
  })
  const response: ScreenResponse = {
    path,
    screen: screen.id,
    status: ctx.facts.status,
    version: layouts.version,
    language: ctx.facts.language,
    viewer: { role: ctx.facts.role, loggedIn: ctx.facts.loggedIn },
    shell: resolveShell({ shell: layouts.shell, path: pathname, gated, member, items: { ...b, badges: {} } }),
    blocks,
    popups,
    degraded: [...ctx.degraded, ...failed],
    ...(ctx.sessionEnded ? { notice: t({ t: 'session_ended' }) } : {}),
  }
  return memoKey ? { response, memoKey } : { response }
}
