import type { ChildNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { LRUCache } from 'lru-cache'
import sanitizeHtml from 'sanitize-html'
import type { Action } from '../../schemas/actions.ts'
import type { RichNode, RichTag } from '../../schemas/richText.ts'

export type RichTextContext = {
  /** The action a link of the content becomes (the content-link rules), or undefined to keep only its text. */
  link: (href: string) => Action | undefined
  /** The URL the page may load for an image of the content, or undefined to leave the image out. */
  image: (src: string) => string | undefined
}

const KEPT: Readonly<Record<string, RichTag>> = {
  p: 'p',
  div: 'p',
  h1: 'h3',
  h2: 'h3',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  br: 'br',
}
const MAX_DEPTH = 12

// First a well-known sanitiser drops everything dangerous (scripts, handlers, styles, frames, forms, foreign
// schemes); then only a closed vocabulary is rebuilt from what is left, so anything it missed cannot pass.
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...Object.keys(KEPT), 'a', 'img', 'span'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'xmp', 'noembed', 'noframes'],
}

// By the platform's HTML: sanitised and parsed once (a member's every home parsed the same announcements again). The
// node trees are only read, never changed.
// Bounded by count and by the length of the HTML kept (its trees are a few times that): README, Memory.
const parsed = new LRUCache<string, readonly ChildNode[]>({ max: 1000, maxSize: 4 * 1024 * 1024, sizeCalculation: (_nodes, html) => html.length || 1 })

// Elements whose content the sanitiser drops whole. One left open would swallow everything after it (a browser reads
// the rest of the document into it): an opener without its closer is closed at once, so the text after it stays.
const SWALLOWING = /<(\/?)(svg|math|noscript)\b[^>]*>/gi

function closeSwallowing(html: string): string {
  type Opener = { name: string; end: number }
  const open: Opener[] = []
  const unclosed: Opener[] = []
  for (const match of html.matchAll(SWALLOWING)) {
    const name = (match[2] ?? '').toLowerCase()
    if (match[1] !== '/') {
      open.push({ name, end: (match.index ?? 0) + match[0].length })
      continue
    }
    // A closer ends the latest opener of its name; openers of other names opened after that one stay unclosed.
    const at = open.findLastIndex((o) => o.name === name)
    if (at !== -1) unclosed.push(...open.splice(at).slice(1))
  }
  let out = html
  for (const { name, end } of [...unclosed, ...open].sort((a, b) => b.end - a.end)) out = `${out.slice(0, end)}</${name}>${out.slice(end)}`
  return out
}

// Content with no paragraph, line break or other block tag is text as the back office typed it (plain, or with
// inline tags only): its line ends are its breaks, and a blank line ends a paragraph. HTML with blocks is HTML.
const BLOCK_TAG = /<(p|div|br|li|ul|ol|h[1-6]|table|tr|blockquote|pre)\b/i

function withBreaks(html: string): string {
  if (BLOCK_TAG.test(html) || !/[\r\n]/.test(html)) return html
  return html
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => `<p>${paragraph.split('\n').join('<br>')}</p>`)
    .join('')
}

function cleanNodes(html: string): readonly ChildNode[] {
  let known = parsed.get(html)
  if (known === undefined) {
    known = parseDocument(sanitizeHtml(closeSwallowing(withBreaks(html)), SANITIZE), { decodeEntities: true }).children
    parsed.set(html, known)
  }
  return known
}

function convert(nodes: readonly ChildNode[], ctx: RichTextContext, depth: number): RichNode[] {
  const out: RichNode[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.data) out.push(node.data)
      continue
    }
    if (node.type !== 'tag') continue
    const children = depth < MAX_DEPTH ? convert(node.children, ctx, depth + 1) : []
    const name = node.name.toLowerCase()
    if (name === 'a') {
      const action = node.attribs.href ? ctx.link(node.attribs.href) : undefined
      if (action && children.length > 0) out.push({ tag: 'a', action, children })
      else out.push(...children)
      continue
    }
    if (name === 'img') {
      const src = node.attribs.src ? ctx.image(node.attribs.src) : undefined
      if (src) out.push({ tag: 'img', src, alt: node.attribs.alt ?? '' })
      continue
    }
    const tag = KEPT[name]
    if (tag === 'br') out.push({ tag })
    else if (tag) out.push(children.length ? { tag, children } : { tag })
    else out.push(...children)
  }
  return joinText(out)
}

// Where a dropped tag (a link refused, a span) stood between a sentence's end and the next one's capital, nothing
// separates them any more ("checks.Do it now"): a space does. Scripts without case (Thai, Chinese) are left alone.
const SENTENCE_END = /[.!?]$/
const SENTENCE_START = /^[\p{Lu}\p{N}]/u

/** Adjacent texts (left where a tag was dropped) become one, two sentences kept apart. */
function joinText(nodes: RichNode[]): RichNode[] {
  const out: RichNode[] = []
  for (const node of nodes) {
    const last = out[out.length - 1]
    if (typeof node !== 'string' || typeof last !== 'string') out.push(node)
    else out[out.length - 1] = SENTENCE_END.test(last) && SENTENCE_START.test(node) ? `${last} ${node}` : last + node
  }
  return out
}

/**
 * Platform HTML (announcements, help, promotions) reduced to the page's safe node tree: paragraphs, headings,
 * lists, bold, italic, underline, line breaks; links turned into actions by `ctx.link`, images kept only where
 * `ctx.image` allows their host. Empty paragraphs and whitespace-only text are kept as the author spaced them. Plain
 * text keeps its line ends as breaks and its blank lines as paragraphs.
 */
export function richTextOf(html: string | null | undefined, ctx: RichTextContext): RichNode[] {
  if (!html) return []
  return convert(cleanNodes(html), ctx, 0)
}

/** The text of a piece of rich text, for previews and lists. */
export function plainTextOf(nodes: readonly RichNode[]): string {
  const parts: string[] = []
  const walk = (list: readonly RichNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') parts.push(node)
      else if (node.tag === 'br' || node.tag === 'p' || node.tag === 'li' || node.tag === 'h3' || node.tag === 'h4') {
        // A block ends a run of text on both sides: "processed." and a following link stay two words.
        parts.push(' ')
        if ('children' in node && node.children) walk(node.children)
        parts.push(' ')
      } else if ('children' in node && node.children) walk(node.children)
    }
  }
  walk(nodes)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
