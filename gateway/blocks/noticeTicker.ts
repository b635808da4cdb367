import { LRUCache } from 'lru-cache'
import sanitizeHtml from 'sanitize-html'
import type { Notice } from '../../schemas/upstream/index.ts'
import { resolveItems } from '../binding/items.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

// The same announcements come back on every platform answer: parse each HTML text once.
const texts = new LRUCache<string, string>({ max: 500, maxSize: 2 * 1024 * 1024, sizeCalculation: (text, html) => html.length + text.length || 1 })

/** Announcement HTML reduced to its text: no tag, attribute or script survives; the page renders it as text. */
function plainText(html: string): string {
  const known = texts.get(html)
  if (known !== undefined) return known
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title'] })
  const text = stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim()
  texts.set(html, text)
  return text
}

type TickerItem = { id: string; text: string }

// Shared platform answers are the same object for every viewer until they change: sanitise once per answer.
const itemsMemo = new WeakMap<object, TickerItem[]>()

function tickerItems(notices: readonly Notice[]): TickerItem[] {
  const memo = itemsMemo.get(notices)
  if (memo) return memo
  const items = notices.map((n) => ({ id: String(n.id), text: plainText(n.content || n.title || '') })).filter((i) => i.text.length > 0)
  itemsMemo.set(notices, items)
  return items
}

/** The end buttons, folded and rewritten like menu items: one whose condition fails (no app link) is left out. */
function icons(props: AuthoredPropsOf<'noticeTicker'>, b: BindContext) {
  if (!props.icons) return {}
  const [left] = props.icons.left ? resolveItems([props.icons.left], b) : []
  const [right] = props.icons.right ? resolveItems([props.icons.right], b) : []
  return left || right ? { icons: { ...(left ? { left } : {}), ...(right ? { right } : {}) } } : {}
}

export const noticeTicker: BlockResolver<'noticeTicker'> = {
  needs: () => ['announcements'],
  bind: (props, b) => {
    return {
      items: tickerItems(b.source('announcements').player),
      emptyText: b.t(props.emptyText),
      action: b.rewrite(props.action) ?? { type: 'navigate', to: '/m/notice' },
      speedPxPerSecond: props.speedPxPerSecond,
      ...icons(props, b),
    }
  },
  degraded: (props, b) => ({
    items: [],
    emptyText: b.t(props.emptyText),
    action: b.rewrite(props.action) ?? { type: 'navigate', to: '/m/notice' },
    speedPxPerSecond: props.speedPxPerSecond,
    ...icons(props, b),
  }),
}
