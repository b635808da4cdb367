import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { BASE_URL, E2E_MAX_WORKERS } from './ports.ts'

// Each worker has its own gateway and simulator (test.ts), so workers share nothing. One worker per core (at least
// two): a browser test mostly waits, but each worker is three busy processes (Chromium, its gateway, its simulator),
// and a third worker on two cores was no faster and left timing-bound specs short of CPU (README, Tests).
const WORKERS = Math.min(E2E_MAX_WORKERS, Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism())))

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright.json' }]],
  outputDir: '../../test-results/e2e',
  use: {
    // This worker's own server (ports.ts): the config is loaded in each worker, once its slot is set.
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
    // The home opens the announcement popup on load; specs about other things start as a browser that closed it
    // before (content.spec.ts starts without, to test the popup itself).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: BASE_URL,
          localStorage: [
            { name: 'SHELL_PU_A', value: '{"show":false}' },
            { name: 'SHELL_PU_B', value: '{"show":false}' },
          ],
        },
      ],
    },
  },
})
