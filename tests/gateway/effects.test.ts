import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compare, experimentEffect, wilson } from '../../gateway/studio/effects.ts'
import { EffectsAnswerSchema } from '../../schemas/effects.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { buildTestApp, ROOT, type TestApp } from '../helpers/buildTestApp.ts'
import { signIn, studioEnv } from '../helpers/studio.ts'

/** Exposures and taps counted per variant, never for a block the screen lacks or an experiment the browser was not shown. */
const EXPERIMENT = {
  id: 'home-order',
  variants: [
    { id: 'a', share: 50 },
    { id: 'b', share: 50 },
  ],
}
let dir: string
let t: TestApp

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'layouts-effects-'))
  await cp(join(ROOT, 'layouts'), dir, { recursive: true })
  const home = JSON.parse(await readFile(join(dir, 'screens/home.json'), 'utf8')) as { blocks: { id: string; when?: unknown }[]; experiments?: unknown }
  home.experiments = [EXPERIMENT]
  for (const block of home.blocks) if (block.id === 'quickNav') block.when = { op: 'variant', experiment: 'home-order', in: ['b'] }
  await writeFile(join(dir, 'screens/home.json'), JSON.stringify(home, null, 2))
  t = await buildTestApp({ env: { ...(await studioEnv()), LAYOUTS_DIR: dir } })
}, 60_000)
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

async function effects() {
  const operator = supertest.agent(t.app.server)
  await signIn(operator)
  const res = await operator.get('/api/studio/effects')
  expect(res.status).toBe(200)
  return EffectsAnswerSchema.parse(res.body).experiments.find((e) => e.experiment === 'home-order')
}

const beacon = (agent: supertest.Agent, body: object) =>
  agent.post('/api/effects').set('sec-fetch-site', 'same-origin').set('content-type', 'text/plain').send(JSON.stringify(body))

describe('the effect of an experiment', () => {
  it('counts screens served and browsers shown per variant, and taps on the blocks of the screen', async () => {
    const variants: string[] = []
    for (let i = 0; i < 20; i++) {
      const player = supertest.agent(t.app.server)
      const first = ScreenResponseSchema.parse((await player.get('/api/screen').query({ path: '/m/home' })).body)
      await player.get('/api/screen').query({ path: '/m/home' })
      const variant = first.blocks.some((b) => b.id === 'quickNav') ? 'b' : 'a'
      variants.push(variant)
      const tap = await beacon(player, {
        screen: 'home',
        taps: [
          { block: 'banners', n: 2 },
          { block: 'not-a-block', n: 5 },
        ],
      })
      expect(tap.status).toBe(204)
    }
    // A browser that was never shown the experiment: its taps count for nothing.
    expect((await beacon(supertest.agent(t.app.server), { screen: 'home', taps: [{ block: 'banners', n: 9 }] })).status).toBe(204)
    expect((await beacon(supertest.agent(t.app.server), { screen: 'home', taps: [] })).status).toBe(400)
    const effect = await effects()
    const ofB = variants.filter((v) => v === 'b').length
    for (const [variant, viewers] of [
      ['a', 20 - ofB],
      ['b', ofB],
    ] as const) {
      const row = effect?.variants.find((v) => v.variant === variant)
      expect(row).toMatchObject({ exposures: viewers * 2, viewers })
      expect(row?.taps).toEqual(viewers ? [{ block: 'banners', taps: viewers * 2, rate: 1 }] : [])
    }
    expect(effect?.versions).toHaveLength(1)
    expect(effect?.series.reduce((n, p) => n + p.exposures, 0)).toBe(40)
  })

  it('gives each conversion rate its 95 % interval and the test against the control', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 0 })
    const { low, high } = wilson(10, 100)
    expect(low).toBeCloseTo(0.0552, 3)
    expect(high).toBeCloseTo(0.1744, 3)
    expect(compare(100, 1000, 150, 1000)).toMatchObject({ significant: true })
    expect(compare(100, 1000, 110, 1000)).toMatchObject({ significant: false })
    expect(compare(100, 1000, 150, 1000).p).toBeCloseTo(0.00075, 4)
    const counts = { 'v1|a|exposure': 10, 'v1|a|viewer': 100, 'v1|a|conversion|registration': 10, 'v1|b|viewer': 100, 'v1|b|conversion|registration': 25 }
    const row = experimentEffect(EXPERIMENT, 'home', counts).variants[1]?.conversions.find((c) => c.event === 'registration')
    expect(row).toMatchObject({ count: 25, rate: 0.25, vsControl: { significant: true } })
  })
})
