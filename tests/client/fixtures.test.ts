// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { rawScreen, SCREEN_FIXTURES } from './helpers/fixtures.ts'

describe('tests/fixtures/screens', () => {
  it.each(SCREEN_FIXTURES)('%s.json is a valid ScreenResponse', (name) => {
    const parsed = ScreenResponseSchema.safeParse(rawScreen(name))
    expect(parsed.success ? 'valid' : parsed.error.message).toBe('valid')
  })
})
