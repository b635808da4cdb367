import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { ROOT } from '../helpers/buildTestApp.ts'

/**
 * `npm run platform:check -- <url>` asks a platform every read call of the catalogue as the gateway would. Against
 * the simulator every call is usable; behind a proxy that renames one relay and reshapes one answer, it names both
 * and exits non-zero (home needs the hot games, registration its rules).
 */
const RENAMED = '/wps/relay/GCSGAME_hotGamesV2'
const RESHAPED = '/wps/system/setting/register'

let sim: RunningSimulator
let proxy: Server
let proxyUrl: string

type Verdict = { name: string; result: string; detail?: string; path?: string }
type Report = { verdicts: Verdict[]; unusable: string[] }

/** The simulator as a platform that renamed one relay (the old name: 404) and answers one call in another shape. */
function startProxy(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      if (url.pathname === RENAMED) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"errorCode":"resource.not.found","message":"Not found"}')
        return
      }
      const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' && k !== 'host' ? [[k, v]] : [])))
      const body = chunks.length ? Buffer.concat(chunks) : undefined
      const answer = await fetch(url, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) })
      let text = await answer.text()
      if (url.pathname === RESHAPED) {
        const json = JSON.parse(text) as { value: unknown }
        text = JSON.stringify({ ...json, value: [json.value] })
      }
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(text)
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function check(url: string, ...args: string[]): Promise<{ status: number | null; report: Report; err: string }> {
  const { REDIS_URL: _shared, ...env } = process.env
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/platform-check.ts'), url, '--json', ...args], { env })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, report: JSON.parse(out || '{"verdicts":[],"unusable":[]}') as Report, err }))
  })
}

beforeAll(async () => {
  sim = await startSimulator(0)
  proxy = await startProxy(sim.url)
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve))
  await sim.close()
})

describe('npm run platform:check', () => {
  it('finds every read call usable on the simulator, as a member and as an agent', async () => {
    for (const account of ['member0:Passw0rd!', 'agent1:Passw0rd!']) {
      const { status, report, err } = await check(sim.url, '--account', account)
      expect(err).toBe('')
      expect(status).toBe(0)
      expect(report.unusable).toEqual([])
      const unusable = report.verdicts.filter((v) => v.result !== 'known' && v.result !== 'not asked' && v.result !== 'off')
      expect(unusable).toEqual([])
      // The default merchant has no slider (SLIDER3 off): its calls are off, not refused.
      expect(report.verdicts.find((v) => v.name === 'slider')).toMatchObject({ result: 'off' })
      expect(report.verdicts.length).toBeGreaterThan(60)
    }
  })

  it('names a renamed relay and a reshaped answer, and exits non-zero', async () => {
    const { status, report } = await check(proxyUrl, '--account', 'member0:Passw0rd!')
    expect(status).toBe(1)
    expect(report.verdicts.find((v) => v.name === 'hotGames')).toMatchObject({ result: 'refused' })
    expect(report.verdicts.find((v) => v.name === 'registerSettings')).toMatchObject({ result: 'differs', detail: expect.stringMatching(/expected/) })
    expect(report.unusable).toEqual(expect.arrayContaining(['hotGames', 'registerSettings']))
    expect(report.unusable).toHaveLength(2)
  })

  it('never makes a write', async () => {
    await fetch(`${sim.url}/__sim/stats`, { method: 'DELETE' })
    await check(sim.url, '--account', 'member0:Passw0rd!')
    const { calls } = (await (await fetch(`${sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
    const writes = ['/wps/transaction/withdraw', '/wps/relay/MCS2_depositPaymentGateway', '/wps/relay/MCSFE_claimIssuedPromotion', '/wps/game/launchGame']
    expect(writes.filter((path) => calls[path])).toEqual([])
    expect(calls['/wps/session/login']).toBe(1)
  })
})
