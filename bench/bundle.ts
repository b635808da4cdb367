import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

/** Gzipped size of the JavaScript the home page needs before it can render: the entry and its static imports. */
export function initialJs(distDir: string): { files: string[]; gzipBytes: number; lazyChunks: number } {
  const manifestPath = resolve(distDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>
  const entry = Object.entries(manifest).find(([, e]) => e.isEntry)
  if (!entry) throw new Error('no entry in the Vite manifest')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) visit(dep)
  }
  visit(entry[0])
  const files = [...seen].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'))
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(resolve(distDir, f)), { level: 9 }).length, 0)
  const lazyChunks = Object.values(manifest).filter((e) => e.file.endsWith('.js') && !files.includes(e.file)).length
  return { files, gzipBytes, lazyChunks }
}
