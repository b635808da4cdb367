/** The operator the end-to-end gateway is started with (tests/e2e/server.ts), for the studio spec. */
export const E2E_OPERATOR = { name: 'e2e-operator', password: 'e2e operator password' }
