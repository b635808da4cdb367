import { describe, expect, it } from 'vitest'
import { keepUnchangedBlocks } from '../../../client/api/keepUnchangedBlocks.ts'
import type { ScreenResponse } from '../../../schemas/screen.ts'
import { loadScreen } from '../helpers/fixtures.ts'

describe('keepUnchangedBlocks', () => {
  it('keeps the block already on show where the new answer has the same content, and takes the ones that changed', () => {
    const shown = loadScreen('home-visitor')
    const fetched = structuredClone(shown) as ScreenResponse
    const ticker = fetched.blocks.find((block) => block.type === 'noticeTicker')
    if (ticker?.type !== 'noticeTicker') throw new Error('the home has a ticker')
    ticker.props.items = [...ticker.props.items, { id: 'new', text: 'A new notice' }]
    const kept = keepUnchangedBlocks(shown, fetched)
    for (const [index, block] of kept.blocks.entries()) {
      if (block.id === ticker.id) expect(block).toBe(ticker)
      else expect(block).toBe(shown.blocks[index])
    }
    expect(kept.blocks).toHaveLength(shown.blocks.length)
  })

  it('takes the new answer as it is when nothing was shown before', () => {
    const fetched = loadScreen('home-visitor')
    expect(keepUnchangedBlocks(undefined, fetched)).toBe(fetched)
  })
})
