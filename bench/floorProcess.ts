// The floor of a member home's CPU: a bare node:http server that, for every request, makes the platform reads a warm
// member home made (recorded by bench/floor.ts: same paths, same headers, same token) with the gateway's own reader
// (keep-alive undici, its lean dispatch handler), parses each answer as JSON and writes the bytes the gateway answered,
// already compressed. Nothing else: no framework, no session, no timeouts or breakers, no validation, no screen to
// build, no serializing, no compressing. Not part of the product.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { Pool } from 'undici'
import { requestAnswer } from '../gateway/upstream/readAnswer.ts'
import { answerCpuQuestions } from './processes.ts'

// `rate`: the share of the recorded requests that made this call (1: every one).
type Call = { method: 'GET'; path: string; headers: Record<string, string>; rate: number }
type Spec = { upstream: string; connections: number; calls: Call[]; answer: { base64: string; headers: Record<string, string> } }

const specFile = process.env.BENCH_FLOOR_SPEC
if (!specFile) throw new Error('BENCH_FLOOR_SPEC is required')
const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Spec
const pool = new Pool(spec.upstream, { connections: spec.connections, pipelining: 1, keepAliveTimeout: 30_000 })
const answer = Buffer.from(spec.answer.base64, 'base64')
const answerHeaders = { ...spec.answer.headers, 'content-length': String(answer.length) }

const never = new AbortController().signal

async function read(call: Call): Promise<unknown> {
  const { statusCode, text } = await requestAnswer(pool, { method: call.method, path: call.path, headers: call.headers }, never, {
    source: call.path,
    expected: 'json',
    maxBytes: 4 << 20,
  })
  if (statusCode !== 200) throw new Error(`${call.path}: HTTP ${statusCode}`)
  return JSON.parse(text)
}

answerCpuQuestions()

let served = 0
/** The calls of the n-th request: each call `rate` of the time, spread evenly. */
function callsOf(n: number): Call[] {
  return spec.calls.filter((c) => c.rate >= 1 || Math.floor(n * c.rate) !== Math.floor((n - 1) * c.rate))
}

const server = createServer((_req, res) => {
  served += 1
  Promise.all(callsOf(served).map(read)).then(
    () => {
      res.writeHead(200, answerHeaders)
      res.end(answer)
    },
    (error: Error) => {
      res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(error.message)
    },
  )
})
server.keepAliveTimeout = 72_000
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number }
  process.stdout.write(`READY ${port}\n`)
})
process.on('SIGTERM', () => server.close(() => void pool.close().then(() => process.exit(0))))
