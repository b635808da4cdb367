export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8380)
export const E2E_SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 8390)
export const BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`
export const SIM_URL = `http://127.0.0.1:${E2E_SIM_PORT}`
