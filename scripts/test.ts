// `npm test`: type check, lint (with the dependency direction), the formatting check, layouts check, knip and the client build side by side,
// then the unit and integration tests (vitest + Supertest), then the end-to-end tests in Debian's Chromium
// (Playwright, one gateway and simulator per worker). `npm test -- --changed [ref]` runs what a change touches:
// the checks on the changed files, the vitest tests that import them and the browser specs that do (README, Tests).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CHROMIUM_PATH } from '../tests/e2e/chromium.ts'
import { PROMETHEUS_INSTALL_HINT, PROMETHEUS_PATH, PROMTOOL_PATH } from '../tests/helpers/prometheus.ts'
import { REDIS_INSTALL_HINT, REDIS_SERVER_PATH } from '../tests/helpers/redisServer.ts'
import { playwrightFailures, vitestFailures } from './testFailures.ts'
import { type Outcome, printTimes, runChains, runStep, type Step } from './testSteps.ts'

const root = resolve(import.meta.dirname, '..')
const results = resolve(root, 'test-results')
mkdirSync(results, { recursive: true })
const started = performance.now()

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
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    errors?: unknown[]
  }
  // Errors outside any test (a server that never started, a config that does not load) count as failures.
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + (report.errors?.length ?? 0), skipped: report.stats.skipped }
}

/** A run that failed without any failing test in its report (a crash) still counts as one failure. */
function atLeastOneFailure(ok: boolean, counts: Counts): Counts {
  return ok || counts.failed > 0 ? counts : { ...counts, failed: 1 }
}

/** `--changed [ref]`: against `ref` (a branch, a commit), or the uncommitted changes without one. */
function changedRef(argv: string[]): { changed: boolean; ref: string | undefined } {
  const at = argv.indexOf('--changed')
  if (at === -1) return { changed: false, ref: undefined }
  const next = argv[at + 1]
  return { changed: true, ref: next && !next.startsWith('-') ? next : undefined }
}

/** The files a change touches that still exist: changed against `ref` (or uncommitted), and new ones. */
function changedFiles(ref: string | undefined): string[] {
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  const files = [...git(['diff', '--name-only', ref ?? 'HEAD']), ...git(['ls-files', '--others', '--exclude-standard'])]
  return [...new Set(files)].filter((file) => existsSync(resolve(root, file)))
}

const { changed, ref } = changedRef(process.argv.slice(2))
const refArgs = ref ? [ref] : []
const touched = changed ? changedFiles(ref) : ['.']
const lintable = changed ? touched.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file)) : ['.']

// Reports of an earlier run must never stand in for this one.
for (const report of ['vitest.json', 'playwright.json']) rmSync(resolve(results, report), { force: true })

const build: Step[] = [
  { title: 'client build (vite)', command: 'vite', args: ['build', '--config', 'client/vite.config.ts'] },
  // The pages the gateway draws on the server (dist/server), which the end-to-end tests run with.
  { title: 'server build of the client (vite --ssr)', command: 'vite', args: ['build', '--config', 'client/vite.config.ts', '--ssr'] },
]
const checks: Step[][] = [
  [{ title: 'type check (tsc -b)', command: 'tsc', args: ['-b'] }],
  // The build goes early: vitest runs after it, so no test sees a half-written dist/.
  build,
  ...(lintable.length > 0 ? [[{ title: 'lint (eslint, dependency direction)', command: 'eslint', args: ['--no-warn-ignored', ...lintable] }]] : []),
  ...(touched.length > 0 ? [[{ title: 'formatting (prettier --check)', command: 'prettier', args: ['--check', '--ignore-unknown', ...touched] }]] : []),
  [{ title: 'unused files, exports and dependencies (knip)', command: 'knip', args: [] }],
  [{ title: 'layouts check (the studio checks, budgets included)', command: 'node', args: ['scripts/layouts-check.ts'] }],
]
const outcomes: Outcome[] = await runChains(checks, root)
const built = build.every((step) => outcomes.some((o) => o.title === step.title && o.ok))

// The shared-store tests start Debian's redis-server themselves; without it they fail, and this says why.
const redisMissing = !existsSync(REDIS_SERVER_PATH)
const redisHint = `\n✖ The shared-store tests (two gateway instances, Redis stopped and back) need Redis' server at ${REDIS_SERVER_PATH}.\n  ${REDIS_INSTALL_HINT}`
if (redisMissing) console.error(redisHint)
// The operations tests run Debian's Prometheus (scraping a gateway) and promtool (the alert rules) the same way.
const prometheusMissing = !existsSync(PROMETHEUS_PATH) || !existsSync(PROMTOOL_PATH)
const prometheusHint = `\n✖ The operations tests (Prometheus scraping the gateway, promtool on the alert rules) need ${PROMETHEUS_PATH} and ${PROMTOOL_PATH}.\n  ${PROMETHEUS_INSTALL_HINT}`
if (prometheusMissing) console.error(prometheusHint)

const vitestArgs = [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(results, 'vitest.json')}`,
  ...(changed ? ['--changed', ...refArgs, '--passWithNoTests'] : []),
]
const vitest = await runStep({ title: 'unit and integration tests (vitest)', command: 'vitest', args: vitestArgs }, root, true)
outcomes.push(vitest)
const unit = atLeastOneFailure(vitest.ok, vitestCounts())

let e2e: Counts = { passed: 0, failed: 0, skipped: 0 }
if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `\n✖ End-to-end tests need Debian's Chromium at ${CHROMIUM_PATH}.\n  Install it with: sudo apt-get update && sudo apt-get install -y chromium\n  (or set CHROMIUM_PATH to another Chromium binary)`,
  )
  e2e = { passed: 0, failed: 1, skipped: 0 }
} else if (built) {
  const e2eArgs = ['test', '--config', 'tests/e2e/playwright.config.ts', ...(changed ? ['--only-changed', ...refArgs, '--pass-with-no-tests'] : [])]
  const browser = await runStep({ title: 'end-to-end tests (Playwright, Chromium)', command: 'playwright', args: e2eArgs }, root, true)
  outcomes.push(browser)
  e2e = atLeastOneFailure(browser.ok, playwrightCounts())
}

// The checks that failed: the steps other than the two test runners, and a server the tests need that is missing.
const failedCheckNames = [
  ...outcomes.filter((o) => !o.ok && !o.title.startsWith('unit') && !o.title.startsWith('end-to-end')).map((o) => `${o.title} (its output is above)`),
  ...(redisMissing ? [`Redis' server missing at ${REDIS_SERVER_PATH}`] : []),
  ...(prometheusMissing ? [`Prometheus or promtool missing at ${PROMETHEUS_PATH}, ${PROMTOOL_PATH}`] : []),
]
const failedChecks = failedCheckNames.length
if (redisMissing) console.error(redisHint)
if (prometheusMissing) console.error(prometheusHint)
printTimes(outcomes, (performance.now() - started) / 1000)
// The failures again, by name, at the end: a log read from its tail (a CI summary) says what failed.
const failures = [
  ...failedCheckNames.map((name) => `check   ${name}`),
  ...vitestFailures(results, root).map((line) => `vitest  ${line}`),
  ...playwrightFailures(results).map((line) => `browser ${line}`),
]
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ✖ ${line}`).join('\n')}`)
const passed = unit.passed + e2e.passed
const failed = unit.failed + e2e.failed + failedChecks
console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed; checks failed: ${failedChecks}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
