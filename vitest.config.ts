import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 15_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One test file per core (vitest's own default leaves one core out: on two cores, one file at a time). Many
    // files mostly wait (on gateway processes, Redis, Prometheus, timers); VITEST_MAX_WORKERS still overrides this.
    maxWorkers: availableParallelism(),
  },
})
