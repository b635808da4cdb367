// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { BLOCK_TYPES } from '../../../schemas/blocks/index.ts'
import { REGISTERED_BLOCK_TYPES } from '../../../client/renderer/registry.ts'

describe('registry', () => {
  it('has exactly one component per block type of the schema', () => {
    expect([...REGISTERED_BLOCK_TYPES].sort()).toEqual([...BLOCK_TYPES].sort())
  })
})
