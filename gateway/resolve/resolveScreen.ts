import type { AuthoredBlock, ResolvedBlock } from '../../schemas/blocks/index.ts'
import { DEFAULT_AGENT_TYPES, foldCondition } from '../../schemas/conditions.ts'
import { roleOf } from '../../schemas/conditions.ts'
import type { ScreenLayout } from '../../schemas/layout.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import type { Trace } from '../binding/explain.ts'
import type { ActionContext } from '../binding/rewriteAction.ts'
import { blockResolvers } from '../blocks/index.ts'
import type { BindContext, BlockResolver } from '../blocks/types.ts'
import { audienceStamp } from '../context/audience.ts'
import type { Viewer } from '../context/buildContext.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { translator } from '../context/texts.ts'
import type { LayoutSet } from '../layouts/validate.ts'
import { badgeCounts, type ViewerHint } from '../sources/badges.ts'
import { SourceLoader, VOLATILE_SOURCES } from '../sources/loader.ts'
import type { SourceName } from '../sources/types.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import { bindBlock, bindContext, LOST, type Data, type OnBlockError } from './bindBlock.ts'
import { contentKey, identityKey, keptJsonOf, sourceKey, type PartMemo } from './partMemo.ts'
import { pathnameOf, pickScreen, routeOf } from './pickScreen.ts'
import { keptBlock, popupBlockVerdicts, resolvePopups, visibleBlocks } from './popups.ts'
import { memoKeyOf } from './screenCache.ts'
import { memberSummary, resolveShell, shellNeeds } from './shell.ts'
import type { BlockVerdict } from './traceBlocks.ts'
import { withNotice, type Drawn } from './unavailable.ts'

export type ResolveDeps = {
  layouts: LayoutSet
  upstream: UpstreamReader
  media: (path: string | null | undefined, fallback?: string) => string
  onBlockError?: OnBlockError
  /** Start URL of the configured third-party sign-in service, if any. */
  socialLoginUrl?: string | undefined
  /** Answers that depend only on shared data, by memo key. */
  memo?: { get: (key: string) => ScreenResponse | undefined; set: (key: string, value: ScreenResponse) => void }
  /** Records why each entry is shown or hidden (operators' explain); answers are then never memoised. */
  trace?: Trace | undefined
  /** Parts of screens kept by their inputs, shared by every viewer's screens (partMemo.ts). */
  parts?: PartMemo | undefined
  /** Answers made of kept parts alone, by the inputs of those parts (`madeKey`): read only, the caller keeps them. */
  made?: { get: (key: string) => MadeScreen | undefined } | undefined
}

/** What a resolve reads of the request's context. */
export type ScreenRequest = Pick<RequestContext, 'session' | 'language' | 'signal' | 'agentTypes' | 'viewer'>

/**
 * `memoKey` is set when the answer depends only on shared data: the same key always gives the same answer. `madeKey`
 * is set when it is made of kept parts alone (a member's whole home, say): the same key, for this viewer or another,
 * always gives the same answer too, so it may be kept under it (ResolveDeps.made).
 */
export type Resolved = { viewer: Viewer; response: ScreenResponse; memoKey?: string; madeKey?: string; made?: MadeScreen }

/** An answer kept under its `madeKey` by the caller, with whatever else the caller keeps with it (its bytes). */
export type MadeScreen = { readonly response: ScreenResponse }

function needsOf(blocks: readonly AuthoredBlock[], viewer: ViewerHint): SourceName[] {
  return blocks.flatMap((block) => (blockResolvers[block.type] as BlockResolver<typeof block.type>).needs(block.props as never, viewer))
}

/**
 * Resolves one screen for one viewer (DESIGN §2): context, gate, pick, fold, fetch, bind. The sources the
 * likely screen needs (its popups' included) start together with the context calls, so a cold answer costs
 * one platform round trip, not two, and a slow status leaves them the whole deadline. A failed source drops
 * or degrades only the blocks that needed it.
 */
export async function resolveScreen(deps: ResolveDeps, request: ScreenRequest, path: string): Promise<Resolved> {
  const resolved = await resolvePath(deps, request, path, true)
  if (!('redirect' in resolved)) return resolved
  // The screen sends this viewer elsewhere: that screen's answer under the asked path, with the address to show.
  // One step only: a target that would redirect again is shown as it is, so no layout can make a loop.
  const target = (await resolvePath(deps, request, resolved.redirect, false)) as Resolved
  return { viewer: target.viewer, response: { ...target.response, path, replaceAddress: resolved.redirect } }
}

/** The sources the likely screen (and the shell) need, started before the viewer is known: one round trip, not two. */
function startLikely(deps: ResolveDeps, request: ScreenRequest, route: string): SourceLoader {
  const { layouts } = deps
  const loader = new SourceLoader(deps.upstream, { language: request.language, token: request.session?.t, signal: request.signal })
  const memberType = request.session?.ty ?? null
  const hint: ViewerHint = { loggedIn: request.session !== null, memberType, role: roleOf(memberType) }
  const likelyNeeds = (): SourceName[] => {
    const likely = pickScreen(layouts.screens, route, 0)
    return [
      ...needsOf([...likely.blocks, ...likely.popups.flatMap((p) => p.blocks)], hint),
      ...shellNeeds(layouts.shell, route, hint),
      ...(hint.loggedIn ? (['wallet'] as const) : []),
    ]
  }
  const key = `${layouts.version}|likely|${route}|${hint.loggedIn}|${memberType}`
  loader.start(deps.parts && !deps.trace ? deps.parts.planned(key, likelyNeeds) : likelyNeeds())
  return loader
}

/**
 * What a screen shows this viewer and the sources that takes: its blocks, its pop-ups' blocks, the shell's counts.
 * `needs` is in name order.
 */
type Plan = { visible: readonly BlockVerdict[]; popupBlocks: readonly BlockVerdict[]; needs: ReadonlySet<SourceName>; pure: boolean }

/**
 * The screen's plan for this viewer. Its verdicts and sources follow from the viewer's facts, all named in the stamp
 * (and whether there is a session of its own): the plan is made once per stamp, unless a trace records its reasons.
 */
function planOf(deps: ResolveDeps, screen: ScreenLayout, ctx: Viewer, route: string, gated: boolean, stamp: string): Plan {
  const make = (): Plan => {
    const visible = visibleBlocks(screen.blocks, ctx, deps.trace)
    const popupBlocks = popupBlockVerdicts(screen, ctx)
    const names = needsOf(
      [...visible, ...popupBlocks].map((v) => v.block),
      ctx.facts,
    )
    if (!gated) names.push(...shellNeeds(deps.layouts.shell, route, ctx.facts))
    if (ctx.session && !gated) names.push('wallet')
    // Whether every block it shows is pure (blocks/types.ts): only such a screen may be made of kept parts.
    const pure = [...visible, ...popupBlocks].every((v) => (blockResolvers[v.block.type] as BlockResolver<typeof v.block.type>).pure)
    // In name order: the memo keys list them so.
    return { visible, popupBlocks, needs: new Set(names.toSorted()), pure }
  }
  return deps.parts && !deps.trace ? deps.parts.planned(`${stamp}|plan|${ctx.session !== null}`, make) : make()
}

type Settled = Awaited<ReturnType<SourceLoader['settle']>>

/** The memo key (screenCache.ts) of an answer that depends on shared data alone; undefined for any other. */
function memoKeyFor(
  deps: ResolveDeps,
  ctx: Viewer,
  path: string,
  screenId: string,
  needs: ReadonlySet<SourceName>,
  { data, failed }: Settled,
): string | undefined {
  const volatile = [...needs].some((n) => VOLATILE_SOURCES.has(n))
  const shared = !deps.trace && !ctx.facts.loggedIn && !ctx.sessionEnded && !volatile && failed.length === 0 && ctx.degraded.length === 0
  if (!shared) return undefined
  const audience = audienceStamp(deps.layouts, ctx.facts)
  const facts = { version: deps.layouts.version, path, language: ctx.facts.language, device: ctx.facts.device, capabilities: ctx.capabilities, audience }
  return memoKeyOf(
    facts,
    screenId,
    ctx.versions,
    [...needs].map((n) => `${n}:${data[n]?.version}`),
  )
}

type Bound = ResolvedBlock | null | typeof LOST
/** Binds one visible block: on the screen (`inScreen`, with the device's own condition) or in a pop-up (without). */
type BindOne = (verdict: BlockVerdict, inScreen: boolean) => Bound

/** What every block of this screen is bound from besides its props and its own data (partMemo.ts). */
function stampOf(deps: ResolveDeps, request: ScreenRequest, path: string, ctx: Viewer, screenId: string): string {
  const { facts } = ctx
  return [
    deps.layouts.version,
    screenId,
    path,
    facts.language,
    facts.device,
    [...(ctx.capabilities ?? ['*'])].join(','),
    audienceStamp(deps.layouts, facts),
    ctx.versions,
    facts.role,
    facts.memberType ?? '-',
    facts.loggedIn,
    facts.contractCheck,
    facts.merchant,
    facts.status,
    (request.agentTypes ?? DEFAULT_AGENT_TYPES).join(','),
    // The announcement pop-up's first-login entries.
    ctx.session?.f === true,
  ].join('|')
}

/**
 * How this screen binds its blocks: a pure block (gateway/blocks/types.ts) whose declared sources all answered is
 * taken from the memo by its inputs, or bound and kept there; any other is bound for this request alone.
 */
function blockBinder(deps: ResolveDeps, b: BindContext, data: Data, stamp: string, screenId: string): BindOne {
  const bindHere = (verdict: BlockVerdict, inScreen: boolean, context: BindContext): Bound => {
    const resolved = bindBlock(verdict, context, deps.onBlockError, screenId)
    return inScreen && resolved && resolved !== LOST && verdict.clientWhen ? { ...resolved, clientWhen: verdict.clientWhen } : resolved
  }
  const memo = deps.parts
  if (!memo || deps.trace) return (verdict, inScreen) => bindHere(verdict, inScreen, b)
  return (verdict, inScreen) => {
    const { block } = verdict
    const resolver = blockResolvers[block.type] as BlockResolver<typeof block.type>
    if (!resolver.pure) return bindHere(verdict, inScreen, b)
    const needs = resolver.needs(block.props as never, b.facts)
    const inputs: string[] = []
    for (const name of needs) {
      const key = sourceKey(name, data[name])
      if (key === undefined) return bindHere(verdict, inScreen, b)
      inputs.push(key)
    }
    const where = inScreen ? `screen ${JSON.stringify(verdict.clientWhen ?? null)}` : 'popup'
    return memo.bound(`${stamp}|${block.id}|${where}|${inputs.join('|')}`, () => {
      // A bind that reads data it did not declare is used, not kept: its key would not name all it was bound from.
      let undeclared = false
      const watch = (name: SourceName) => {
        if (!needs.includes(name)) undeclared = true
      }
      const watched: BindContext = {
        ...b,
        source: (name) => (watch(name), b.source(name)),
        optional: (name) => (watch(name), b.optional(name)),
      }
      const bound = bindHere(verdict, inScreen, watched)
      return { block: bound, keep: bound !== LOST && !undeclared }
    })
  }
}

/**
 * The screen's pop-ups. Their blocks (`shown`: those this viewer sees) are bound first, most from the memo; when
 * every one of them is a kept block, the pop-ups made from them are kept too, by the stamp and those blocks.
 */
function popupsOf(
  deps: ResolveDeps,
  screen: ScreenLayout,
  ctx: Viewer,
  actionCtx: ActionContext,
  stamp: string,
  bind: BindOne,
  shown: readonly BlockVerdict[],
): ScreenResponse['popups'] {
  const make = (pre?: ReadonlyMap<AuthoredBlock, ResolvedBlock | null>) =>
    resolvePopups(screen, ctx, actionCtx, {
      bind: (verdict) => (pre?.has(verdict.block) ? (pre.get(verdict.block) ?? null) : keptBlock(bind(verdict, false))),
      trace: deps.trace,
    })
  if (!deps.parts || deps.trace) return make()
  const bound = new Map<AuthoredBlock, ResolvedBlock | null>()
  const keys: string[] = []
  for (const verdict of shown) {
    const block = keptBlock(bind(verdict, false))
    bound.set(verdict.block, block)
    // A kept block is named by its id; one bound for this request alone leaves the pop-ups unkept.
    const key = block === null ? 'null' : keptJsonOf(block)?.id
    if (key === undefined) return make(bound)
    keys.push(key)
  }
  return deps.parts.made(`${stamp}|popups|${keys.join('|')}`, () => make(bound))
}

/** The visible blocks bound; those lost to failed data are named, for the notice that takes their place. */
function drawBlocks(visible: readonly BlockVerdict[], bind: BindOne) {
  const drawn: Drawn[] = []
  for (const verdict of visible) {
    const resolved = bind(verdict, true)
    if (resolved === LOST) drawn.push({ lost: verdict.block })
    else if (resolved) drawn.push(resolved)
  }
  return drawn
}

/** Where a screen is drawn: the asked path, the route it maps to, and whether the site has it. */
type Place = { path: string; route: string; known: boolean }

/** The screen's answer for this viewer from the settled data: blocks, pop-ups and the shell bound. */
function bindScreen(
  deps: ResolveDeps,
  request: ScreenRequest,
  place: Place,
  ctx: Viewer,
  screen: ScreenLayout,
  shown: { blocks: readonly BlockVerdict[]; popupBlocks: readonly BlockVerdict[] },
  { data, failed }: Settled,
  stamp: string,
): ScreenResponse {
  const { layouts } = deps
  const { path, route, known } = place
  const gated = screen.id === 'maintenance' || screen.id === 'restricted'
  const t = translator(layouts.texts, ctx.facts.language)
  const actionCtx: ActionContext = { facts: ctx.facts, customerService: ctx.customerService, resources: ctx.resources, t }
  // A path the site does not have shows home exactly, so its query string means nothing.
  const query = new URLSearchParams(known ? (path.split('#')[0]?.split('?')[1] ?? '') : '')
  const b = bindContext({ ...deps, routes: layouts.shell.routes }, ctx, data, actionCtx, query, request.agentTypes ?? DEFAULT_AGENT_TYPES)
  const bind = blockBinder(deps, b, data, stamp, screen.id)
  const drawn = drawBlocks(shown.blocks, bind)
  const blocks = withNotice(drawn, { route, bottomMenuVisible: !gated && !layouts.shell.bottomMenu.hiddenOn.includes(route) }, actionCtx)
  // A signed-in viewer without a session of its own is the studio's synthesised one: no name, no balance.
  const member = ctx.facts.loggedIn ? memberSummary(ctx.member, data.wallet?.value, ctx.session?.u ?? '') : null
  const badges = badgeCounts(b.optional, ctx.facts)
  const makeShell = () => resolveShell({ shell: layouts.shell, path: route, gated, member, items: { ...b, badges }, media: deps.media })
  // The shell is the member's summary and counts on the route's frame: kept by them.
  const keptShell = (parts: PartMemo) => parts.made(`${stamp}|shell|${route}|${gated}|${contentKey(member)}|${contentKey(badges)}`, makeShell)
  return {
    path,
    route,
    ...(known || gated ? {} : { replaceAddress: route }),
    screen: screen.id,
    status: ctx.facts.status,
    version: layouts.version,
    language: ctx.facts.language,
    viewer: { role: ctx.facts.role, loggedIn: ctx.facts.loggedIn },
    shell: deps.parts && !deps.trace ? keptShell(deps.parts) : makeShell(),
    blocks,
    popups: popupsOf(deps, screen, ctx, actionCtx, stamp, bind, shown.popupBlocks),
    degraded: [...ctx.degraded, ...failed],
    ...(ctx.statusAsOf !== undefined ? { statusAsOf: new Date(ctx.statusAsOf).toISOString() } : {}),
    ...(ctx.sessionEnded ? { notice: t({ t: 'session_ended' }) } : {}),
    ...(screen.experiments.length > 0 ? { reportTaps: true as const } : {}),
  }
}

async function resolvePath(deps: ResolveDeps, request: ScreenRequest, path: string, redirects: boolean): Promise<Resolved | { redirect: string }> {
  const { layouts } = deps
  const { route, known } = routeOf(layouts.shell, layouts.screens, pathnameOf(path))
  const loader = startLikely(deps, request, route)
  const ctx = await request.viewer()

  const screen = pickScreen(layouts.screens, route, ctx.facts.status)
  const redirect = redirects ? screen.redirects.find((r) => foldCondition(r.when, ctx.facts) === true) : undefined
  if (redirect) return { redirect: redirect.to }
  const gated = screen.id === 'maintenance' || screen.id === 'restricted'
  const stamp = stampOf(deps, request, path, ctx, screen.id)
  const { visible, popupBlocks, needs, pure } = planOf(deps, screen, ctx, route, gated, stamp)
  const settled = await loader.settle(needs)
  const memoKey = memoKeyFor(deps, ctx, path, screen.id, needs, settled)
  const hit = memoKey ? deps.memo?.get(memoKey) : undefined
  if (memoKey && hit) return { viewer: ctx, memoKey, response: hit }
  const madeKey = memoKey === undefined && pure ? madeKeyFor(deps, ctx, stamp, needs, settled) : undefined
  const made = madeKey === undefined ? undefined : deps.made?.get(madeKey)
  if (madeKey !== undefined && made) return { viewer: ctx, madeKey, made, response: made.response }
  const response = bindScreen(deps, request, { path, route, known }, ctx, screen, { blocks: visible, popupBlocks }, settled, stamp)
  // Set before returning, so concurrent requests waiting on the same platform answers find it.
  if (memoKey) deps.memo?.set(memoKey, response)
  if (madeKey !== undefined && madeOfKeptParts(response)) return { viewer: ctx, madeKey, response: Object.freeze(response) }
  return { viewer: ctx, ...(memoKey ? { memoKey } : {}), response }
}

/**
 * The key of an answer that may be made of kept parts alone: the screen's stamp, the member's name and summary, and
 * the data of every source the screen read (kept answers by identity, `identityKey`). Only a whole answer (nothing
 * failed, degraded or ended) whose blocks are all pure (its plan says) may have one; the bind then says whether every
 * part was in fact kept (`madeOfKeptParts`).
 */
function madeKeyFor(deps: ResolveDeps, ctx: Viewer, stamp: string, needs: ReadonlySet<SourceName>, { data, failed }: Settled): string | undefined {
  if (!deps.made || !deps.parts || deps.trace) return undefined
  if (failed.length > 0 || ctx.degraded.length > 0 || ctx.statusAsOf !== undefined || ctx.sessionEnded) return undefined
  const member = identityKey(ctx.member)
  if (member === undefined) return undefined
  const inputs = [stamp, JSON.stringify(ctx.session?.u ?? ''), member]
  for (const name of needs) {
    const key = sourceKey(name, data[name], identityKey)
    if (key === undefined) return undefined
    inputs.push(key)
  }
  return inputs.join('|')
}

/** Every block, pop-up and the shell is a kept part: none was bound from more than its key names. */
function madeOfKeptParts(response: ScreenResponse): boolean {
  const kept = (part: object) => keptJsonOf(part) !== undefined
  return kept(response.shell) && response.blocks.every(kept) && response.popups.every(kept)
}
