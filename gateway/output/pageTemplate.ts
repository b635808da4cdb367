// The built index.html with the first screen written into it (server rendering): the markup in #root, the screen
// and texts as inert JSON, the first screen's stylesheets, a preload of the picture it needs, the app's scripts and
// the first screen's chunks in an inert template, and the one inline script (it holds the player's taps and typing
// until the page is hydrated, and starts the template's scripts once the first screen is on screen); the CSP allows
// the inline script and styles by their hashes.
import { createHash } from 'node:crypto'
import { APP_SCRIPTS_ID, BOOT_ELEMENT_ID, type BootData, type RenderOutput } from '../../schemas/ssr.ts'
import type { PreparedAnswer } from './precompressed.ts'

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }
export type Manifest = Record<string, ManifestChunk>

const ROOT = '<div id="root"></div>'
const THEME_COLOR = { dark: '#0b1220', light: '#f5f7fb' } as const
const LANG_TAG = { EN: 'en', CN: 'zh', TH: 'th', VI: 'vi', UR: 'ur' } as const

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** JSON inside <script>: `<` escaped so that no text can close the element; U+2028/9 for old parsers. */
function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
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
  /** The page for one render (the boot data is what the page hydrates from) and the CSP sources of its inline styles. */
  fill: (output: RenderOutput, boot: BootData, title: string) => { html: string; styleSources: readonly string[] }
  /** The CSP source that allows the page's inline script. */
  scriptSource: string
}

/** A built stylesheet by its file (`assets/….css`): its text, written into the page, and that text's CSP source. */
/** A server-drawn page as it is kept: its answer (bytes and codings), and the CSP sources its inline styles need. */
export type DrawnPage = { answer: PreparedAnswer; styles: string | null; styleSources: readonly string[] }

export type Stylesheets = ReadonlyMap<string, { text: string; source: string }>

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The first screen's stylesheets are written into the page: no request stands between the HTML and the first
 * paint. Each is followed by a disabled link to its file, which the browser does not load and the client's chunk
 * loader reads as "this stylesheet is in", so that it does not load it again when a block's chunk arrives.
 */
function styleOf(file: string, sheets: Stylesheets): string | undefined {
  const sheet = sheets.get(file)
  return sheet && `<style>${sheet.text}</style><link rel="stylesheet" href="/${file}" disabled>`
}

/** index.html's head as every page drawn from it starts (made once, with the template). */
function entryHead(rawHead: string, usable: Stylesheets): { head: string; entryStyles: string[]; entryScripts: string[] } {
  // The entry's own stylesheets, written in where index.html links them.
  const entryStyles: string[] = []
  // The entry's script and preloads leave the head for the inert template the early script starts them from.
  const entryScripts: string[] = []
  const head = rawHead
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
      const style = styleOf(file, usable)
      if (style === undefined) return link
      entryStyles.push(usable.get(file)?.source ?? '')
      return style
    })
    .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, (tag) => {
      entryScripts.push(tag)
      return ''
    })
  return { head, entryStyles, entryScripts }
}

/** Null when the template has no empty #root to fill (a foreign or hand-made index.html): pages stay as they are. */
export function pageTemplate(indexHtml: string, manifest: Manifest, earlyScript: string, sheets: Stylesheets = new Map()): PageTemplate | null {
  const [before, after] = indexHtml.split(ROOT)
  if (before === undefined || after === undefined || !before.includes('</head>')) return null
  const [rawHead, body] = before.split('</head>') as [string, string]
  const entry = closure(manifest, ['index.html'])
  if (/<\/script/i.test(earlyScript)) throw new Error('the early script would close its element')
  const usable: Stylesheets = new Map([...sheets].filter(([, sheet]) => !/<\/style/i.test(sheet.text)))
  const { head, entryStyles, entryScripts } = entryHead(rawHead, usable)
  const early = `<script>${earlyScript}</script>`
  return {
    scriptSource: cspHash(earlyScript),
    fill(output, boot, title) {
      const needed = closure(manifest, output.modules)
      const blockCss = [...needed.css].filter((file) => !entry.css.has(file))
      const run = closure(manifest, output.scripts)
      const links = [
        ...blockCss.map((file) => styleOf(file, usable) ?? `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...(output.lcpImage ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(output.lcpImage)}">`] : []),
      ]
      const blockScripts = [...run.js].filter((file) => !entry.js.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      const scripts = `<template id="${APP_SCRIPTS_ID}">${[...entryScripts, ...blockScripts].join('')}</template>`
      const lang = LANG_TAG[boot.lang]
      const top = head
        .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${boot.lang === 'UR' ? 'rtl' : 'ltr'}" data-theme="${boot.theme}">`)
        .replace(/(<meta name="theme-color" content=")[^"]*/, `$1${THEME_COLOR[boot.theme]}`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      const json = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${inertJson(boot)}</script>`
      const styleSources = [...entryStyles, ...blockCss.flatMap((file) => usable.get(file)?.source ?? [])]
      return { html: `${top}${links.join('')}</head>${body}<div id="root">${output.markup}</div>${early}${json}${scripts}${after}`, styleSources }
    },
  }
}
