import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadConfig } from '../../gateway/config.ts'
import { outputJson, outputJsonBytes } from '../../gateway/output/json.ts'

const Card = z.object({ id: z.string(), tags: z.array(z.string()).default([]) })
const where = { method: 'GET', url: '/api/data/x' }

describe('outputJson (issue 16)', () => {
  it('sends an answer that is exactly what its schema sends, checked or not, as the same bytes', () => {
    const card = { id: 'a', tags: ['hot'] }
    expect(outputJson(Card, card, true, where)).toBe(JSON.stringify(card))
    expect(outputJson(Card, card, false, where)).toBe(JSON.stringify(card))
  })

  it('gives the same bytes as one JSON text, member by member, with text past Latin-1 and members left out', () => {
    const Screen = z.object({ shell: z.object({ languages: z.array(z.string()) }), note: z.string().optional(), blocks: z.array(Card) })
    const screen = { shell: { languages: ['中文', 'ไทย', 'Tiếng Việt', 'اردو'] }, note: undefined, blocks: [{ id: '₱ 1,234', tags: ['hot', '"quoted"\n'] }] }
    for (const checked of [true, false]) expect(outputJsonBytes(Screen, screen, checked, where)).toEqual(Buffer.from(JSON.stringify(screen)))
    expect(outputJsonBytes(z.object({}), {}, false, where).toString()).toBe('{}')
    expect(outputJsonBytes(z.array(Card), [{ id: 'a', tags: [] }], true, where).toString()).toBe('[{"id":"a","tags":[]}]')
  })

  it("writes a top-level list element by element, with JSON.stringify's rules for empty lists and elements without JSON", () => {
    const page = { items: [{ id: 'ไทย', tags: [] }, undefined, () => 1, { id: 'b', tags: ['x'] }], empty: [], page: 1, gone: undefined, last: [null] }
    expect(outputJsonBytes(z.unknown(), page, false, where)).toEqual(Buffer.from(JSON.stringify(page)))
    expect(outputJsonBytes(z.unknown(), { only: [] }, false, where).toString()).toBe('{"only":[]}')
  })

  it('refuses, when checking, an answer with a field its schema would drop or fill in', () => {
    const why = (data: unknown) => {
      try {
        outputJson(Card, data, true, where)
        return 'sent'
      } catch (error) {
        return String((error as { cause?: { message?: string } }).cause?.message)
      }
    }
    expect(why({ id: 'a', tags: [], token: 'secret' })).toMatch(/drops, fills in or changes.*token/)
    expect(why({ id: 'a' })).toMatch(/tags/)
    expect(why({ id: 1, tags: [] })).not.toBe('sent')
  })
})

describe('VALIDATE_OUTPUT', () => {
  const secret = 'x'.repeat(32)
  it('is on outside production and off in production unless set', () => {
    expect(loadConfig({}).validateOutput).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: secret }).validateOutput).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: secret, VALIDATE_OUTPUT: 'true' }).validateOutput).toBe(true)
    expect(loadConfig({ VALIDATE_OUTPUT: 'false' }).validateOutput).toBe(false)
  })
})
