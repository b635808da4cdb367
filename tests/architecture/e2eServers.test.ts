import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/buildTestApp.ts'

// Browser tests run in parallel workers, each with its own gateway and simulator, which tests/e2e/test.ts starts
// for the specs that take their `test` from it. A spec taking Playwright's own would talk to no server (or, run
// alone in a worker, start none): every spec takes test.ts's.
const E2E = join(ROOT, 'tests/e2e')
const SPECS = readdirSync(E2E).filter((file) => file.endsWith('.spec.ts'))
const PLAYWRIGHTS_TEST = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/

describe('end-to-end specs', () => {
  it('are found', () => {
    expect(SPECS.length).toBeGreaterThan(10)
  })

  it.each(SPECS)("%s takes its test from test.ts (its worker's own server)", (file) => {
    const text = readFileSync(join(E2E, file), 'utf8')
    expect(text).not.toMatch(PLAYWRIGHTS_TEST)
    expect(text).toMatch(/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'\.\/test\.ts'/)
  })
})
