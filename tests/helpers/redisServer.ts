import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

/** Debian's Redis server, which the shared-store tests start on a free loopback port. */
export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'
export const REDIS_INSTALL_HINT = `Install it with: sudo apt-get update && sudo apt-get install -y redis-server\n  (or set REDIS_SERVER_PATH to another redis-server binary)`

export type RedisServer = {
  url: string
  /** Stops the server (its data goes with it, as with a Redis restarted without persistence). */
  stop: () => Promise<void>
  /** Starts it again on the same port. */
  start: () => Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER_PATH, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}: ${out}`)), 10_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}: ${out}`))
    })
  })
}

/** Starts `redis-server` on a free loopback port, without persistence; throws how to install it when missing. */
export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER_PATH)) throw new Error(`The shared-store tests need Redis' server at ${REDIS_SERVER_PATH}.\n  ${REDIS_INSTALL_HINT}`)
  const port = await freePort()
  let child: ChildProcess | undefined = await launch(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        const running = child
        child = undefined
        if (!running || running.exitCode !== null) return resolve()
        running.once('exit', () => resolve())
        running.kill('SIGTERM')
      }),
    start: async () => {
      child ??= await launch(port)
    },
  }
}
