// `npm test`: type check, lint (with the dependency direction), layouts check, knip, unit and integration tests
// (vitest + Supertest), the client build, then end-to-end tests in Debian's Chromium (Playwright).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CHROMIUM_PATH } from '../tests/e2e/chromium.ts'
import { PROMETHEUS_INSTALL_HINT, PROMETHEUS_PATH, PROMTOOL_PATH } from '../tests/helpers/prometheus.ts'
import { REDIS_INSTALL_HINT, REDIS_SERVER_PATH } from '../tests/helpers/redisServer.ts'

const root = resolve(import.meta.dirname, '..')
const results = resolve(root, 'test-results')
mkdirSync(results, { recursive: true })
const CHROMIUM = CHROMIUM_PATH

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) console.error(`✖ ${title} failed`)
  return result.status === 0
}

type Counts = { passed: number; failed: number; skipped: number }

function vitestCounts(): Counts {
  const file = resolve(results, 'vitest.json')
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

function playwrightCounts(): Counts {
  const file = resolve(results, 'playwright.json')
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] }
  // Errors outside any test (a web server that never started, a config that does not load) count as failures.
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + (report.errors?.length ?? 0), skipped: report.stats.skipped }
}

/** A run that failed without any failing test in its report (a crash) still counts as one failure. */
function atLeastOneFailure(ok: boolean, counts: Counts): Counts {
  return ok || counts.failed > 0 ? counts : { ...counts, failed: 1 }
}

// Reports of an earlier run must never stand in for this one.
for (const report of ['vitest.json', 'playwright.json']) rmSync(resolve(results, report), { force: true })

const checks = [
  run('type check (tsc -b)', 'tsc', ['-b']),
  run('lint (eslint, dependency direction)', 'eslint', ['.']),
  run('layouts check (the studio checks, budgets included)', 'node', ['scripts/layouts-check.ts']),
  run('unused files, exports and dependencies (knip)', 'knip', []),
]
// The shared-store tests start Debian's redis-server themselves; without it they fail, and this says why.
const redisMissing = !existsSync(REDIS_SERVER_PATH)
const redisHint = `\n✖ The shared-store tests (two gateway instances, Redis stopped and back) need Redis' server at ${REDIS_SERVER_PATH}.\n  ${REDIS_INSTALL_HINT}`
if (redisMissing) console.error(redisHint)
// The operations tests run Debian's Prometheus (scraping a gateway) and promtool (the alert rules) the same way.
const prometheusMissing = !existsSync(PROMETHEUS_PATH) || !existsSync(PROMTOOL_PATH)
const prometheusHint = `\n✖ The operations tests (Prometheus scraping the gateway, promtool on the alert rules) need ${PROMETHEUS_PATH} and ${PROMTOOL_PATH}.\n  ${PROMETHEUS_INSTALL_HINT}`
if (prometheusMissing) console.error(prometheusHint)
const unitOk = run('unit and integration tests (vitest)', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resolve(results, 'vitest.json')}`])
const unit = atLeastOneFailure(unitOk, vitestCounts())

let e2e: Counts = { passed: 0, failed: 0, skipped: 0 }
// The client, then its server build (the pages the gateway draws, dist/server) that the end-to-end tests run with.
const built = run('client build (vite)', 'vite', ['build', '--config', 'client/vite.config.ts']) && run('server build of the client (vite --ssr)', 'vite', ['build', '--config', 'client/vite.config.ts', '--ssr'])
checks.push(built)
if (!existsSync(CHROMIUM)) {
  console.error(`\n✖ End-to-end tests need Debian's Chromium at ${CHROMIUM}.\n  Install it with: sudo apt-get update && sudo apt-get install -y chromium\n  (or set CHROMIUM_PATH to another Chromium binary)`)
  e2e = { passed: 0, failed: 1, skipped: 0 }
} else if (built) {
  const e2eOk = run('end-to-end tests (Playwright, Chromium)', 'playwright', ['test', '--config', 'tests/e2e/playwright.config.ts'])
  e2e = atLeastOneFailure(e2eOk, playwrightCounts())
}

if (redisMissing) {
  console.error(redisHint)
  checks.push(false)
}
if (prometheusMissing) {
  console.error(prometheusHint)
  checks.push(false)
}
const failedChecks = checks.filter((ok) => !ok).length
const passed = unit.passed + e2e.passed
const failed = unit.failed + e2e.failed + failedChecks
console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed; checks failed: ${failedChecks}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
