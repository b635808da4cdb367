import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACTIONS } from '../../schemas/api/actions.ts'
import { BLOCK_TYPES } from '../../schemas/blocks/index.ts'

// DESIGN §7 and CONTRIBUTING: a block type is three files with its name, an action is one file with its name, so any
// block or action is one hop away. Each file must also export what it is named after, so a file holding another
// thing does not pass for it.
const ROOT = resolve(import.meta.dirname, '../..')

const pascal = (name: string) => name[0]?.toUpperCase() + name.slice(1)
/** `gameBlock` is drawn by `GameBlock`, not `GameBlockBlock`. */
const componentOf = (type: string) => (type.endsWith('Block') ? pascal(type) : `${pascal(type)}Block`)

type Expected = { file: string; exports: string[] }
type Read = (file: string) => Promise<string | undefined>

function blockFiles(type: string): Expected[] {
  const Type = pascal(type)
  return [
    { file: `schemas/blocks/${type}.ts`, exports: [`${Type}PropsSchema`, `${Type}ResolvedSchema`] },
    { file: `gateway/blocks/${type}.ts`, exports: [type] },
    { file: `client/blocks/${componentOf(type)}.tsx`, exports: [componentOf(type)] },
  ]
}

function actionFiles(name: string): Expected[] {
  return [{ file: `gateway/actions/${name}.ts`, exports: [name] }]
}

const exportOf = (name: string) => new RegExp(`export\\s+(default\\s+)?(async\\s+)?(const|function|class)\\s+${name}\\b`)

/** What is missing of the expected files: the file, or the export it is named after. */
async function missing(expected: readonly Expected[], read: Read): Promise<string[]> {
  const found: string[] = []
  for (const { file, exports } of expected) {
    const text = await read(file)
    if (text === undefined) found.push(`${file} is missing`)
    else found.push(...exports.filter((name) => !exportOf(name).test(text)).map((name) => `${file} does not export ${name}`))
  }
  return found
}

const readSource: Read = (file) => readFile(join(ROOT, file), 'utf8').catch(() => undefined)

/** The files directly in a folder (not its subfolders, which hold shared pieces). */
async function filesIn(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true })
  return entries.filter((e) => e.isFile() && e.name.endsWith(extension)).map((e) => e.name.slice(0, -extension.length))
}

describe('names (one hop to any block or action)', () => {
  it('gives every block type its schema, its resolver and its component, each under its name', async () => {
    expect(await missing(BLOCK_TYPES.flatMap(blockFiles), readSource)).toEqual([])
  })

  it('gives every action of the contract its handler file, under its name', async () => {
    expect(await missing(Object.keys(ACTIONS).flatMap(actionFiles), readSource)).toEqual([])
  })

  it('keeps nothing but block types beside the block tables (shared pieces go in a subfolder)', async () => {
    const types = new Set<string>(BLOCK_TYPES)
    const components = new Set(BLOCK_TYPES.map(componentOf))
    const stray = [
      ...(await filesIn('schemas/blocks', '.ts')).filter((n) => n !== 'index' && !types.has(n)).map((n) => `schemas/blocks/${n}.ts`),
      ...(await filesIn('gateway/blocks', '.ts')).filter((n) => n !== 'index' && n !== 'types' && !types.has(n)).map((n) => `gateway/blocks/${n}.ts`),
      ...(await filesIn('client/blocks', '.tsx')).filter((n) => !components.has(n)).map((n) => `client/blocks/${n}.tsx`),
    ]
    expect(stray).toEqual([])
  })

  it('names what is missing (the check itself works)', async () => {
    const files: Record<string, string> = {
      'schemas/blocks/fooBar.ts': 'export const FooBarPropsSchema = 1\nexport const FooBarResolvedSchema = 2',
      'gateway/blocks/fooBar.ts': 'export const somethingElse = 1',
      'gateway/actions/doIt.ts': 'export const doItAgain = 1',
    }
    const read: Read = async (file) => files[file]
    expect(await missing([...blockFiles('fooBar'), ...actionFiles('doIt'), ...actionFiles('undo')], read)).toEqual([
      'gateway/blocks/fooBar.ts does not export fooBar',
      'client/blocks/FooBarBlock.tsx is missing',
      'gateway/actions/doIt.ts does not export doIt',
      'gateway/actions/undo.ts is missing',
    ])
    expect(componentOf('gameBlock')).toBe('GameBlock')
  })
})
