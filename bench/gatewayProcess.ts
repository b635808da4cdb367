// A gateway process for the benchmarks: the real app (buildApp) plus one bare route, registered here and
// not in the product, that serves the exact bytes of the warm home answer, pre-compressed as the home's are.
import { buildApp } from '../gateway/app.ts'
import { loadConfig } from '../gateway/config.ts'
import type {} from '../gateway/plugins/metrics.ts'
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../gateway/output/precompressed.ts'
import { answerCpuQuestions } from './processes.ts'

const upstreamUrl = process.env.BENCH_UPSTREAM_URL
if (!upstreamUrl) throw new Error('BENCH_UPSTREAM_URL is required')
// Measured as production runs: the gateway does not check its own answers against their schemas again.
const config = loadConfig({ VALIDATE_OUTPUT: 'false', ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' })
const app = await buildApp({ config, upstreamUrl, logger: false, watchLayouts: false })
let bare: PreparedAnswer = prepareAnswer('', { isKept: true, hasEtag: true })
// The gateway's own CPU (µs, user and system), asked over IPC by the benches.
answerCpuQuestions()
app.get('/_bench/bare', async (request, reply) => sendPrepared(request, reply, bare, 'application/json; charset=utf-8'))
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as { port: number }
const warm = await fetch(`http://127.0.0.1:${port}/api/screen?path=/m/home`)
const bytes = await warm.text()
bare = prepareAnswer(bytes, { isKept: true, hasEtag: true })
// The metrics' own port, when METRICS_PORT is set (bench/metricsCost.ts scrapes it).
process.stdout.write(`READY ${port} ${Buffer.byteLength(bytes)} ${app.metricsPort ?? ''}\n`)
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
