import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as validate from '../../gateway/layouts/validate.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { editedHome, publishDraft, saveDraft, signIn, studioEnv } from '../helpers/studio.ts'

// Counts the layout set's validations while the rest of the module stays itself.
vi.mock('../../gateway/layouts/validate.ts', async (original) => {
  const actual = await original<typeof validate>()
  return { ...actual, validateLayouts: vi.fn(actual.validateLayouts) }
})

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ copyLayouts: true, env: await studioEnv({ STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE: '100' }) })
})
afterAll(async () => t.close())

describe('a publish', () => {
  it('validates the layout set once, serves the set it validated, and the folder it wrote is not validated again', async () => {
    const alice = t.request()
    await signIn(alice)
    const live = (await alice.get('/api/studio/files')).body as { files: Record<string, string> }
    await saveDraft(alice, { 'screens/home.json': editedHome(live.files['screens/home.json'] ?? '') })
    const validations = vi.mocked(validate.validateLayouts)
    validations.mockClear()
    const published = await publishDraft(alice, 'games above the banners')
    expect(published.status).toBe(200)
    expect(t.app.layouts.layouts.version).toBe(published.body.version.version)
    // The layout folder's watcher sees the written files; they are the set being served, so it lets them be.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(validations).toHaveBeenCalledTimes(1)
    const home = await t.request().get('/api/screen?path=%2Fm%2Fhome')
    const ids = (home.body as { blocks: { id: string }[] }).blocks.map((b) => b.id)
    expect(ids.indexOf('games')).toBeLessThan(ids.indexOf('banners'))
  })
})
