// `npm run layouts:check [dir] [--no-budgets]`: the studio's own checks on a layout folder (schema, route
// ownership, navigate targets, every text key in every language, budgets per screen and audience), each problem
// with its file, JSON path and a plain message. Budgets are measured by resolving every screen for the six
// audiences through the gateway, against UPSTREAM_URL when it is set and the embedded simulator otherwise.
import { resolve } from 'node:path'
import { buildApp } from '../gateway/app.ts'
import { loadConfig } from '../gateway/config.ts'
import { breachProblem, formatProblem, type LayoutChecks, setProblems } from '../gateway/layouts/checks.ts'
import { readLayoutFiles } from '../gateway/layouts/store.ts'
import type { LayoutFiles } from '../gateway/layouts/validate.ts'
import { startSimulator } from '../simulator/start.ts'

const args = process.argv.slice(2)
const budgets = !args.includes('--no-budgets')
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? process.env.LAYOUTS_DIR ?? resolve(import.meta.dirname, '../layouts'))

/** The full checks through a gateway of its own: no shared store (a check never publishes), no studio, quiet. */
async function measured(files: LayoutFiles): Promise<LayoutChecks> {
  const { REDIS_URL: _shared, STUDIO_OPERATORS: _operators, ...env } = process.env
  const sim = env.UPSTREAM_URL ? undefined : await startSimulator(0)
  const config = loadConfig({ ...env, LAYOUTS_DIR: dir, LOG_LEVEL: 'warn' })
  const app = await buildApp({ config, upstreamUrl: env.UPSTREAM_URL ?? sim?.url ?? '', watchLayouts: false, logger: false })
  try {
    await app.ready()
    return await app.studio.checkFiles(files)
  } finally {
    await app.close()
    await sim?.close()
  }
}

const files = await readLayoutFiles(dir)
const quick = setProblems(files)
const checks = quick.problems.length || !budgets ? { ...quick, budgets: [], breaches: [] } : await measured(files)
const limits = loadConfig(process.env).studio.budgets
const problems = [...checks.problems, ...checks.breaches.map((b) => breachProblem(b, limits))]
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p))
  console.error(`\n${problems.length} problem(s) in ${dir}`)
  process.exit(1)
}
const most = (k: 'bytes' | 'blocks' | 'calls') => Math.max(0, ...checks.budgets.map((f) => f[k]))
const figures = checks.budgets.length
  ? `; largest screen over all audiences: ${most('bytes')} bytes, ${most('blocks')} blocks, ${most('calls')} platform calls (budgets ${limits.bytes}, ${limits.blocks}, ${limits.calls})`
  : budgets
    ? ''
    : '; budgets not measured (--no-budgets)'
console.warn(`${Object.keys(files).length} layout files pass every check${figures}`)
