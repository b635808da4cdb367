import { startSimulator } from './start.ts'

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

const running = await startSimulator(numberFromEnv('SIM_PORT', 8090), {
  seed: numberFromEnv('SIM_SEED', 88),
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
