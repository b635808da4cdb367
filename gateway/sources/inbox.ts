import type { ArticleListQuery } from '../../schemas/api/content.ts'
import type { ArticlePage } from '../../schemas/blocks/articleList.ts'
import type { InboxMessage } from '../../schemas/upstream/index.ts'
import { articleEntry, type ContentContext } from '../binding/articles.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors } from '../errors.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import type { FetchInput, ListDeps, ListPage } from './types.ts'

/**
 * One page of the member's inbox (`page` 1-based as S5 sends it). Without `totalPages` the count comes from the
 * total; without either, a full page means there may be another.
 */
export async function fetchInboxPage(
  up: UpstreamReader,
  paging: { page: number; pageSize: number },
  input: FetchInput,
): Promise<{ value: ListPage<InboxMessage>; version: number }> {
  const { page, pageSize } = paging
  const { value, version } = await up.fetch('inbox', { params: { page, size: pageSize }, token: input.token, signal: input.signal })
  const fromTotal = value.total !== undefined ? Math.ceil(value.total / pageSize) : value.items.length < pageSize ? page : page + 1
  return { value: { items: value.items, page, totalPages: Math.max(1, value.totalPages ?? fromTotal) }, version }
}

export function inboxEntries(page: ListPage<InboxMessage>, ctx: ContentContext): ArticlePage {
  return { items: page.items.map((m) => articleEntry('inbox', m, { ...ctx, member: true })), page: page.page, totalPages: page.totalPages }
}

/** `GET /api/data/inbox`: a page of the member's messages; visitors must log in, trial users may not read one. */
export async function inboxPage(query: ArticleListQuery, ctx: RequestContext, deps: ListDeps): Promise<ArticlePage> {
  const { t } = ctx
  ctx.requireSession()
  const viewer = await ctx.viewer()
  if (!viewer.session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
  if (viewer.facts.role === 'trial') throw new GwErrors.forbidden(t({ t: 'free_reject' }))
  try {
    const { value } = await fetchInboxPage(
      deps.upstream,
      { page: query.page, pageSize: query.pageSize },
      { language: ctx.language, token: viewer.session.t, signal: ctx.signal },
    )
    return inboxEntries(value, { t, routes: deps.routes(), media: deps.media })
  } catch (error) {
    throw memberCallError(error, t, t({ t: 'messages_failed' }))
  }
}
