import type { AuthoredAction } from '../../schemas/actions.ts'
import type { GameListQuery, GamesPage } from '../../schemas/api/games.ts'
import type { GameListRef } from '../../schemas/blocks/shared/gameList.ts'
import type { UpstreamGame } from '../../schemas/upstream/index.ts'
import { gameCard } from '../binding/games.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors } from '../errors.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import type { FetchInput, ListDeps, ListPage } from './types.ts'

/** Every game of a type in one page: third-party lists (sports, cockfight) are short. */
const CATEGORY_PAGE = 500

export type GamePage = ListPage<UpstreamGame>
export type Paging = { page: number; pageSize: number }

/** Member lists need the session; the others are shared feeds. */
function isMemberList(list: GameListRef): boolean {
  return list.source === 'favourites' || list.source === 'recent'
}

/** The page made of each kept member answer (parseAnswer.ts), by the answer. */
const keptPages = new WeakMap<object, GamePage>()

/**
 * A member list's page: for a kept answer (frozen, the same object while its text is the same), the same frozen page
 * each time, whose content key (partMemo.ts) is then worked out once, not on every home. Its items and page count
 * come from the answer; only the page asked for may differ (two pages can answer the same text).
 */
function keptPage(answer: object, items: UpstreamGame[], page: number, totalPages: number): GamePage {
  if (!Object.isFrozen(answer)) return { items, page, totalPages }
  const kept = keptPages.get(answer)
  if (kept?.page === page) return kept
  const made = Object.freeze({ items, page, totalPages })
  keptPages.set(answer, made)
  return made
}

/**
 * One page of a game list from the platform (seeds 001 §7): the screen's first pages and `/api/data/gameList`'s
 * next ones both come through here. Lists the platform does not page (hot, category, recent) are one page.
 */
export async function fetchGamePage(up: UpstreamReader, list: GameListRef, paging: Paging, input: FetchInput): Promise<{ value: GamePage; version: number }> {
  const { language, token, signal } = input
  switch (list.source) {
    case 'hot': {
      const { value, version } = await up.fetch('hotGames', { language, signal })
      const items = list.gameType ? value.list.filter((g) => g.gameType === list.gameType) : value.list
      return { value: { items, page: 1, totalPages: 1 }, version }
    }
    case 'type':
    case 'vendor': {
      const params = {
        gameType: list.gameType,
        vassalage: list.source === 'vendor' ? list.vassalage : undefined,
        pageNo: paging.page,
        pageSize: paging.pageSize,
      }
      const { value, version } = await up.fetch('gameList', { params, language, signal })
      return { value: { items: value.games, page: paging.page, totalPages: value.totalPages }, version }
    }
    case 'category': {
      const { value, version } = await up.fetch('gameList', { params: { gameType: list.gameType, pageNo: 1, pageSize: CATEGORY_PAGE }, language, signal })
      const items = value.games.filter((g) => (!list.only || list.only.includes(g.vassalage)) && !list.except?.includes(g.vassalage))
      return { value: { items, page: 1, totalPages: 1 }, version }
    }
    case 'favourites': {
      const { value, version } = await up.fetch('favouriteList', { params: { pageNo: paging.page, pageSize: paging.pageSize }, language, token, signal })
      return { value: keptPage(value, value.content, paging.page, value.totalPages), version }
    }
    case 'recent': {
      const { value, version } = await up.fetch('recentGames', { token, signal })
      return { value: keptPage(value, value, 1, 1), version }
    }
  }
}

/**
 * `GET /api/data/gameList`: a page of a list as cards, drawn for the viewer exactly as the screen draws its first
 * page (stars for members, the way to log in for visitors, launch actions rewritten for the viewer's role).
 */
export async function gameListPage(query: GameListQuery, ctx: RequestContext, deps: ListDeps): Promise<GamesPage> {
  const { list, page, pageSize } = query
  const { t } = ctx
  if (isMemberList(list) && !ctx.session) throw new GwErrors.noSession(t({ t: 'in_logged_login' }))
  const viewer = await ctx.viewer()
  const session = viewer.session
  if (isMemberList(list) && !session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
  const input = { language: ctx.language, token: session?.t, signal: ctx.signal }
  let result: GamePage
  let version: number
  let favourites: ReadonlySet<string> | null | undefined
  try {
    // A favourites page is all favourites: only other lists need the member's ids to draw their stars.
    const ids =
      session && list.source !== 'favourites'
        ? deps.upstream.fetch('favouriteIds', { token: session.t, signal: ctx.signal }).then(
            (r) => new Set(r.value),
            () => undefined,
          )
        : Promise.resolve(null)
    ;[{ value: result, version }, favourites] = await Promise.all([fetchGamePage(deps.upstream, list, { page, pageSize }, input), ids])
    if (list.source === 'favourites') favourites = new Set(result.items.map((g) => g.nodeId))
  } catch (error) {
    throw memberCallError(error, t, t({ t: 'games_failed' }))
  }
  const actionCtx = { facts: viewer.facts, customerService: viewer.customerService, resources: viewer.resources, t }
  const card = { media: deps.media, rewrite: (a: AuthoredAction) => rewriteAction(a, actionCtx), favourites }
  const build = (): GamesPage => ({ items: result.items.map((g) => gameCard(g, card)), page: result.page, totalPages: result.totalPages })
  // A visitor's page of a shared feed is the same for every visitor in the same context: built once per version.
  const shared = !session && version >= 0 && viewer.degraded.length === 0 && !viewer.sessionEnded ? deps.shared : undefined
  if (!shared) return build()
  const { facts } = viewer
  return shared.get([list, page, pageSize, facts.language, facts.device, viewer.versions, [...(viewer.capabilities ?? ['*'])].join(',')], version, build)
}
