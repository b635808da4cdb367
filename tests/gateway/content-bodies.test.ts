// The notices in date order, and announcement bodies in the shapes the platform sends (plain text with line ends,
// paragraphs, line breaks) keeping their breaks on every screen that draws them: the notice list, the ticker, the
// pop-up.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ArticlePageSchema } from '../../schemas/blocks/articleList.ts'
import type { ResolvedBlockOf } from '../../schemas/blocks/index.ts'
import type { RichNode } from '../../schemas/richText.ts'
import { ScreenResponseSchema, type ScreenResponse } from '../../schemas/screen.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function home(path = '/m/home'): Promise<ScreenResponse> {
  const res = await t.request().get('/api/screen').query({ path, lang: 'EN' })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

function props<T extends 'articleList' | 'noticeTicker' | 'announcementPopup'>(blocks: ScreenResponse['blocks'] | undefined, type: T) {
  const found = blocks?.find((b) => b.type === type)
  if (!found) throw new Error(`no ${type}`)
  return found.props as ResolvedBlockOf<T>['props']
}

const notice = (id: number, createTime: unknown, content = `<p>Notice ${id}</p>`) => ({ id, title: `N${id}`, content, createTime })

describe('the notice list', () => {
  it("is newest first whatever the platform's order and time format, an undated notice last", async () => {
    await t.control('/__sim/announcements', {
      player: [
        notice(1, '2025-03-01 09:00:00'),
        notice(2, null),
        notice(3, Date.UTC(2025, 4, 2)),
        notice(4, Date.UTC(2025, 2, 20) / 1000),
        notice(5, '2025-06-01T00:00:00Z'),
      ],
    })
    const list = props((await home('/m/notice')).blocks, 'articleList')
    expect(list.first?.items.map((i) => i.id)).toEqual(['5', '3', '4', '1', '2'])
  })

  it('is newest first across pages too', async () => {
    const player = Array.from({ length: 15 }, (_, i) => notice(i + 1, Date.UTC(2025, 0, i + 1)))
    await t.control('/__sim/announcements', { player })
    const first = props((await home('/m/notice')).blocks, 'articleList').first
    const res = await t.request().get('/api/data/announcements').query({ page: 2 })
    expect(res.status).toBe(200)
    const second = ArticlePageSchema.parse(res.body)
    expect([...(first?.items ?? []), ...second.items].map((i) => i.id)).toEqual(Array.from({ length: 15 }, (_, i) => String(15 - i)))
  })
})

const SHAPES = {
  plain: 'Turn on two-step checks.\nDo it now.\n\nThe team',
  paragraphs: '<p>Turn on two-step checks.</p><p>Do it now.</p>',
  breaks: 'Turn on two-step checks.<br>Do it now.',
  droppedLink: '<p>Turn on two-step checks.<a href="javascript:void(0)">Do it now</a></p>',
}

describe('announcement bodies', () => {
  beforeEach(async () => {
    const player = Object.values(SHAPES).map((content, i) => ({ id: i + 1, title: `T${i + 1}`, content, createTime: Date.UTC(2025, 0, 10 - i) }))
    await t.control('/__sim/announcements', { player, popup: [{ id: 9, title: 'Plain', content: SHAPES.plain, execution: 'B' }], promotion: [] })
  })

  it('keep their line ends and paragraphs in the notice list, and its summaries keep sentences apart', async () => {
    const items = props((await home('/m/notice')).blocks, 'articleList').first?.items ?? []
    const content = Object.fromEntries(Object.keys(SHAPES).map((shape, i) => [shape, items[i]?.content]))
    expect(content).toEqual<Record<keyof typeof SHAPES, RichNode[]>>({
      plain: [
        { tag: 'p', children: ['Turn on two-step checks.', { tag: 'br' }, 'Do it now.'] },
        { tag: 'p', children: ['The team'] },
      ],
      paragraphs: [
        { tag: 'p', children: ['Turn on two-step checks.'] },
        { tag: 'p', children: ['Do it now.'] },
      ],
      breaks: ['Turn on two-step checks.', { tag: 'br' }, 'Do it now.'],
      droppedLink: [{ tag: 'p', children: ['Turn on two-step checks. Do it now'] }],
    })
    expect(items.map((i) => i.summary)).toEqual([
      'Turn on two-step checks. Do it now. The team',
      'Turn on two-step checks. Do it now.',
      'Turn on two-step checks. Do it now.',
      'Turn on two-step checks. Do it now',
    ])
  })

  it('read as separate sentences in the ticker', async () => {
    const ticker = props((await home()).blocks, 'noticeTicker')
    expect(ticker.items.map((i) => i.text)).toEqual([
      'Turn on two-step checks. Do it now. The team',
      'Turn on two-step checks. Do it now.',
      'Turn on two-step checks. Do it now.',
      'Turn on two-step checks. Do it now',
    ])
  })

  it('keep their line ends in the pop-up', async () => {
    const popup = (await home()).popups.find((p) => p.id === 'announcementsB')
    expect(props(popup?.blocks, 'announcementPopup').entries[0]?.content).toEqual([
      { tag: 'p', children: ['Turn on two-step checks.', { tag: 'br' }, 'Do it now.'] },
      { tag: 'p', children: ['The team'] },
    ])
  })
})
