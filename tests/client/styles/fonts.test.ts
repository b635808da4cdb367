import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import nastaliqUrdu from '@fontsource/noto-nastaliq-urdu/unicode.json' with { type: 'json' }
import notoSans from '@fontsource/noto-sans/unicode.json' with { type: 'json' }
import notoSansThai from '@fontsource/noto-sans-thai/unicode.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'

// The site's own faces (client/styles/fonts.css) name files of the @fontsource packages and copy their
// unicode-range: a new release of a package that moves a file or a range fails here, not on a player's phone.
const css = readFileSync(join(import.meta.dirname, '../../../client/styles/fonts.css'), 'utf8')
const require = createRequire(import.meta.url)

const RANGES: Record<string, Record<string, string>> = {
  '@fontsource/noto-nastaliq-urdu': nastaliqUrdu,
  '@fontsource/noto-sans': notoSans,
  '@fontsource/noto-sans-thai': notoSansThai,
}

type Face = { family: string; file: string; range: string; display: string }

const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
  family: /font-family:\s*'([^']+)'/.exec(body)?.[1] ?? '',
  file: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
  range: /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '',
  display: /font-display:\s*([a-z]+);/.exec(body)?.[1] ?? '',
}))

/** `@fontsource/<package>/files/<package>-<subset>-<weight>-normal.woff2` → the package and the subset. */
function source(file: string): { pkg: string; subset: string } {
  const match = /^(@fontsource\/[^/]+)\/files\/(.+)-(\d{3})-normal\.woff2$/.exec(file)
  if (match === null) throw new Error(`not a @fontsource file: ${file}`)
  const [, pkg = '', stem = ''] = match
  return { pkg, subset: stem.slice(pkg.length - '@fontsource/'.length + 1) }
}

describe('client/styles/fonts.css', () => {
  it('bundles Thai, Urdu and Vietnamese faces, each under a name of its own', () => {
    expect(new Set(faces.map((f) => f.family))).toEqual(new Set(['Bundled Noto Sans Thai', 'Bundled Noto Nastaliq Urdu', 'Bundled Noto Sans']))
  })

  it.each(faces.map((f) => [f.file, f] as const))('%s exists and keeps its package unicode-range', (file, face) => {
    const { pkg, subset } = source(file)
    expect(() => require.resolve(file)).not.toThrow()
    expect(face.range.replace(/\s+/g, '')).toBe(RANGES[pkg]?.[subset])
  })

  it('shows Vietnamese text at once while its face loads (swap); Thai and Urdu wait for theirs rather than draw boxes', () => {
    for (const face of faces) expect(face.display).toBe(face.family === 'Bundled Noto Sans' ? 'swap' : 'block')
  })
})
