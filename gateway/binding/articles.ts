import type { Action } from '../../schemas/actions.ts'
import type { ArticleSource } from '../../schemas/api/content.ts'
import type { ArticleEntry } from '../../schemas/blocks/articleList.ts'
import type { RichNode } from '../../schemas/richText.ts'
import type { Translate } from '../context/texts.ts'
import { contentLinkAction } from './contentLink.ts'
import { plainTextOf, richTextOf } from './richText.ts'

const SUMMARY_CHARS = 90

/** What turning platform content into page content needs: texts, the site's routes, the media policy. */
export type ContentContext = {
  t: Translate
  routes: readonly string[]
  media: (path: string | null | undefined, fallback?: string) => string
}

/**
 * Platform HTML as the page may draw it: links through the content-link rules (http(s) after the leave-site
 * confirmation, known routes inside, anything else text only), images only where the media policy allows them.
 */
export function contentOf(html: string, ctx: ContentContext): RichNode[] {
  return richTextOf(html, {
    link: (href) => contentLinkAction(href, ctx.t, ctx.routes),
    image: (src) => ctx.media(src, '') || undefined,
  })
}

/** An announcement or a message as the platform gave it, its read state when the platform says. */
export type ArticleItem = { id: string | number; title?: string | null | undefined; content: string; time?: number | undefined; read?: boolean | undefined }

function isoOf(time: number | undefined): string | undefined {
  if (time === undefined) return undefined
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

function summaryOf(text: string): string {
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : text
}

/**
 * One entry of an article list. Read state is shown only to members and only when the platform sent it; an
 * unread entry carries the action that marks it read on the platform the first time it is opened.
 */
export function articleEntry(source: ArticleSource, item: ArticleItem, ctx: ContentContext & { member: boolean }): ArticleEntry {
  const id = String(item.id)
  const content = contentOf(item.content, ctx)
  const text = plainTextOf(content)
  const unread = ctx.member && item.read !== undefined ? !item.read : undefined
  const open: Action = { type: 'call', name: 'markRead', body: { source, id } }
  const time = isoOf(item.time)
  return {
    id,
    title: item.title?.trim() || summaryOf(text) || id,
    ...(time !== undefined ? { time } : {}),
    summary: summaryOf(text),
    content,
    ...(unread !== undefined ? { unread } : {}),
    ...(unread ? { open } : {}),
  }
}
