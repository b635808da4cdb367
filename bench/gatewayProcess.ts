// A gateway process for the benchmarks: the real app (buildApp) plus one bare route, registered here and
// not in the product, that serves the exact bytes of the warm home answer.
import { buildApp } from '../gateway/app.ts'
import { loadConfig } from '../gateway/config.ts'

const upstreamUrl = process.env.BENCH_UPSTREAM_URL
if (!upstreamUrl) throw new Error('BENCH_UPSTREAM_URL is required')
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' })
const app = await buildApp({ config, upstreamUrl, logger: false, watchLayouts: false })
let bytes = ''
app.get('/_bench/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes))
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as { port: number }
const warm = await fetch(`http://127.0.0.1:${port}/api/screen?path=/m/home`)
bytes = await warm.text()
process.stdout.write(`READY ${port} ${Buffer.byteLength(bytes)}\n`)
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
