import type { ResolvedBlockOf } from '../../schemas/blocks/index.ts'
import type { HelpItem } from '../../schemas/upstream/index.ts'
import { contentOf } from '../binding/articles.ts'
import type { BindContext, BlockResolver } from './types.ts'

type Resolved = ResolvedBlockOf<'helpCenter'>['props']

const DETAIL = '/m/helpDetail'
const INDEX = /^\d{1,4}$/

/** The entries the platform marks for display, children too; p and c count among these, as the page lists them. */
function shown(items: readonly HelpItem[]): HelpItem[] {
  return items.filter((i) => i.display).map((i) => ({ ...i, children: i.children.filter((c) => c.display) }))
}

function hasText(html: string): boolean {
  return html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0
}

/** The entry `p` (and child `c`) of the address names, or undefined (not numbers, out of range, no text): the list. */
function detailOf(items: readonly HelpItem[], b: BindContext): Resolved['detail'] {
  const p = b.query.get('p')
  const c = b.query.get('c')
  if (p === null || !INDEX.test(p) || (c !== null && !INDEX.test(c))) return undefined
  const main = items[Number(p)]
  if (!main) return undefined
  const ctx = { t: b.t, routes: b.routes, media: b.media }
  if (c === null) return hasText(main.content) ? { title: main.title, content: contentOf(main.content, ctx) } : undefined
  const child = main.children[Number(c)]
  return child ? { title: child.title, section: main.title, content: contentOf(child.content, ctx) } : undefined
}

/** The help centre (seeds 001 §2): the list of entries, or the one p and c name; /m/help and /m/helpDetail alike. */
export const helpCenter: BlockResolver<'helpCenter'> = {
  needs: () => ['helpCenter'],
  bind: (props, b) => {
    const items = shown(b.source('helpCenter'))
    const detail = detailOf(items, b)
    return {
      items: items.map((item, p) => ({
        title: item.title,
        ...(hasText(item.content) ? { action: { type: 'navigate', to: `${DETAIL}?p=${p}` } as const } : {}),
        children: item.children.map((child, c) => ({ title: child.title, action: { type: 'navigate', to: `${DETAIL}?p=${p}&c=${c}` } as const })),
      })),
      ...(detail ? { detail } : {}),
      emptyText: b.t(props.emptyText),
    }
  },
  degraded: (props, b) => ({ items: [], emptyText: b.t(props.emptyText) }),
}
