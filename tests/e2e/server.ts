// One worker's gateway and simulator (test.ts starts it for each Playwright worker, with E2E_SLOT set): on that
// slot's loopback ports, caches off so that control calls to the simulator show on the next page load.
import { rmSync } from 'node:fs'
import { cp, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startGateway } from '../../gateway/server.ts'
import { operatorEntry } from '../../gateway/studio/operators.ts'
import { startSimulator } from '../../simulator/start.ts'
import { E2E_GATEWAY_PORT, E2E_METRICS_TOKEN, E2E_READY, E2E_SIM_PORT } from './ports.ts'
import { E2E_OPERATOR } from './studioOperator.ts'

// The studio spec publishes: it does so in a copy of the layouts, never in the repository's own.
const scratch = await mkdtemp(join(tmpdir(), 'e2e-layouts-'))
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }))
await cp(join(import.meta.dirname, '../../layouts'), join(scratch, 'layouts'), { recursive: true })

await startSimulator(E2E_SIM_PORT)
await startGateway({
  ...process.env,
  PORT: String(E2E_GATEWAY_PORT),
  HOST: '127.0.0.1',
  SIM_PORT: String(E2E_SIM_PORT),
  PUBLIC_CACHE_TTL_MS: '0',
  PUBLIC_CACHE_STALE_MS: '0',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  SMS_RATE_LIMIT_PER_MINUTE: '1000',
  REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
  ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
  // Several studio specs sign in within a minute from one address.
  STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
  // Every page load reports players' timings (rum.spec.ts reads them from the metrics, behind their token).
  METRICS_TOKEN: E2E_METRICS_TOKEN,
  RUM_SAMPLE_RATE: '1',
  RUM_RATE_LIMIT_PER_MINUTE: '100000',
  LAYOUTS_DIR: join(scratch, 'layouts'),
  STUDIO_HISTORY_DIR: join(scratch, 'layouts-history'),
  STUDIO_OPERATORS: await operatorEntry(E2E_OPERATOR.name, E2E_OPERATOR.password),
  // A sign-in service the tests intercept in the browser; its buttons show only once the flags are switched on.
  SOCIAL_LOGIN_URL: process.env.SOCIAL_LOGIN_URL ?? 'https://signin.example.test/start/{provider}?site=sim88',
})

// What test.ts waits for: this server, not one left on the port, is listening.
console.log(E2E_READY)

// The worker that started this server holds its stdin: when the worker ends, even killed, the server goes with it
// and frees its ports for the next worker of its slot.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'))
process.stdin.resume()
