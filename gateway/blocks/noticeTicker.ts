import { LRUCache } from 'lru-cache'
import type { Notice } from '../../schemas/upstream/index.ts'
import { resolveItems } from '../binding/items.ts'
import { plainTextOf, richTextOf } from '../binding/richText.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

// The same announcements come back on every platform answer: reduce each HTML text once.
const texts = new LRUCache<string, string>({ max: 500, maxSize: 2 * 1024 * 1024, sizeCalculation: (text, html) => html.length + text.length || 1 })

const TEXT_ONLY = { link: () => undefined, image: () => undefined }

/**
 * Announcement HTML reduced to its text through the content screens' sanitiser: no tag, attribute or script survives;
 * a paragraph or line break between two sentences leaves a space, so they do not run together.
 */
function plainText(html: string): string {
  const known = texts.get(html)
  if (known !== undefined) return known
  const text = plainTextOf(richTextOf(html, TEXT_ONLY))
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
  pure: true,
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
