import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { blockResolvers } from '../../gateway/blocks/index.ts'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts, type LayoutSet } from '../../gateway/layouts/validate.ts'
import { outputJsonPieces } from '../../gateway/output/json.ts'
import { contentKey, identityKey, keptJsonOf, PartMemo, sourceKey } from '../../gateway/resolve/partMemo.ts'
import { resolveScreen, type MadeScreen } from '../../gateway/resolve/resolveScreen.ts'
import { mediaUrl } from '../../gateway/routes/media.ts'
import type { UpstreamReader } from '../../gateway/upstream/client.ts'
import type { EndpointName } from '../../gateway/upstream/endpoints.ts'
import { deepFreeze } from '../../gateway/upstream/parseAnswer.ts'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import { ROOT } from '../helpers/buildTestApp.ts'
import { plainContext, type PlainRequest } from '../helpers/plainContext.ts'
import { stubUpstream } from '../helpers/stubUpstream.ts'

const { set } = validateLayouts(await readLayoutFiles(`${ROOT}/layouts`))
const layouts = set as LayoutSet
const memberInfo = { id: 1, account: 'member0', nickname: 'Lucky Lee', type: 0, clubLabel: { labelName: 'VIP3' } }
const fixture = (name: string): unknown => JSON.parse(readFileSync(`${ROOT}/tests/fixtures/upstream/${name}.json`, 'utf8'))
const hot = (fixture('hotGames') as { list: { nodeId: string }[] }).list
const favouriteIds = [hot[0]?.nodeId ?? '', hot[3]?.nodeId ?? '']
const memberAnswers = {
  memberInfo,
  walletBalance: { sumBalance: 1234.5, currency: 'CNY', currencySymbol: '￥' },
  unclaimedRewards: { count: 2 },
  inboxUnread: 3,
  favouriteIds,
  favouriteList: { content: hot.filter((g) => favouriteIds.includes(g.nodeId)), pageNum: 1, totalPages: 1 },
  recentGames: hot.slice(5, 8),
  memberAnnouncements: fixture('announcements'),
}

function frozen<T>(value: T): T {
  deepFreeze(value)
  return value
}

/**
 * The fixtures' platform, answering each endpoint with one frozen value while its answer stays the same, as the
 * platform reader does for a member's answers that come back byte for byte (gateway/upstream/parseAnswer.ts).
 */
function platform(overrides: Partial<Record<EndpointName, unknown>> = {}): UpstreamReader {
  const { reader } = stubUpstream({ ...memberAnswers, ...overrides })
  const kept = new Map<string, Promise<unknown>>()
  return {
    fetch: ((name: EndpointName, opts: { token?: string }) => {
      const key = `${name}|${opts.token ?? ''}`
      let answer = kept.get(key)
      if (!answer) {
        answer = reader.fetch(name, opts as never).then((got) => ({ ...got, value: frozen(got.value) }))
        kept.set(key, answer)
      }
      return answer
    }) as UpstreamReader['fetch'],
  }
}

const member = (token: string, u: string): PlainRequest => ({ session: { t: token, u, ty: 0, f: false } })

async function home(upstream: UpstreamReader, parts: PartMemo | undefined, who: PlainRequest) {
  const resolved = await resolveScreen({ layouts, upstream, media: mediaUrl, parts }, plainContext(who, { upstream, layouts }).ctx, '/m/home')
  return resolved.response
}

const byId = (blocks: readonly ResolvedBlock[], id: string) => blocks.find((b) => b.id === id)

afterEach(() => vi.restoreAllMocks())

describe('contentKey', () => {
  it('names small values by what they hold, and large ones by identity only when they are frozen', () => {
    expect(contentKey({ count: 3 })).toBe(contentKey({ count: 3 }))
    expect(contentKey({ count: 3 })).not.toBe(contentKey({ count: 4 }))
    expect(contentKey({ name: 'a"b', on: true, none: null })).toBe('{name:"a\\"b",on:true,none:null}')
    const large = Array.from({ length: 20 }, (_, i) => ({ id: i }))
    expect(contentKey(large)).toBeUndefined()
    expect(contentKey({ items: large, page: 1 })).toBeUndefined()
    const kept = frozen(structuredClone(large))
    const again = frozen(structuredClone(large))
    expect(contentKey({ items: kept, page: 1 })).toBe(contentKey({ items: kept, page: 1 }))
    expect(contentKey({ items: kept, page: 1 })).not.toBe(contentKey({ items: again, page: 1 }))
    expect(contentKey(new Map())).toBeUndefined()
  })

  it('names shared data by its version, and by its content when it has none (a last good copy)', () => {
    const list = (tag: string) => frozen(Array.from({ length: 20 }, (_, i) => ({ id: `${tag}${i}` })))
    const answer = list('a') as never
    expect(sourceKey('announcements', { value: answer, version: 3 })).toBe('announcements@3')
    expect(sourceKey('announcements', { value: answer, version: -1 })).toBe(sourceKey('announcements', { value: answer, version: -1 }))
    expect(sourceKey('announcements', { value: answer, version: -1 })).not.toBe(sourceKey('announcements', { value: list('a') as never, version: -1 }))
    expect(sourceKey('unclaimedRewards', { value: { count: 2 }, version: 7 })).toBe('unclaimedRewards={count:2}')
    expect(sourceKey('favouriteIds', { value: ['1', '2'], version: 7 })).toBe('favouriteIds=[0:"1",1:"2"]')
    expect(sourceKey('announcements', undefined)).toBeUndefined()
  })

  it("names a whole answer's inputs by identity when they are kept (frozen), by content otherwise", () => {
    const counts = frozen({ count: 2 })
    expect(identityKey(counts)).toBe(identityKey(counts))
    // Equal content, another kept answer: another key (the answer is made again, from the same parts).
    expect(identityKey(counts)).not.toBe(identityKey(frozen({ count: 2 })))
    expect(identityKey({ count: 2 })).toBe(contentKey({ count: 2 }))
    expect(identityKey({ count: 2 })).not.toBe(identityKey({ count: 3 }))
    expect(identityKey(new Map())).toBeUndefined()
    expect(sourceKey('announcements', { value: frozen([]) as never, version: 4 }, identityKey)).toBe('announcements@4')
    expect(sourceKey('unclaimedRewards', { value: counts as never, version: 7 }, identityKey)).toBe(`unclaimedRewards=${identityKey(counts)}`)
    expect(sourceKey('unclaimedRewards', { value: { count: 5 }, version: 7 }, identityKey)).toBe('unclaimedRewards={count:5}')
    expect(sourceKey('wallet', undefined, identityKey)).toBeUndefined()
  })
})

describe('PartMemo', () => {
  it('keeps a bound block frozen with its JSON, and keeps neither a lost one nor one its bind says not to', () => {
    const memo = new PartMemo()
    const block = { id: 'b', type: 'floatingService', status: 'ok', props: { label: 'Help', icon: 'chat', action: { type: 'refresh' } } } as ResolvedBlock
    let binds = 0
    const bind =
      (made: ResolvedBlock | null | symbol, keep = true) =>
      () => {
        binds += 1
        return { block: made, keep }
      }
    expect(memo.bound('k', bind(block))).toBe(block)
    expect(memo.bound('k', bind(null))).toBe(block)
    expect(binds).toBe(1)
    expect(Object.isFrozen(block.props)).toBe(true)
    expect(keptJsonOf(block)?.bytes.toString()).toBe(JSON.stringify(block))
    const lost = Symbol('lost')
    expect(memo.bound('lost', bind(lost))).toBe(lost)
    expect(memo.bound('lost', bind(null))).toBeNull()
    expect(memo.bound('unkept', bind(null, false))).toBeNull()
    expect(memo.bound('unkept', bind(block, false))).toBe(block)
    expect(binds).toBe(5)
  })
})

describe('an answer made of kept parts', () => {
  it('has a content key that differs whenever its bytes do, kept parts named by their id', () => {
    const memo = new PartMemo()
    const shellOf = (name: string) => memo.made(`shell ${name}`, () => ({ member: { name } }))
    const block = memo.made('block', () => ({ id: 'b', type: 'floatingService' }))
    const answer = (name: string, path = '/m/home') => ({ path, shell: shellOf(name), blocks: [block, { id: 'own', type: 'statusNotice' }] })
    const where = { method: 'GET', url: '/api/screen' }
    const pieces = (data: unknown) => outputJsonPieces(z.unknown(), data, false, where)
    for (const data of [answer('Lee'), answer('Kim')]) expect(pieces(data).bytes().toString()).toBe(JSON.stringify(data))
    expect(pieces(answer('Lee')).key).toBe(pieces(answer('Lee')).key)
    expect(pieces(answer('Lee')).key).not.toBe(pieces(answer('Kim')).key)
    expect(pieces(answer('Lee')).key).not.toBe(pieces(answer('Lee', '/m/home?x')).key)
    // A part that is not kept is in the key as its JSON.
    expect(pieces({ shell: { member: { name: 'Lee' } } }).key).toContain('"Lee"')
    expect(pieces(answer('Lee')).key).not.toContain('"Lee"')
  })
})

describe('a member screen from kept parts', () => {
  it('shares the parts bound from the same inputs between members, and draws again only what differs', async () => {
    const parts = new PartMemo()
    const upstream = platform()
    const first = await home(upstream, parts, member('token-1', 'member0'))
    const second = await home(upstream, parts, member('token-2', 'member1'))
    // Public data, the same favourites (the same answer): the same blocks, pop-ups and shell where nothing differs.
    for (const id of ['ticker', 'banners', 'quickNav', 'games', 'service']) expect(byId(second.blocks, id), id).toBe(byId(first.blocks, id))
    expect(second.popups).toBe(first.popups)
    // The shell names its member: member1 has no nickname of their own here, so it is the same summary.
    expect(second.shell).toBe(first.shell)

    // Another member whose favourites differ: the game block's stars are theirs, nothing else is drawn again.
    const otherId = hot[1]?.nodeId ?? ''
    const other = platform({ favouriteIds: [otherId] })
    const third = await home(other, parts, member('token-3', 'member2'))
    const stars = (response: typeof first) => {
      const games = byId(response.blocks, 'games')
      if (games?.type !== 'gameBlock') throw new Error('no game block')
      return games.props.tabs[0]?.games.filter((g) => g.favourite).map((g) => g.id)
    }
    expect(stars(first)).toEqual(favouriteIds)
    expect(stars(third)).toEqual([otherId])
    expect(byId(third.blocks, 'games')).not.toBe(byId(first.blocks, 'games'))
    expect(JSON.stringify(third.blocks)).toBe(JSON.stringify((await home(other, undefined, member('token-3', 'member2'))).blocks))
  })

  it('does not keep a block whose bind read data it did not declare', async () => {
    const resolver = blockResolvers.floatingService
    const bind = resolver.bind
    const spy = vi.spyOn(resolver, 'bind').mockImplementation((props, b) => {
      b.optional('wallet')
      return bind(props, b)
    })
    const parts = new PartMemo()
    const upstream = platform()
    const first = await home(upstream, parts, member('token-1', 'member0'))
    const second = await home(upstream, parts, member('token-1', 'member0'))
    expect(spy).toHaveBeenCalledTimes(2)
    expect(byId(second.blocks, 'service')).toEqual(byId(first.blocks, 'service'))
    expect(byId(second.blocks, 'service')).not.toBe(byId(first.blocks, 'service'))
    expect(byId(second.blocks, 'games')).toBe(byId(first.blocks, 'games'))
  })
})

describe('a whole member screen by the inputs of its parts', () => {
  async function resolveHome(upstream: UpstreamReader, parts: PartMemo, who: PlainRequest, made = new Map<string, MadeScreen>()) {
    return resolveScreen({ layouts, upstream, media: mediaUrl, parts, made }, plainContext(who, { upstream, layouts }).ctx, '/m/home')
  }

  it('names a home made of kept parts by its inputs, and takes it whole from there without binding anything', async () => {
    const parts = new PartMemo()
    const upstream = platform()
    const first = await resolveHome(upstream, parts, member('token-1', 'member0'))
    expect(first.madeKey).toBeDefined()
    expect((await resolveHome(upstream, parts, member('token-1', 'member0'))).madeKey).toBe(first.madeKey)

    const bind = vi.spyOn(blockResolvers.gameBlock, 'bind')
    const made = new Map([[first.madeKey ?? '', { response: first.response }]])
    const again = await resolveHome(upstream, parts, member('token-1', 'member0'), made)
    expect(again.response).toBe(first.response)
    expect(bind).not.toHaveBeenCalled()
  })

  it("gives another member, other favourites or another language's home another key", async () => {
    const parts = new PartMemo()
    const upstream = platform()
    const key = async (reader: UpstreamReader, who: PlainRequest) => (await resolveHome(reader, parts, who)).madeKey
    // The same platform but for one answer: every other answer is the same (frozen) value as before.
    const but = (name: EndpointName, value: unknown): UpstreamReader => ({
      fetch: ((endpoint: EndpointName, opts: never) =>
        endpoint === name ? Promise.resolve({ value: frozen(value), version: -1, stale: false }) : upstream.fetch(endpoint, opts)) as UpstreamReader['fetch'],
    })
    const first = await key(upstream, member('token-1', 'member0'))
    expect(await key(upstream, member('token-1', 'member0'))).toBe(first)
    expect(await key(upstream, member('token-2', 'member1'))).not.toBe(first)
    expect(await key(upstream, { ...member('token-1', 'member0'), language: 'TH' })).not.toBe(first)
    expect(await key(but('favouriteIds', [hot[1]?.nodeId ?? '']), member('token-1', 'member0'))).not.toBe(first)
    expect(await key(but('walletBalance', { sumBalance: 1, currency: 'CNY', currencySymbol: '￥' }), member('token-1', 'member0'))).not.toBe(first)
    expect(await key(but('memberInfo', { ...memberInfo, nickname: 'Lee' }), member('token-1', 'member0'))).not.toBe(first)
    // A member the platform gives no name: the shell shows the session's own.
    const nameless = but('memberInfo', { id: 1, type: 0 })
    expect(await key(nameless, member('token-1', 'member0'))).not.toBe(await key(nameless, member('token-1', 'member9')))
  })

  it('has no key when a part was bound for that request alone, or when a source failed', async () => {
    const upstream = platform()
    const resolver = blockResolvers.floatingService
    const bind = resolver.bind
    vi.spyOn(resolver, 'bind').mockImplementation((props, b) => {
      b.optional('wallet')
      return bind(props, b)
    })
    const parts = new PartMemo()
    const unkept = await resolveHome(upstream, parts, member('token-1', 'member0'))
    expect(unkept.madeKey).toBeUndefined()
    vi.restoreAllMocks()

    const failing = platform({ unclaimedRewards: new Error('down') })
    const degraded = await resolveHome(failing, new PartMemo(), member('token-1', 'member0'))
    expect(degraded.response.degraded.length).toBeGreaterThan(0)
    expect(degraded.madeKey).toBeUndefined()
  })
})
