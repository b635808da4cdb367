// A gateway of BENCH_INSTANCES processes behind one port, started as `npm start` starts them (node:cluster): the
// primary forks, each worker is a whole gateway. Prints READY <port> <bytes of the warm home> once all are warm.
import cluster from 'node:cluster'
import { get } from 'node:http'

const upstreamUrl = process.env.BENCH_UPSTREAM_URL
if (!upstreamUrl) throw new Error('BENCH_UPSTREAM_URL is required')

/** One request on a connection of its own, so that each reaches the next instance. */
function home(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/screen?path=%2Fm%2Fhome', agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve(body))
    }).on('error', reject)
  })
}

if (cluster.isPrimary) {
  const { startInstances } = await import('../gateway/cluster.ts')
  const count = Number(process.env.BENCH_INSTANCES ?? 1)
  const instances = await startInstances(count, (line) => console.error(line))
  let bytes = ''
  for (let i = 0; i < count * 4; i++) bytes = await home(instances.port)
  process.stdout.write(`READY ${instances.port} ${Buffer.byteLength(bytes)}\n`)
  process.on('SIGTERM', () => void instances.stop().then(() => process.exit(0)))
} else {
  const { startGateway } = await import('../gateway/server.ts')
  await startGateway({ ...process.env, UPSTREAM_URL: upstreamUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' })
}
