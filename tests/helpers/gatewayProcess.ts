import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { ROOT } from './buildTestApp.ts'

export type LogLine = Record<string, unknown> & { msg?: string; pid?: number }

export type GatewayProcess = {
  url: string
  pid: number
  /** Every log line the process wrote, parsed. */
  logs: LogLine[]
  /** Resolves with the first log line (from now on, or already written) that matches. */
  logged: (match: (line: LogLine) => boolean, ms?: number) => Promise<LogLine>
  stop: () => Promise<void>
}

/** Starts `node gateway/server.ts` (one whole gateway process, as in production) on a free loopback port. */
export function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [resolve(ROOT, 'gateway/server.ts')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: LogLine[] = []
  const listeners = new Set<(line: LogLine) => void>()
  let buffered = ''
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const text of lines.filter(Boolean)) {
      const line = JSON.parse(text) as LogLine
      logs.push(line)
      listeners.forEach((listener) => listener(line))
    }
  })
  const logged = (match: (line: LogLine) => boolean, ms = 10_000) =>
    new Promise<LogLine>((done, fail) => {
      const seen = logs.find(match)
      if (seen) return done(seen)
      const timer = setTimeout(() => {
        listeners.delete(listener)
        fail(new Error(`no such log line within ${ms} ms`))
      }, ms)
      const listener = (line: LogLine) => {
        if (!match(line)) return
        clearTimeout(timer)
        listeners.delete(listener)
        done(line)
      }
      listeners.add(listener)
    })
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`gateway exited with ${code}: ${errors}`))))
  const listening = logged((l) => String(l.msg).startsWith('Server listening at'), 30_000)
  return Promise.race([listening, exited]).then((line) => ({
    url: String(line.msg).replace('Server listening at ', ''),
    pid: child.pid ?? 0,
    logs,
    logged,
    stop,
  }))
}
