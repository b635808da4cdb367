export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8380)
export const E2E_SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 8390)
export const BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`
export const SIM_URL = `http://127.0.0.1:${E2E_SIM_PORT}`
/** The e2e gateway's metrics token (its metrics are on the players' port behind it). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789'
