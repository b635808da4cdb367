import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

export type Usage = { user: number; system: number }

export type Child = {
  port: number
  extra: string[]
  /** The child's own CPU so far (`process.cpuUsage()`, µs), asked over its IPC channel: no request to its server. */
  cpu: () => Promise<Usage>
  stop: () => Promise<void>
}

/** Starts `node <script>` and waits for its `READY <port> …` line. */
export function startChild(script: string, env: Record<string, string> = {}): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, [resolve(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  return new Promise((resolveChild, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 30_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = /READY (\d+)(.*)/.exec(out)
      if (!line) return
      clearTimeout(timer)
      resolveChild({
        port: Number(line[1]),
        extra: (line[2] ?? '').trim().split(/\s+/).filter(Boolean),
        cpu: () =>
          new Promise((answer) => {
            child.once('message', (usage) => answer(usage as Usage))
            child.send('cpu')
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    })
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
}

/**
 * In a child started by `startChild`: answers the parent's CPU questions over the IPC channel. Asked through the
 * server instead, each question was a request of another shape between the measured ones, which sent the gateway's
 * optimised request path back to V8's compilers at every round.
 */
export function answerCpuQuestions(): void {
  process.on('message', () => process.send?.(process.cpuUsage()))
}
