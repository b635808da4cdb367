// Process entry: config, logger, listen, graceful close. Everything else is in app.ts.
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

export async function startGateway(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env)
  const upstreamUrl = config.upstreamUrl ?? `http://127.0.0.1:${config.simPort}`
  const app = await buildApp({ config, upstreamUrl })
  await app.listen({ port: config.port, host: config.host })
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return
      closing = true
      const force = setTimeout(() => process.exit(1), 10_000)
      force.unref()
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
  return app
}

if (import.meta.main) {
  startGateway().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
