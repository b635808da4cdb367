import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import supertest from 'supertest'
import { buildApp } from '../../gateway/app.ts'
import { loadConfig } from '../../gateway/config.ts'
import type { AnswerStore } from '../../gateway/upstream/answerStore.ts'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { gapOf } from './sliderSolver.ts'

export const ROOT = resolve(import.meta.dirname, '../..')

export type TestApp = {
  app: FastifyInstance
  sim: RunningSimulator
  request: () => supertest.Agent
  /** Every log line the gateway wrote, parsed. */
  logs: Record<string, unknown>[]
  rawLogs: string[]
  layoutsDir: string
  /** Calls the simulator's control API. */
  control: (path: string, body?: unknown) => Promise<void>
  close: () => Promise<void>
}

export type TestAppOptions = {
  env?: Record<string, string>
  /** Copy layouts/ to a temporary folder the test may edit. */
  copyLayouts?: boolean
  watchLayouts?: boolean
  /** Where the gateway keeps its last good status (shared between apps to imitate a restart). */
  answerStore?: AnswerStore
  /** A running simulator to share with another gateway (left running on close); a new one otherwise. */
  simulator?: RunningSimulator
}

/** Gateway + simulator on loopback, with caching (public feeds, a member's counts) off unless a test asks for it; admission control on, as in production. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sim = options.simulator ?? (await startSimulator(0))
  let layoutsDir = join(ROOT, 'layouts')
  if (options.copyLayouts) {
    layoutsDir = await mkdtemp(join(tmpdir(), 'layouts-'))
    await cp(join(ROOT, 'layouts'), layoutsDir, { recursive: true })
  }
  const rawLogs: string[] = []
  const logs: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        rawLogs.push(line)
        logs.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  const config = loadConfig({
    LAYOUTS_DIR: layoutsDir,
    CLIENT_DIR: join(ROOT, 'dist/client'),
    PUBLIC_CACHE_TTL_MS: '0',
    PUBLIC_CACHE_STALE_MS: '0',
    MEMBER_COUNTS_SHARE_MS: '0',
    LOG_LEVEL: 'info',
    ...options.env,
  })
  const { REDACT_PATHS } = await import('../../gateway/app.ts')
  const app = await buildApp({
    config,
    upstreamUrl: sim.url,
    watchLayouts: options.watchLayouts ?? Boolean(options.copyLayouts),
    ...(options.answerStore ? { answerStore: options.answerStore } : {}),
    logger: { level: config.logLevel, stream, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
  })
  await app.ready()
  simOf.set(app.server, sim.url)
  const control = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`simulator control ${path}: ${res.status} ${await res.text()}`)
  }
  return {
    app,
    sim,
    request: () => supertest.agent(app.server),
    logs,
    rawLogs,
    layoutsDir,
    control,
    close: async () => {
      await app.close()
      if (!options.simulator) await sim.close()
      if (options.copyLayouts) await rm(layoutsDir, { recursive: true, force: true })
    },
  }
}

/** The login limits out of the way of a file that logs in many times (the limits have tests of their own). */
export const MANY_LOGINS = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } as const

/** The simulator as it starts: its state reset and its call counts cleared (before each test of a file). */
export async function freshSimulator(t: TestApp): Promise<void> {
  await t.control('/__sim/reset')
  await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
}

// Which simulator answers for a gateway, so helpers given only an agent can read the simulator's controls.
const simOf = new WeakMap<object, string>()

export const ACCOUNTS = {
  member0: { username: 'member0', password: 'Passw0rd!' },
  member1: { username: 'member1', password: 'Passw0rd!' },
  member2: { username: 'member2', password: 'Passw0rd!' },
  trial4: { username: 'trial4', password: 'Passw0rd!' },
} as const

/** Reads a simulator control answer (GET). */
export async function simGet<T = Record<string, unknown>>(agent: supertest.Agent, path: string): Promise<T> {
  const base = simOf.get((agent as unknown as { app: object }).app)
  if (!base) throw new Error('no simulator known for this agent')
  const res = await fetch(`${base}${path}`)
  if (!res.ok) throw new Error(`simulator ${path}: ${res.status}`)
  return (await res.json()) as T
}

/** Posts an action as the page does (JSON body, CSRF header). */
export function act(agent: supertest.Agent, name: string, body: unknown = {}) {
  return agent
    .post(`/api/actions/${name}`)
    .set('x-requested-with', 'fetch')
    .set('content-type', 'application/json')
    .send(body as object)
}

/** Solves a slider challenge through the gateway, as a player dragging the piece to the hole would. */
export async function solveSlider(agent: supertest.Agent, offset = 0) {
  const challenge = await agent.get('/api/data/slider')
  if (challenge.status !== 200) throw new Error(`slider: ${challenge.status} ${JSON.stringify(challenge.body)}`)
  const x = gapOf(challenge.body as { y: number; background: string; piece: string })
  return act(agent, 'verifySlider', { id: challenge.body.id, x: x + offset })
}

/** Logs an agent in through the gateway, as the page does: slider first, then user name and password. */
export async function login(agent: supertest.Agent, account: { username: string; password: string; captcha?: string }) {
  const solved = await solveSlider(agent)
  if (solved.status !== 200) throw new Error(`slider verify: ${solved.status} ${JSON.stringify(solved.body)}`)
  return act(agent, 'login', account)
}

/** A new agent logged in as one of the seeded accounts (the login must succeed). */
export async function signedIn(t: TestApp, account: keyof typeof ACCOUNTS): Promise<supertest.Agent> {
  const agent = t.request()
  const res = await login(agent, ACCOUNTS[account])
  if (res.status !== 200) throw new Error(`login ${account}: ${res.status} ${JSON.stringify(res.body)}`)
  return agent
}

/** How long the gateway took over its latest request for `url` (Fastify's own measure, from its log). */
export function answerTime(t: TestApp, url: string): number {
  const incoming = t.logs.findLast((l) => l.msg === 'incoming request' && String((l.req as { url?: unknown } | undefined)?.url ?? '').startsWith(url))
  const done = t.logs.find((l) => l.msg === 'request completed' && l.reqId === incoming?.reqId)
  if (typeof done?.responseTime !== 'number') throw new Error(`no completed request for ${url} in the log`)
  return done.responseTime
}
