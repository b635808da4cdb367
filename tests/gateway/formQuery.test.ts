import { describe, expect, it } from 'vitest'
import { formQuery } from '../../gateway/upstream/wire.ts'

describe('formQuery: the query text of a platform call', () => {
  it('is what URLSearchParams writes, character for character', () => {
    const values = [
      '',
      'EN',
      'sim88',
      '0',
      'a b',
      'a+b',
      'x&y=z',
      "!'()~*-._",
      'ä漢字',
      '😀',
      '/TCG_GAME_ICONS/JL/code1.png',
      'https://m.example.com/back?x=1#top',
      '%20',
      '\ud800',
      'a\ud800b',
      '\u0000\u007f\u0080',
    ]
    for (const value of values) {
      const query = { [`k ${value}`]: value, plain: value }
      expect(formQuery(query)).toBe(new URLSearchParams(query).toString())
    }
    // Every character of the first 0x3000 code points, and the order of several names.
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCharCode(i)).join('')
    const many = { z: all, a: 'A B', '10': 'ten', '9': 'nine', m: '' }
    expect(formQuery(many)).toBe(new URLSearchParams(many).toString())
  })

  it('is empty for an empty query', () => {
    expect(formQuery({})).toBe('')
  })
})
