// The built index.html with the first screen written into it (server rendering): the markup in #root, the screen
// and texts as inert JSON, preloads for the chunks and the picture it needs, and the one inline script the CSP allows
// by its hash (it holds the player's taps and typing until the page is hydrated).
import { createHash } from 'node:crypto'
import { BOOT_ELEMENT_ID, type BootData, type RenderOutput } from '../../schemas/ssr.ts'

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }
export type Manifest = Record<string, ManifestChunk>

const ROOT = '<div id="root"></div>'
const THEME_COLOR = { dark: '#0b1220', light: '#f5f7fb' } as const
const LANG_TAG = { EN: 'en', CN: 'zh', TH: 'th', VI: 'vi', UR: 'ur' } as const

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** JSON inside <script>: `<` escaped so that no text can close the element; U+2028/9 for old parsers. */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The files a module needs beyond what the entry already loads: its chunk, its static imports, their CSS. */
function closure(manifest: Manifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (chunk === undefined || seen.has(key)) return
    seen.add(key)
    js.add(chunk.file)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return { js, css }
}

export type PageTemplate = {
  /** The page for one render; the boot data is what the page hydrates from. */
  fill: (output: RenderOutput, boot: BootData, title: string) => string
  /** The CSP source that allows the page's inline script. */
  scriptSource: string
}

/** Null when the template has no empty #root to fill (a foreign or hand-made index.html): pages stay as they are. */
export function pageTemplate(indexHtml: string, manifest: Manifest, earlyScript: string): PageTemplate | null {
  const [before, after] = indexHtml.split(ROOT)
  if (before === undefined || after === undefined || !before.includes('</head>')) return null
  const [head, body] = before.split('</head>') as [string, string]
  const entry = closure(manifest, ['index.html'])
  if (/<\/script/i.test(earlyScript)) throw new Error('the early script would close its element')
  const early = `<script>${earlyScript}</script>`
  return {
    scriptSource: `'sha256-${createHash('sha256').update(earlyScript, 'utf8').digest('base64')}'`,
    fill(output, boot, title) {
      const needed = closure(manifest, output.modules)
      const links = [
        ...[...needed.css].filter((file) => !entry.css.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...[...needed.js].filter((file) => !entry.js.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...(output.lcpImage ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(output.lcpImage)}">`] : []),
      ]
      const lang = LANG_TAG[boot.lang]
      const top = head
        .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${boot.lang === 'UR' ? 'rtl' : 'ltr'}" data-theme="${boot.theme}">`)
        .replace(/(<meta name="theme-color" content=")[^"]*/, `$1${THEME_COLOR[boot.theme]}`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      const json = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${inertJson(boot)}</script>`
      return `${top}${links.join('')}</head>${body}<div id="root">${output.markup}</div>${early}${json}${after}`
    },
  }
}
