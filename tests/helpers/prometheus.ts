import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './redisServer.ts'

/** Debian's Prometheus and its promtool (package `prometheus`), which the operations tests run. */
export const PROMETHEUS_PATH = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus'
export const PROMTOOL_PATH = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool'
export const PROMETHEUS_INSTALL_HINT =
  'Install it with: sudo apt-get update && sudo apt-get install -y prometheus\n  (or set PROMETHEUS_PATH and PROMTOOL_PATH to other binaries)'

function need(path: string, what: string): void {
  if (!existsSync(path)) throw new Error(`${what} needs ${path}.\n  ${PROMETHEUS_INSTALL_HINT}`)
}

/** Runs promtool with `args` in `cwd`; its exit code and what it printed. */
export function promtool(args: string[], cwd: string): { status: number | null; output: string } {
  need(PROMTOOL_PATH, 'Checking the alert rules')
  const run = spawnSync(PROMTOOL_PATH, args, { cwd, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

export type RunningPrometheus = {
  url: string
  /** A PromQL instant query's result vector. */
  query: (promql: string) => Promise<{ metric: Record<string, string>; value: [number, string] }[]>
  stop: () => Promise<void>
}

/** Starts Prometheus on a free loopback port with a temporary data folder, scraping `targets` every second. */
export async function startPrometheus(targets: string[], ruleFiles: string[] = []): Promise<RunningPrometheus> {
  need(PROMETHEUS_PATH, 'The metrics test')
  const dir = await mkdtemp(join(tmpdir(), 'prometheus-'))
  const config = [
    'global: { scrape_interval: 1s, evaluation_interval: 1s }',
    `rule_files: ${JSON.stringify(ruleFiles)}`,
    'scrape_configs:',
    `  - { job_name: layout-gateway, static_configs: [ { targets: ${JSON.stringify(targets)} } ] }`,
  ].join('\n')
  await writeFile(join(dir, 'prometheus.yml'), config)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const args = [
    `--config.file=${join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ]
  const child: ChildProcess = spawn(PROMETHEUS_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const stop = async () => {
    if (child.exitCode === null) await new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM'))
    await rm(dir, { recursive: true, force: true })
  }
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (child.exitCode !== null || tries > 100) {
      await stop()
      throw new Error(`prometheus did not start: ${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop,
    query: async (promql) => {
      const res = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: promql })}`)
      const body = (await res.json()) as { status: string; error?: string; data?: { result: { metric: Record<string, string>; value: [number, string] }[] } }
      if (body.status !== 'success') throw new Error(`PromQL ${promql}: ${body.error ?? res.status}`)
      return body.data?.result ?? []
    },
  }
}
