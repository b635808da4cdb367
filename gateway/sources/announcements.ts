import type { ArticleListQuery } from '../../schemas/api/content.ts'
import type { ArticlePage } from '../../schemas/blocks/articleList.ts'
import type { AnnouncementList, Notice } from '../../schemas/upstream/index.ts'
import { articleEntry, type ContentContext } from '../binding/articles.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import type { FetchInput, ListDeps } from './types.ts'
import { viewerCalls } from './viewerCalls.ts'

/** Entries per page: the platform answers every announcement at once, so the gateway pages them. */
export const ARTICLE_PAGE_SIZE = 10

/**
 * The announcements a viewer reads (the notices, `player`): a visitor's from the shared public answer, a member's
 * from the answer asked with their token (type A too, and their read marks), at most once per 250 ms per member.
 */
function fetchAnnouncements(up: UpstreamReader, input: FetchInput): Promise<{ value: AnnouncementList; version: number }> {
  const { language, token, signal } = input
  if (!token) return up.fetch('announcements', { language, signal })
  return fetchMemberAnnouncements(up, { ...input, token })
}

export function fetchMemberAnnouncements(up: UpstreamReader, input: FetchInput & { token: string }): Promise<{ value: AnnouncementList; version: number }> {
  const { language, token, signal } = input
  return viewerCalls(up).shared(token, `memberAnnouncements|${language}`, () => up.fetch('memberAnnouncements', { language, token, signal }))
}

// A shared platform answer is the same array for every viewer until it changes: sorted once per answer.
const sorted = new WeakMap<readonly Notice[], readonly Notice[]>()

/**
 * Newest first, by the time the platform gives (the platform's own order is whatever its back office keeps): an
 * undated notice keeps its place after the dated ones, in the platform's order.
 */
function newestFirst(notices: readonly Notice[]): readonly Notice[] {
  const known = sorted.get(notices)
  if (known) return known
  const at = (n: Notice) => (n.time === undefined ? -Infinity : n.time)
  const ordered = notices.toSorted((a, b) => at(b) - at(a))
  sorted.set(notices, ordered)
  return ordered
}

/**
 * One page of the notices as entries, newest first: the screen's first page and `GET /api/data/announcements` both
 * come through here. Pages past the last are empty.
 */
export function announcementPage(
  notices: readonly Notice[],
  paging: { page: number; pageSize: number },
  ctx: ContentContext & { member: boolean },
): ArticlePage {
  const { page, pageSize } = paging
  const slice = newestFirst(notices).slice((page - 1) * pageSize, page * pageSize)
  return {
    items: slice.map((n) => articleEntry('announcements', n, ctx)),
    page,
    totalPages: Math.max(1, Math.ceil(notices.length / pageSize)),
  }
}

/** `GET /api/data/announcements`: a page of the notices, drawn for the viewer as the screen draws its first. */
export async function announcementsPage(query: ArticleListQuery, ctx: RequestContext, deps: ListDeps): Promise<ArticlePage> {
  const { t } = ctx
  const viewer = await ctx.viewer()
  const session = viewer.session
  let list: AnnouncementList
  try {
    list = (await fetchAnnouncements(deps.upstream, { language: ctx.language, token: session?.t, signal: ctx.signal })).value
  } catch (error) {
    throw memberCallError(error, t, t({ t: 'announcements_failed' }))
  }
  return announcementPage(list.player, query, { t, routes: deps.routes(), media: deps.media, member: session !== null })
}
