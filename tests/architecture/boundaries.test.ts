import { readFile, readdir } from 'node:fs/promises'
import { join, relative, resolve, dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/buildTestApp.ts'

// DESIGN §1: who may import whom. The check reads every import and export-from of every source file.
const RULES: Record<string, { allowedDirs: string[]; allowedPackages: RegExp }> = {
  schemas: { allowedDirs: ['schemas'], allowedPackages: /^zod(\/|$)/ },
  client: { allowedDirs: ['client', 'schemas'], allowedPackages: /^(?!node:)/ },
  gateway: { allowedDirs: ['gateway', 'schemas'], allowedPackages: /.*/ },
  simulator: { allowedDirs: ['simulator', 'schemas/upstream'], allowedPackages: /.*/ },
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((f) => !f.includes('node_modules') && !f.endsWith('vite.config.ts'))
}

async function violations(area: string): Promise<string[]> {
  const rule = RULES[area]
  if (!rule) throw new Error(area)
  const found: string[] = []
  for (const file of await sources(area)) {
    const text = await readFile(join(ROOT, file), 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? ''
      if (spec.startsWith('.')) {
        const target = relative(ROOT, resolve(ROOT, dirname(file), spec))
        if (!rule.allowedDirs.some((d) => target === d || target.startsWith(`${d}/`))) found.push(`${file} imports ${spec}`)
      } else if (!rule.allowedPackages.test(spec)) {
        found.push(`${file} imports package ${spec}`)
      }
    }
  }
  return found
}

describe('dependency direction (DESIGN §1)', () => {
  it.each(Object.keys(RULES))('%s imports only what it may', async (area) => {
    expect(await violations(area)).toEqual([])
  })

  it('catches a forbidden import (the check itself works)', async () => {
    const text = "import { buildApp } from '../gateway/app.ts'\nimport x from 'node:fs'"
    const specs = [...text.matchAll(IMPORT)].map((m) => m[1])
    expect(specs).toEqual(['../gateway/app.ts', 'node:fs'])
  })
})
