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
  },
})
