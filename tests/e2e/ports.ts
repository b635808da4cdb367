// Each Playwright worker has its own gateway and simulator (started by the worker fixture in test.ts), on ports
// of its own: the base ports plus the worker's parallel slot, `TEST_PARALLEL_INDEX`, which Playwright sets in each
// worker process before it loads the config and the specs. Outside a worker (the runner itself) the slot is 0.

/** How many slots the port ranges hold: base … base + 9 for the gateways, the same for the simulators. */
export const E2E_MAX_WORKERS = 10
const GATEWAY_BASE = Number(process.env.E2E_GATEWAY_PORT ?? 8380)
const SIM_BASE = Number(process.env.E2E_SIM_PORT ?? 8390)

export const E2E_SLOT = Number(process.env.E2E_SLOT ?? process.env.TEST_PARALLEL_INDEX ?? 0)
if (!Number.isInteger(E2E_SLOT) || E2E_SLOT < 0 || E2E_SLOT >= E2E_MAX_WORKERS) {
  throw new Error(`e2e worker slot ${E2E_SLOT}: the ports hold ${E2E_MAX_WORKERS} workers at most (E2E_WORKERS, --workers)`)
}

export const E2E_GATEWAY_PORT = GATEWAY_BASE + E2E_SLOT
export const E2E_SIM_PORT = SIM_BASE + E2E_SLOT
export const BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`
export const SIM_URL = `http://127.0.0.1:${E2E_SIM_PORT}`
/** The e2e gateway's metrics token (its metrics are on the players' port behind it). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789'
/** The line a worker's server writes once both its servers listen. */
export const E2E_READY = 'e2e server ready'
