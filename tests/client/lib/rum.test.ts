// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { RumEvent } from '../../../schemas/rum.ts'

// Each case gets the modules afresh: the queue is the page load's own state.
async function fresh() {
  vi.resetModules()
  const rum = await import('../../../client/lib/rum.ts')
  const { report } = await import('../../../client/lib/report.ts')
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  return { ...rum, report }
}

describe("players' timings, the part in the first bundle", () => {
  it("holds a sampled page's failed blocks and chunks against the screen on show, then hands them to the reporter", async () => {
    const { startRum, rumScreen, rumDeliverTo, rumLanding, report } = await fresh()
    vi.spyOn(Math, 'random').mockReturnValue(0.05)
    startRum(0.1)
    rumScreen('home', 'v1')
    report({ kind: 'blockCrashed', id: 'games', type: 'gameStrip', message: 'boom' })
    rumScreen('games', 'v1')
    report({ kind: 'chunkFailed', module: 'blocks/GameBlock.tsx' })
    report({ kind: 'unknownBlock', id: 'x', type: 'x' })
    const got: RumEvent[] = []
    rumDeliverTo((e) => got.push(e))
    expect(got).toEqual([
      { kind: 'blockError', block: 'gameStrip', screen: 'home', version: 'v1' },
      { kind: 'chunkError', screen: 'games', version: 'v1' },
    ])
    // The load's vitals are the first screen's, wherever the player went since.
    expect(rumLanding()).toEqual({ screen: 'home', version: 'v1' })
    report({ kind: 'blockCrashed', id: 'b', type: 'quickNav', message: 'later' })
    expect(got).toHaveLength(3)
  })

  it('holds nothing on a page load outside the sample, or with sampling off', async () => {
    for (const [rate, draw] of [
      [0.1, 0.5],
      [0, 0],
    ] as const) {
      const { startRum, rumScreen, rumDeliverTo, report } = await fresh()
      vi.spyOn(Math, 'random').mockReturnValue(draw)
      startRum(rate)
      rumScreen('home', 'v1')
      report({ kind: 'blockCrashed', id: 'games', type: 'gameStrip', message: 'boom' })
      const got: RumEvent[] = []
      rumDeliverTo((e) => got.push(e))
      expect(got).toEqual([])
    }
  })
})
