// The `test` every spec uses: Playwright's, with one gateway and simulator per worker (its own ports, its own copy
// of the layouts), started before the worker's first test and stopped with the worker. Specs of one worker run one
// after another, so no two tests running at once share a server; a worker replaced after a failure starts afresh.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { test as base } from '@playwright/test'
import { sim } from './helpers.ts'
import { BASE_URL, E2E_READY, E2E_SLOT } from './ports.ts'

export * from '@playwright/test'

type Server = { stop: () => Promise<void> }

/** Resolves once the server says it listens; rejects with what it wrote on stderr if it exits first. */
function startServer(): Promise<Server> {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'server.ts')], {
    env: { ...process.env, E2E_SLOT: String(E2E_SLOT) },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let errors = ''
  let out: string | null = ''
  // What the server writes on stderr shows in the run's output, as a web server's did.
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-10_000)
    process.stderr.write(`[e2e server ${E2E_SLOT}] ${chunk.toString()}`)
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  // Closing its stdin is how the server is told to stop (see server.ts).
  const stop = async () => {
    child.stdin.end()
    await exited
  }
  return new Promise((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (out === null) return
      out += chunk.toString()
      if (!out.includes(E2E_READY)) return
      out = null
      done({ stop })
    })
    void exited.then(() => fail(new Error(`the e2e server of slot ${E2E_SLOT} (${BASE_URL}) exited: ${errors}`)))
  })
}

/** A worker replacing one that failed may find its slot's ports not yet freed: it tries again for a few seconds. */
async function startWithRetry(): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer()
    } catch (error) {
      if (attempt === 10 || !String(error).includes('EADDRINUSE')) throw error
      await new Promise((r) => setTimeout(r, 500))
    }
  }
}

export const test = base.extend<{ freshPlatform: void }, { server: Server }>({
  // Specs of one worker share its simulator, and a spec may leave faults, a status or flags behind it: every test
  // starts from a reset one (before its beforeEach hooks; a beforeAll that set platform state would be undone).
  freshPlatform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, use) => {
      await sim('/__sim/reset')
      await use()
    },
    { auto: true },
  ],
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, use, workerInfo) => {
      // The config is loaded again in each worker, after Playwright set the worker's slot: its baseURL is this one.
      if (workerInfo.project.use.baseURL !== BASE_URL) throw new Error(`baseURL ${workerInfo.project.use.baseURL} is not this worker's server ${BASE_URL}`)
      const server = await startWithRetry()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
})
