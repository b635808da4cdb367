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

/** The response's CSP with one more source in its `script-src` (the page's own inline script, by its hash). */
export function withScript(csp: string, source: string): string {
  return csp.replace(/(^|;)(\s*script-src)([^;]*)/, (_, start: string, name: string, sources: string) => `${start}${name}${sources} ${source}`)
}
