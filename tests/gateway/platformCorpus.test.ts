import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts, type LayoutSet } from '../../gateway/layouts/validate.ts'
import { resolveScreen } from '../../gateway/resolve/resolveScreen.ts'
import { mediaUrl } from '../../gateway/routes/media.ts'
import { endpoints, type Endpoint, type EndpointName } from '../../gateway/upstream/endpoints.ts'
import { UpstreamError } from '../../gateway/upstream/errors.ts'
import { parseAnswer } from '../../gateway/upstream/parseAnswer.ts'
import { flattenWhiteLabel, WhiteLabelTreeSchema, type DroppedItems } from '../../schemas/upstream/index.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { plainContext, type PlainRequest } from '../helpers/plainContext.ts'
import { stubUpstream } from '../helpers/stubUpstream.ts'

/**
 * The conformance corpus: one file per real answer shape of the research (protocol-fidelity §3), each read by the
 * gateway's own parse path, then checked for what the site takes from it or, for a shape it cannot use, for
 * which blocks degrade (and only those).
 */
const CORPUS = join(ROOT, 'tests/fixtures/platform')

const ExpectSchema = z.strictObject({
  value: z.unknown().optional(),
  flags: z.record(z.string(), z.boolean()).optional(),
  dropped: z.record(z.string(), z.number().int().positive()).optional(),
  absent: z.array(z.string()).optional(),
  slides: z.array(z.string()).optional(),
  session: z.literal('ended').optional(),
  fails: z.enum(['invalid', 'rejected']).optional(),
  errorCode: z.string().optional(),
  /** The message a failure carries to the page. */
  message: z.string().optional(),
  degrades: z.strictObject({ path: z.string(), blocks: z.array(z.string()) }).optional(),
  /** The lottery page's groups (id → label) when the menu answered this way: whole, not degraded. */
  lotteryLabels: z.record(z.string(), z.string()).optional(),
})
const FixtureSchema = z.strictObject({
  $source: z.string().min(3),
  $note: z.string().optional(),
  $wire: z.enum(['json', 'text']).optional(),
  $status: z.number().int().optional(),
  answer: z.unknown(),
  expect: ExpectSchema,
})
type Fixture = z.infer<typeof FixtureSchema>

const cases = readdirSync(CORPUS).flatMap((dir) =>
  readdirSync(join(CORPUS, dir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ endpoint: dir as EndpointName, file, fixture: FixtureSchema.parse(JSON.parse(readFileSync(join(CORPUS, dir, file), 'utf8'))) })),
)

const { set } = validateLayouts(await readLayoutFiles(`${ROOT}/layouts`))
const layouts = set as LayoutSet
const visitor: PlainRequest = { session: null }
const member: PlainRequest = { ...visitor, session: { t: 'token-1', u: 'member0', ty: 0, f: false } }

/** Reads the answer exactly as the client does; drops are counted per list. */
function read(endpoint: EndpointName, fixture: Fixture): { value?: unknown; error?: unknown; dropped: Record<string, number> } {
  const text = fixture.$wire === 'text' ? String(fixture.answer) : JSON.stringify(fixture.answer)
  const dropped: Record<string, number> = {}
  const onDrops = (drops: DroppedItems[]) => drops.forEach((d) => (dropped[d.list] = (dropped[d.list] ?? 0) + d.dropped))
  try {
    return { value: parseAnswer(endpoints[endpoint] as Endpoint, fixture.$status ?? 200, text, onDrops).value, dropped }
  } catch (error) {
    return { error, dropped }
  }
}

/**
 * A screen resolved against the stub platform with this one endpoint answering as the fixture did: its failure,
 * or its wire value (the stub parses it with the endpoint's schema, as the client would have).
 */
async function screenWith(endpoint: EndpointName, fixture: Fixture, error: unknown, path: string, input = visitor) {
  const raw = endpoints[endpoint].envelope === 'raw' ? fixture.answer : (fixture.answer as { value?: unknown }).value
  const stub = stubUpstream({ [endpoint]: error ?? raw })
  return (await resolveScreen({ layouts, upstream: stub.reader, media: mediaUrl }, plainContext(input, { upstream: stub.reader, layouts }).ctx, path)).response
}

function expectValue(actual: unknown, expected: unknown): void {
  if (expected !== null && typeof expected === 'object') expect(actual).toMatchObject(expected)
  else expect(actual ?? null).toEqual(expected)
}

describe('the platform conformance corpus', () => {
  it('holds every sample of protocol-fidelity §3 and protocol-fidelity-2 §3', () => {
    const ids = new Set(cases.map((c) => c.file.split('-')[0]))
    const samples = ['M1', 'M2', 'M3', 'M4', 'W1', 'W2', 'A1', 'A2', 'A3', 'G1', 'G2', 'H1', 'V1', 'L1', 'L2', 'L3', 'LG1', 'LG2', 'R1']
    samples.push('C1', 'C2', 'C3', 'U1', 'U2', 'F1', 'F2', 'FL1', 'FI1', 'S1', 'S2', 'WL1', 'RS1', 'E1', 'E2')
    // protocol-fidelity-2 §3: the new endpoints' samples (there is no N12); N6 and N16 are read though left out of its counts.
    samples.push(...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16].map((n) => `N${n}`))
    expect(samples.filter((id) => !ids.has(id))).toEqual([])
    expect(cases.every((c) => c.endpoint in endpoints)).toBe(true)
  })

  it.each(cases.map((c) => [`${c.endpoint}/${c.file}`, c] as const))('reads %s as the gateway does', async (_name, { endpoint, fixture }) => {
    const want = fixture.expect
    const outcome = read(endpoint, fixture)
    expect(outcome.dropped).toEqual(want.dropped ?? {})
    if (want.fails) {
      expect(outcome.error).toBeInstanceOf(UpstreamError)
      expect((outcome.error as UpstreamError).kind).toBe(want.fails)
      if (want.errorCode !== undefined) expect((outcome.error as UpstreamError).errorCode).toBe(want.errorCode)
      if (want.message !== undefined) expect((outcome.error as UpstreamError).message).toBe(want.message)
    } else {
      expect(outcome.error).toBeUndefined()
    }
    if ('value' in want) expectValue(outcome.value, want.value)
    if (want.flags) {
      const tree = endpoint === 'systemStatus' ? (outcome.value as { info: { whitelabel?: unknown } }).info.whitelabel : outcome.value
      expect(flattenWhiteLabel(WhiteLabelTreeSchema.parse(tree))).toMatchObject(want.flags)
    }
    for (const key of want.absent ?? []) expect(outcome.value).not.toHaveProperty(key)
    if (want.slides) {
      const screen = await screenWith(endpoint, fixture, outcome.error, '/m/home')
      const carousel = screen.blocks.find((b) => b.type === 'bannerCarousel')
      expect(carousel?.type === 'bannerCarousel' ? carousel.props.slides.map((s) => s.id) : []).toEqual(want.slides)
    }
    if (want.session === 'ended') {
      const screen = await screenWith(endpoint, fixture, outcome.error, '/m/home', member)
      expect(screen.viewer).toEqual({ role: 'visitor', loggedIn: false })
    }
    if (want.lotteryLabels) {
      const screen = await screenWith(endpoint, fixture, outcome.error, '/m/lottery')
      const panel = screen.blocks.find((b) => b.type === 'lotteryPanel')
      expect(panel?.status).toBe('ok')
      const labels = panel?.type === 'lotteryPanel' ? panel.props.categories.map((c) => [c.id, c.label]) : []
      expect(Object.fromEntries(labels)).toMatchObject(want.lotteryLabels)
    }
    if (want.degrades) {
      const screen = await screenWith(endpoint, fixture, outcome.error, want.degrades.path)
      expect(screen.blocks.filter((b) => b.status === 'degraded').map((b) => b.type)).toEqual(want.degrades.blocks)
      expect(screen.blocks.length).toBeGreaterThan(want.degrades.blocks.length)
    }
  })
})
