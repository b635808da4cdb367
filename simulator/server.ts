import { DEFAULT_PORT } from './app.ts'
import { startSimulator } from './start.ts'

/** A non-negative integer from the environment; undefined when unset (the simulator's default applies). */
function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

const running = await startSimulator(numberFromEnv('SIM_PORT') ?? DEFAULT_PORT, {
  seed: numberFromEnv('SIM_SEED'),
  merchant: process.env.SIM_MERCHANT || undefined,
  publicUrl: process.env.SIM_PUBLIC_URL || undefined,
})
console.log(`platform simulator listening on ${running.url} (merchant ${running.state.config.merchant})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
