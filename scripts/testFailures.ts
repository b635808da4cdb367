// The failures of a test run, by name, from the runners' JSON reports: `npm test` prints them last, so that a log
// read from its tail (a CI summary) says what failed and why, not only how many.
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

/** The first line of a failure's message, without colour codes, cut to one screen line. */
const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? ''

/** Each failing vitest test as `file › name: first line of its error`. */
export function vitestFailures(results: string, root: string): string[] {
  const file = resolve(results, 'vitest.json')
  if (!existsSync(file)) return []
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: { name: string; message?: string; status: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[]
  }
  return report.testResults.flatMap((suite) => {
    const where = relative(root, suite.name)
    const failed = suite.assertionResults.filter((test) => test.status === 'failed')
    // A file that failed without a failing test (an import error, a hook) is named with its own message.
    if (failed.length === 0) return suite.status === 'failed' ? [`${where}: ${firstLine(suite.message)}`] : []
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`)
  })
}

type PlaywrightSuite = {
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { errors: { message?: string }[] }[] }[] }[]
}

/** Each failing browser test as `file:line › title: first line of its last error`. */
export function playwrightFailures(results: string): string[] {
  const file = resolve(results, 'playwright.json')
  if (!existsSync(file)) return []
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[]; errors?: { message?: string }[] }
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(test.results.at(-1)?.errors[0]?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ]
  return [...report.suites.flatMap(walk), ...(report.errors ?? []).map((error) => `outside any test: ${firstLine(error.message)}`)]
}
