import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

export type Child = { port: number; extra: string[]; stop: () => Promise<void> }

/** Starts `node <script>` and waits for its `READY <port> …` line. */
export function startChild(script: string, env: Record<string, string> = {}): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, [resolve(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
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
