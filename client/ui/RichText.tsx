import type { MouseEvent, ReactNode } from 'react'
import type { Action } from '../../schemas/actions.ts'
import type { RichNode } from '../../schemas/richText.ts'
import './richText.css'

type Props = {
  nodes: readonly RichNode[]
  /** Runs a link's action (the gateway already made it safe: a route inside, or a confirmed way out). */
  onAction: (action: Action) => void
  className?: string
}

/** Where a link's action goes, for the browser's own status line and for middle-click (inside links only). */
function hrefOf(action: Action): string | undefined {
  if (action.type === 'navigate') return action.to
  return undefined
}

function render(nodes: readonly RichNode[], onAction: Props['onAction'], key: string): ReactNode[] {
  return nodes.map((node, i) => {
    const k = `${key}.${i}`
    if (typeof node === 'string') return node
    switch (node.tag) {
      case 'a': {
        const click = (event: MouseEvent) => {
          event.preventDefault()
          onAction(node.action)
        }
        return (
          <a key={k} href={hrefOf(node.action) ?? '#'} onClick={click} className="rich-text__link">
            {render(node.children, onAction, k)}
          </a>
        )
      }
      case 'img':
        return <img key={k} src={node.src} alt={node.alt} loading="lazy" decoding="async" className="rich-text__image" />
      case 'br':
        return <br key={k} />
      default: {
        const Tag = node.tag
        return <Tag key={k}>{render(node.children ?? [], onAction, k)}</Tag>
      }
    }
  })
}

/**
 * Platform content drawn from the gateway's safe node tree: React elements only (no HTML string ever reaches
 * the DOM), so markup the gateway did not keep cannot appear here.
 */
export function RichText({ nodes, onAction, className }: Props) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{render(nodes, onAction, 'n')}</div>
}
