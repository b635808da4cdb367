import { describe, expect, it, vi } from 'vitest'
import { createHydrationGate } from '../../../client/renderer/hydrationGate.tsx'

describe('the hydration gate', () => {
  it('opens once the root has committed and every expected block has settled, in any order, once', () => {
    const open = vi.fn()
    const gate = createHydrationGate(open)
    gate.expect('banner')
    gate.expect('games')
    gate.settle('games') // a boundary hydrated within the root's own pass
    gate.rootCommitted()
    expect(open).not.toHaveBeenCalled()
    gate.settle('banner')
    expect(open).toHaveBeenCalledTimes(1)
    gate.settle('banner')
    gate.rootCommitted()
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('does not wait for a block that left before it hydrated', () => {
    const open = vi.fn()
    const gate = createHydrationGate(open)
    const leave = gate.expect('popup')
    gate.rootCommitted()
    expect(open).not.toHaveBeenCalled()
    leave()
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('opens at the root commit when no block was drawn', () => {
    const open = vi.fn()
    createHydrationGate(open).rootCommitted()
    expect(open).toHaveBeenCalledTimes(1)
  })
})
