import { describe, expect, it } from 'vitest'
import { endExperiment } from '../../client/studio/experimentEdits.ts'

const screen = `{
  "id": "home",
  "routes": ["/m/home"],
  "blocks": [
    { "id": "ticker", "type": "noticeTicker", "props": {} },
    { "id": "navA", "type": "quickNav", "props": {}, "when": { "op": "variant", "experiment": "order", "in": ["a"] } },
    {
      "id": "navB",
      "type": "quickNav",
      "props": {},
      "when": { "op": "all", "of": [{ "op": "loggedIn" }, { "op": "variant", "experiment": "order", "in": ["b"] }] }
    }
  ],
  "experiments": [{ "id": "order", "variants": [{ "id": "a", "share": 50 }, { "id": "b", "share": 50 }] }]
}
`

describe('ending an experiment with its winner', () => {
  it('keeps the winning blocks without the variant condition, drops the others and the experiment, touching nothing else', () => {
    const { text, kept, removed } = endExperiment(screen, 'order', 'b')
    expect([kept, removed]).toEqual([['navB'], ['navA']])
    const parsed = JSON.parse(text) as { blocks: { id: string; when?: unknown }[]; experiments: unknown[] }
    expect(parsed.blocks.map((b) => b.id)).toEqual(['ticker', 'navB'])
    expect(parsed.blocks[1]?.when).toEqual({ op: 'all', of: [{ op: 'loggedIn' }] })
    expect(parsed.experiments).toEqual([])
    expect(text.split('\n').slice(0, 4)).toEqual(screen.split('\n').slice(0, 4))
    expect(text).toContain('    { "id": "ticker", "type": "noticeTicker", "props": {} },\n')
  })

  it('drops a plain variant condition of the winner', () => {
    const { text } = endExperiment(screen, 'order', 'a')
    const parsed = JSON.parse(text) as { blocks: { id: string; when?: unknown }[] }
    expect(parsed.blocks.map((b) => [b.id, b.when])).toEqual([
      ['ticker', undefined],
      ['navA', undefined],
    ])
  })
})
