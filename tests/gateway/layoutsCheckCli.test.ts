import { spawnSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/buildTestApp.ts'

// `npm run layouts:check` runs the studio's own checks on a folder (the same function as the editor and publish).
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'layouts-check-'))
  await cp(join(ROOT, 'layouts'), dir, { recursive: true })
})
afterAll(async () => rm(dir, { recursive: true, force: true }))

function check(...args: string[]) {
  const { REDIS_URL: _shared, ...env } = process.env
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/layouts-check.ts'), dir, ...args], { encoding: 'utf8', env })
  return { status: run.status, out: `${run.stdout}${run.stderr}` }
}

describe('npm run layouts:check', () => {
  it('passes the shipped layouts, budgets measured through a gateway on the embedded simulator', () => {
    const { status, out } = check()
    expect(status).toBe(0)
    expect(out).toMatch(/layout files pass every check; largest screen over all audiences: \d+ bytes, \d+ blocks, \d+ platform calls/)
  })

  it('refuses two screens claiming one route, naming both files, and a text missing in one language', async () => {
    const login = join(dir, 'screens/login.json')
    const th = join(dir, 'i18n/th.json')
    const [loginText, thText] = await Promise.all([readFile(login, 'utf8'), readFile(th, 'utf8')])
    await writeFile(login, loginText.replace('"routes": ["/m/login"]', '"routes": ["/m/home"]'))
    await writeFile(th, thText.replace(/\n {2}"home": "[^"]*",/, ''))
    try {
      const { status, out } = check('--no-budgets')
      expect(status).toBe(1)
      expect(out).toContain('screens/home.json at routes[0]: route "/m/home" is also claimed by screens/login.json: a route belongs to one screen')
      expect(out).toContain('screens/login.json at routes[0]: route "/m/home" is also claimed by screens/home.json: a route belongs to one screen')
      expect(out).toContain('i18n/th.json at home: text key "home" is missing in TH (English would show)')
      expect(out).not.toContain('a home screen is required')
    } finally {
      await Promise.all([writeFile(login, loginText), writeFile(th, thText)])
    }
  })
})
