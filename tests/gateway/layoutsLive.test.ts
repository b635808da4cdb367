import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp
let homeFile: string
let original: string

beforeAll(async () => {
  t = await buildTestApp({ copyLayouts: true })
  homeFile = join(t.layoutsDir, 'screens/home.json')
  original = await readFile(homeFile, 'utf8')
})
afterAll(async () => t.close())

async function save(text: string): Promise<void> {
  const reloaded = t.app.layouts.nextReload()
  await writeFile(homeFile, text)
  await reloaded
}

async function home() {
  const res = await t.request().get('/api/screen').query({ path: '/m/home' })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

function edited(change: (layout: { blocks: { id: string; type: string; props: Record<string, unknown> }[] }) => void): string {
  const layout = JSON.parse(original) as Parameters<typeof change>[0]
  change(layout)
  return JSON.stringify(layout, null, 2)
}

describe('layouts/screens/home.json while the gateway runs', () => {
  it('shows a reordered, a removed block and a renamed quick-nav label on the next request', async () => {
    await save(
      edited((l) => {
        l.blocks.reverse()
        l.blocks = l.blocks.filter((b) => b.type !== 'noticeTicker')
        const nav = l.blocks.find((b) => b.type === 'quickNav')?.props as { items: { id: string; label: unknown }[] }
        const hot = nav.items.find((i) => i.id === 'hotGames')
        if (hot) hot.label = 'Top picks'
      }),
    )
    const s = await home()
    expect(s.blocks.map((b) => b.type)).toEqual(['floatingService', 'gameBlock', 'quickNav', 'bannerCarousel', 'downloadBar'])
    const nav = s.blocks.find((b) => b.type === 'quickNav')
    expect(nav?.type === 'quickNav' && nav.props.items[0]?.label).toBe('Top picks')
  })

  it('refuses invalid JSON with one log line naming the file and keeps serving the last good layout', async () => {
    const before = (await home()).blocks.map((b) => b.type)
    const logged = t.logs.length
    await save('{ "id": "home", "blocks": [ ')
    const refusals = t.logs.slice(logged).filter((l) => String(l.msg).startsWith('layout refused'))
    expect(refusals).toHaveLength(1)
    expect(refusals[0]).toMatchObject({ level: 40, file: 'screens/home.json' })
    expect(String(refusals[0]?.problem)).toMatch(/invalid JSON/)
    expect((await home()).blocks.map((b) => b.type)).toEqual(before)
  })

  it('refuses an unknown block type with the JSON path and the problem', async () => {
    const before = (await home()).blocks.map((b) => b.type)
    const logged = t.logs.length
    await save(edited((l) => void ((l.blocks[1] as { type: string }).type = 'jackpotTicker')))
    const refusals = t.logs.slice(logged).filter((l) => String(l.msg).startsWith('layout refused'))
    expect(refusals).toHaveLength(1)
    expect(refusals[0]).toMatchObject({ file: 'screens/home.json', jsonPath: 'blocks[1].type' })
    expect(String(refusals[0]?.problem)).toContain('unknown type "jackpotTicker"')
    expect((await home()).blocks.map((b) => b.type)).toEqual(before)
  })

  it('takes the file again once it is fixed', async () => {
    await save(original)
    expect((await home()).blocks.map((b) => b.type)).toEqual(['downloadBar', 'noticeTicker', 'bannerCarousel', 'quickNav', 'gameBlock', 'floatingService'])
  })
})
