// The steps of `npm test` and how they run: checks that do not need each other side by side (as many as there are
// cores, their output held until each ends so that it reads whole), the test runners one at a time with their
// output live (each is parallel inside). Every step is timed, with the load average it ran under.
import { spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'

export type Step = { title: string; command: string; args: string[] }
export type Outcome = { title: string; ok: boolean; seconds: number; load: string }

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

function spawnStep(step: Step, root: string, live: boolean, sink: (text: string) => void): Promise<boolean> {
  const child = spawn(step.command, step.args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => sink(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => sink(chunk.toString()))
  return new Promise((done) => {
    child.once('error', (error) => {
      sink(`${error.message}\n`)
      done(false)
    })
    child.once('close', (code) => done(code === 0))
  })
}

/** Runs one step; `live` lets its output through as it comes, otherwise it is printed whole when the step ends. */
export async function runStep(step: Step, root: string, live: boolean): Promise<Outcome> {
  const started = performance.now()
  if (live) console.log(`\n▶ ${step.title}`)
  let output = ''
  const ok = await spawnStep(step, root, live, (text) => (output += text))
  const outcome = { title: step.title, ok, seconds: (performance.now() - started) / 1000, load: load() }
  if (!live) console.log(`\n▶ ${step.title} (${outcome.seconds.toFixed(1)} s)\n${output.trimEnd()}`)
  if (!ok) console.error(`✖ ${step.title} failed`)
  return outcome
}

/** Runs chains of steps side by side, at most one per core; a chain stops at its first failing step. */
export async function runChains(chains: Step[][], root: string, limit = availableParallelism()): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  const queue = [...chains]
  const lane = async () => {
    for (let chain = queue.shift(); chain; chain = queue.shift()) {
      for (const step of chain) {
        const outcome = await runStep(step, root, false)
        outcomes.push(outcome)
        if (!outcome.ok) break
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, chains.length) }, lane))
  return outcomes
}

export function printTimes(outcomes: Outcome[], seconds: number): void {
  console.log('\nstep times (load average 1/5/15 min when each ended):')
  for (const o of outcomes) console.log(`  ${o.ok ? '✓' : '✖'} ${o.seconds.toFixed(1).padStart(6)} s  ${o.title}  [${o.load}]`)
  console.log(`  total ${seconds.toFixed(1)} s on ${availableParallelism()} cores [${load()}]`)
}
