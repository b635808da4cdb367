import { describe, expect, it } from 'vitest'
import { commentLength, commentProblem, picturesProblem } from '../../schemas/applicationRules.ts'
import { APPLY_LIMITS } from '../../schemas/blocks/promotionDetail.ts'

const MB = 1024 * 1024

describe('the promotion application rules', () => {
  it('counts a comment in characters, trimmed, and wants 1 to 140 of them', () => {
    expect(commentLength('  héllo 🎂 ')).toBe(7)
    expect(commentProblem('   ', APPLY_LIMITS)).toEqual({ field: 'remarks', problem: 'required' })
    expect(commentProblem('🎂'.repeat(140), APPLY_LIMITS)).toBeNull()
    expect(commentProblem('x'.repeat(141), APPLY_LIMITS)).toEqual({ field: 'remarks', problem: 'tooLong' })
  })

  it('takes three png or jpg pictures of 5 MB at most, counting those already picked', () => {
    const png = { type: 'image/png', size: MB }
    expect(picturesProblem([png, png], APPLY_LIMITS, 1)).toBeNull()
    expect(picturesProblem([png, png], APPLY_LIMITS, 2)).toEqual({ field: 'pictures', problem: 'tooMany' })
    expect(picturesProblem([{ type: 'image/gif', size: MB }], APPLY_LIMITS)).toEqual({ field: 'pictures', problem: 'wrongType' })
    expect(picturesProblem([{ type: 'image/jpeg', size: 5 * MB + 1 }], APPLY_LIMITS)).toEqual({ field: 'pictures', problem: 'tooBig' })
  })
})
