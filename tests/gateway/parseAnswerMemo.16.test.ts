import { describe, expect, it } from 'vitest'
import { endpoints } from '../../gateway/upstream/endpoints.ts'
import { parseAnswer } from '../../gateway/upstream/parseAnswer.ts'
import type { DroppedItems } from '../../schemas/upstream/index.ts'

// A member's favourites as the platform sends them (FL1, S11); the third item has no game id, so it is dropped.
const game = (id: number, name: string) => ({
  nodeId: id,
  gameId: id,
  gameCode: `code${id}`,
  gameName: name,
  nodeName: name,
  gameType: 'RNG',
  vassalage: 'JL',
  displayName: 'JILI',
  showIcon: `/TCG_GAME_ICONS/JL/code${id}.png`,
  defaultIcon: '/TCG_GAME_ICONS/default.png',
})
const favourites = (tag: string) =>
  JSON.stringify({
    success: true,
    value: { content: [game(70101, `Wild Ace ${tag}`), game(70102, 'Pharaoh Treasure'), { nodeId: { odd: true } }], pageNum: 1, totalPages: 1 },
  })

describe('parseAnswer: a member answer sent again byte for byte (issue 16)', () => {
  it('gives the same value, frozen, and still reports its dropped items every time', () => {
    const heard: DroppedItems[][] = []
    const text = favourites('a')
    const first = parseAnswer(endpoints.favouriteList, 200, text, (drops) => heard.push(drops))
    const again = parseAnswer(endpoints.favouriteList, 200, `${text}`, (drops) => heard.push(drops))
    expect(again.value).toBe(first.value)
    expect(Object.isFrozen(first.value)).toBe(true)
    expect(() => (first.value as { content: unknown[] }).content.push({})).toThrow(TypeError)
    expect(heard).toHaveLength(2)
    expect(heard[1]).toEqual(heard[0])
    expect(heard[0]?.[0]?.dropped).toBe(1)
  })

  it('parses a changed text anew, and never hands one endpoint the value another parsed from the same text', () => {
    const first = parseAnswer(endpoints.favouriteList, 200, favourites('a'))
    const changed = parseAnswer(endpoints.favouriteList, 200, favourites('b'))
    expect(changed.value).not.toBe(first.value)
    expect(JSON.stringify(changed.value)).toContain('Wild Ace b')
    const ids = JSON.stringify({ success: true, value: [70101, 70102] })
    const asIds = parseAnswer(endpoints.favouriteIds, 200, ids)
    expect(() => parseAnswer(endpoints.favouriteList, 200, ids)).toThrow()
    expect(parseAnswer(endpoints.favouriteIds, 200, ids).value).toBe(asIds.value)
  })

  it('tells apart two texts of one length that differ only in the middle (two members, turn by turn)', () => {
    const a = favourites('a')
    const b = favourites('b')
    expect(a.length).toBe(b.length)
    for (let turn = 0; turn < 3; turn++) {
      expect(JSON.stringify(parseAnswer(endpoints.favouriteList, 200, a).value)).toContain('Wild Ace a')
      expect(JSON.stringify(parseAnswer(endpoints.favouriteList, 200, b).value)).toContain('Wild Ace b')
    }
  })

  it('does not keep what a member action answered (only reads are asked again)', () => {
    const text = JSON.stringify({ success: true, value: { ok: true, nodeId: 70101 } })
    const first = parseAnswer(endpoints.addFavourite, 200, text)
    const again = parseAnswer(endpoints.addFavourite, 200, text)
    expect(again.value).toEqual(first.value)
    expect(again.value).not.toBe(first.value)
    expect(Object.isFrozen(first.value)).toBe(false)
  })

  it('does not keep what a failed answer said', () => {
    const refused = JSON.stringify({ success: false, errorCode: 'login.not.session', message: 'No session' })
    expect(() => parseAnswer(endpoints.favouriteList, 200, refused)).toThrow('No session')
    expect(() => parseAnswer(endpoints.favouriteList, 200, refused)).toThrow('No session')
  })
})
