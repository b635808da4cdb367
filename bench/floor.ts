// What a warm member home costs at least, in this architecture: its platform reads alone. A gateway is pointed at a
// recording proxy in front of the simulator; once member0's home is warm, a burst of member homes is recorded (which
// platform calls they made, how often: some answers are shared for a while between one member's requests), and
// bench/floorProcess.ts replays that traffic per request, at the same rate, with nothing else around it.
import { unlinkSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { request } from 'undici'
import { startChild } from './processes.ts'

type Recorded = { method: string; path: string; headers: Record<string, string> }

// Headers a replay must not copy: they describe the recorded connection or body, not the call.
const HOP = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

function callHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) if (!HOP.has(name) && typeof value === 'string') out[name] = value
  return out
}

/** A proxy to the simulator that notes every call while `recording` is on. */
function recordingProxy(simPort: number) {
  const calls: Recorded[] = []
  const proxy = { recording: false, calls, server: undefined as unknown as Server }
  proxy.server = createServer((req, res) => {
    if (proxy.recording) calls.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: callHeaders(req.headers) })
    const upstream = httpRequest({ host: '127.0.0.1', port: simPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', (error) => res.destroy(error))
    req.pipe(upstream)
  })
  return new Promise<typeof proxy & { port: number }>((resolve) => {
    proxy.server.listen(0, '127.0.0.1', () => resolve(Object.assign(proxy, { port: (proxy.server.address() as { port: number }).port })))
  })
}

/** Each distinct call of the burst with how many of the burst's requests made it (per request: 1). */
function callRates(calls: Recorded[], requests: number) {
  const byCall = new Map<string, { call: Recorded; count: number }>()
  for (const call of calls) {
    if (call.method !== 'GET') throw new Error(`a member home made a ${call.method} platform call (${call.path}): the floor replays reads only`)
    const key = `${call.method} ${call.path}`
    const seen = byCall.get(key)
    if (seen) seen.count += 1
    else byCall.set(key, { call, count: 1 })
  }
  return [...byCall.values()].map(({ call, count }) => ({ ...call, rate: Math.min(1, count / requests) }))
}

/**
 * Starts the floor server for member0's warm home (the cookie is the gateway session `login` returns). Returns the
 * child and what it replays: platform calls per request, and the answer's bytes and encoding.
 */
export async function startMemberFloor(
  simPort: number,
  login: (base: string) => Promise<string>,
  path: string,
  headers: Record<string, string>,
  warmUp: number,
) {
  const proxy = await recordingProxy(simPort)
  const gw = await startChild('gatewayProcess.ts', { BENCH_UPSTREAM_URL: `http://127.0.0.1:${proxy.port}` })
  try {
    const base = `http://127.0.0.1:${gw.port}`
    const member = { ...headers, cookie: await login(base) }
    await autocannon({ url: `${base}${path}`, connections: 4, amount: warmUp, headers: member })
    const requests = 1000
    proxy.recording = true
    const burst = await autocannon({ url: `${base}${path}`, connections: 4, amount: requests, headers: member })
    proxy.recording = false
    if (burst.non2xx > 0 || burst.errors > 0) throw new Error(`${path}: ${burst.non2xx} non-2xx, ${burst.errors} errors while recording`)
    const calls = callRates(proxy.calls, requests)
    // The answer as it goes on the wire (fetch would decode it).
    const res = await request(`${base}${path}`, { headers: member })
    const answer = Buffer.from(await res.body.arrayBuffer())
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`)
    const encoding = typeof res.headers['content-encoding'] === 'string' ? res.headers['content-encoding'] : undefined
    const type = typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : 'application/json'
    const spec = {
      upstream: `http://127.0.0.1:${simPort}`,
      connections: 128,
      calls,
      answer: { base64: answer.toString('base64'), headers: { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) } },
    }
    const specFile = join(tmpdir(), `bench-floor-${process.pid}.json`)
    writeFileSync(specFile, JSON.stringify(spec))
    // The floor reads its spec once, as it starts.
    const floor = await startChild('floorProcess.ts', { BENCH_FLOOR_SPEC: specFile }).finally(() => unlinkSync(specFile))
    return {
      floor,
      callsPerRequest: Number(calls.reduce((sum, c) => sum + c.rate, 0).toFixed(2)),
      answerBytes: answer.length,
      encoding: encoding ?? 'identity',
    }
  } finally {
    await gw.stop()
    proxy.server.close()
  }
}
