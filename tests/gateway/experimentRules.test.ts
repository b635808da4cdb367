import { describe, expect, it } from 'vitest'
import { experimentProblems } from '../../gateway/layouts/experimentRules.ts'
import { ScreenLayoutSchema, type ScreenLayout } from '../../schemas/layout.ts'

const screen = (id: string, extra: object): ScreenLayout =>
  ScreenLayoutSchema.parse({
    id,
    routes: [`/m/${id}`],
    blocks: [{ id: 'service', type: 'floatingService', props: {}, when: { op: 'variant', experiment: 'order', in: ['b'] } }],
    ...extra,
  })

describe('experiment checks', () => {
  it('refuses shares that do not add up to 100 and repeated variant ids', () => {
    const bad = ScreenLayoutSchema.safeParse({
      id: 'home',
      routes: ['/m/home'],
      blocks: [],
      experiments: [
        {
          id: 'x',
          variants: [
            { id: 'a', share: 50 },
            { id: 'a', share: 40 },
          ],
        },
      ],
    })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['the shares of the variants must add up to 100', 'variant ids must differ']),
    )
  })

  it('names a variant condition whose experiment or variant does not exist, and an experiment id used twice', () => {
    const experiment = {
      id: 'order',
      variants: [
        { id: 'a', share: 50 },
        { id: 'c', share: 50 },
      ],
    }
    expect(experimentProblems([screen('home', {})])).toEqual([
      { file: 'screens/home.json', path: 'blocks[0].when', message: 'no experiment "order" on this screen (add it under experiments)' },
    ])
    expect(experimentProblems([screen('home', { experiments: [experiment] })])).toEqual([
      { file: 'screens/home.json', path: 'blocks[0].when', message: 'experiment "order" has no variant "b"' },
    ])
    const ok = {
      ...experiment,
      variants: [
        { id: 'a', share: 50 },
        { id: 'b', share: 50 },
      ],
    }
    expect(experimentProblems([screen('home', { experiments: [ok] }), screen('login', { experiments: [ok] })])).toEqual([
      { file: 'screens/login.json', path: 'experiments[0].id', message: 'experiment "order" is also in screens/home.json' },
    ])
  })
})
