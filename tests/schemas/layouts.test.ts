import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts } from '../../gateway/layouts/validate.ts'
import { ScreenLayoutSchema, ShellLayoutSchema, TextsSchema } from '../../schemas/layout.ts'
import { ROOT } from '../helpers/buildTestApp.ts'

const LAYOUTS = join(ROOT, 'layouts')
const INVALID = join(ROOT, 'tests/fixtures/layouts/invalid')

describe('layouts/', async () => {
  const files = await readLayoutFiles(LAYOUTS)

  it.each(Object.keys(files))('%s is valid on its own', (file) => {
    const json: unknown = JSON.parse(files[file] ?? '')
    const schema = file === 'shell.json' ? ShellLayoutSchema : file.startsWith('screens/') ? ScreenLayoutSchema : TextsSchema
    expect(schema.safeParse(json).error?.issues ?? []).toEqual([])
  })

  it('is valid as a whole: routes, text keys, ids', () => {
    const { problems, set } = validateLayouts(files)
    expect(problems).toEqual([])
    expect(set.screens.map((s) => s.id).sort()).toEqual([
      'activity',
      'agent-centre',
      'agent-contracts',
      'agent-links',
      'agent-team',
      'app',
      'change-password',
      'contract-dividend',
      'contract-hour',
      'contract-salary',
      'deposit',
      'forget',
      'game-center',
      'game-record',
      'games',
      'help',
      'home',
      'invite-friends',
      'launch-game',
      'login',
      'lottery',
      'maintenance',
      'manual-rebate',
      'member-centre',
      'message',
      'notice',
      'register',
      'restricted',
      'reward-center',
      'slots-center',
      'trail',
      'web-email',
      'withdraw',
    ])
  })

  it('has every English key in every language', () => {
    const en = Object.keys(JSON.parse(files['i18n/en.json'] ?? '{}') as object)
    for (const lang of ['cn', 'th', 'vi', 'ur']) {
      expect(Object.keys(JSON.parse(files[`i18n/${lang}.json`] ?? '{}') as object).sort()).toEqual([...en].sort())
    }
  })
})

const EXPECTED: Record<string, RegExp> = {
  'unknown-block-type': /unknown type "jackpotTicker"/,
  'truncated-json': /invalid JSON/,
  'unknown-route-target': /not a route of shell.json/,
  'javascript-url': /url|URL/,
  'duplicate-block-id': /duplicate block id/,
  'missing-text-key': /missing from i18n\/en.json/,
  'page-size-zero': /pageSize|>=1|too small/i,
  'unknown-condition': /.+/,
  'id-not-file-name': /must equal the file name/,
  'unknown-field': /unknown field\(s\) "colour"/,
  'protocol-relative-target': /internal path/,
  'unknown-icon': /.+/,
  'missing-routes': /.+/,
}

describe('validateLayouts on tests/fixtures/layouts/invalid', async () => {
  const good = await readLayoutFiles(LAYOUTS)
  const cases = (await readdir(INVALID)).filter((f) => f.endsWith('.json'))

  it('has a case for every expectation', () => {
    expect(cases.map((c) => c.split('.')[0]).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it.each(cases)('refuses %s, naming the file and a JSON path', async (name) => {
    const [caseName, target] = name.split('.') as [string, string]
    const file = target === 'shell' ? 'shell.json' : `screens/${target}.json`
    const { problems, validFiles } = validateLayouts({ ...good, [file]: await readFile(join(INVALID, name), 'utf8') })
    expect(validFiles.has(file)).toBe(false)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((p) => p.file === file && p.path.length > 0)).toBe(true)
    expect(problems.map((p) => `${p.path}: ${p.message}`).join('\n')).toMatch(EXPECTED[caseName] ?? /^$/)
  })
})
