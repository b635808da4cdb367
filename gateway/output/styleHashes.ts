import { createHash } from 'node:crypto'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

/**
 * The CSP source list that lets exactly the style attributes of this server-drawn markup apply, and no other:
 * `style-src 'self'` refuses every style attribute the parser meets (the same styles set later by React through
 * the CSSOM are allowed). Hashes of the attribute values as the browser reads them (entities decoded).
 */
export function styleAttrSources(markup: string): string | null {
  const values = new Set<string>()
  // React escapes quotes in text as entities, so `style="` can only open an attribute.
  for (const match of markup.matchAll(/\sstyle="([^"]*)"/g)) values.add((match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e))
  if (values.size === 0) return null
  const hashes = [...values].map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`)
  return `'unsafe-hashes' ${hashes.join(' ')}`
}

/** The response's CSP with a `style-src-attr` directive for these sources (style-src stays 'self' for the rest). */
export function withStyleAttrs(csp: string, sources: string | null): string {
  if (sources === null) return csp
  return `${csp};style-src-attr ${sources}`
}

/** The response's CSP with more sources in one of its directives (`script-src`, `style-src`: inline elements by hash). */
export function withSources(csp: string, directive: 'script-src' | 'style-src', sources: readonly string[]): string {
  if (sources.length === 0) return csp
  const pattern = new RegExp(`(^|;)(\\s*${directive})([^;]*)`)
  return csp.replace(pattern, (_, start: string, name: string, list: string) => `${start}${name}${list} ${sources.join(' ')}`)
}
