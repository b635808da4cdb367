import type { Request } from 'express'
import type { Banner } from '../data/announcements.ts'
import type { Member } from '../data/members.ts'
import { translated, wireLanguageOf, type WireLanguage } from '../data/translations.ts'
import { sendOk } from '../envelope.ts'
import { readMarks } from '../messages/messageState.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { queryString, type Endpoint } from './endpoints.ts'

const TYPE_KEYS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const
type TypeCode = keyof typeof TYPE_KEYS

function listParam(req: Request, name: string): string[] | undefined {
  const raw = queryString(req, name)
  if (raw === undefined || raw.trim() === '') return undefined
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The seed lists as a variant puts them on the wire (S24 null slots, S12 numeric node ids, null notice texts). */
function seedLists(state: SimState, variant: string | undefined, groups: string[] | undefined) {
  const { data } = state
  let banners: object[] = data.banners.filter((b) => !groups || groups.includes(b.groupName))
  if (variant === 'numericNodeId') banners = data.banners.map((b: Banner) => (b.nodeId ? { ...b, nodeId: Number(b.nodeId) } : b))
  if (variant === 'nullGroupName') {
    const homeBanners = data.banners.filter((b) => b.groupName === 'm_home').slice(0, 2)
    banners = [...banners, ...homeBanners.map((b, i) => ({ ...b, bannerId: 900 + i, groupName: null, title: `${b.title} (no slot)` }))]
  }
  const player: object[] = variant === 'nullContent' ? data.notices.map((n) => ({ ...n, content: null })) : [...data.notices]
  return { banners, player, popup: [...data.popups] as object[], promotion: [...data.promotions] as object[] }
}

type Query = { types: string[] | undefined; groups: string[] | undefined; execution: string[] | undefined; variant: string | undefined; language: WireLanguage }

/**
 * For a member (a valid token) and `A` among the types: the member announcements (type A, S5's member centre)
 * join `player`, newest first, and every `player` item says whether this member read it (the simulator's own
 * fields: no source shows where type A is answered or how read state travels).
 */
function forMember(state: SimState, member: Member, player: unknown[], withTypeA: boolean): unknown[] {
  const marks = readMarks(state.messages, member.id)
  const list = withTypeA ? [...[...state.data.memberAnnouncements].reverse(), ...player] : player
  return list.map((item) => (item && typeof item === 'object' && 'id' in item ? { ...item, read: marks.has(String(item.id)) } : item))
}

/**
 * `types` picks the lists (all when absent); `groupName` narrows the seed banners; `execution` (S11 sends
 * `execution=B`) narrows popups and promotions. A list a test set through `/__sim/announcements` is answered as given.
 */
function announcements(state: SimState, query: Query, member: Member | undefined) {
  const types = query.types ?? Object.keys(TYPE_KEYS)
  const wanted = new Set<TypeCode>(types.filter((t): t is TypeCode => t in TYPE_KEYS))
  const lists: Record<string, unknown[]> = { ...seedLists(state, query.variant, query.groups), ...state.content.announcements }
  const byExecution = (list: unknown[] = []) =>
    query.execution ? list.filter((i) => query.execution?.includes((i as { execution?: string } | null)?.execution ?? '')) : list
  lists.popup = byExecution(lists.popup)
  lists.promotion = byExecution(lists.promotion)
  if (member && (wanted.has('PL') || types.includes('A'))) {
    lists.player = forMember(state, member, wanted.has('PL') ? (lists.player ?? []) : [], types.includes('A') && !state.content.announcements.player)
    wanted.add('PL')
  }
  const value: Record<string, unknown> = {}
  for (const code of wanted) {
    const key = TYPE_KEYS[code]
    value[key] = lists[key]?.map((item) => inLanguage(item, query.language))
  }
  return value
}

/** An item's title in the language the call asked for (a multilingual platform keeps one per language). */
function inLanguage(item: unknown, language: WireLanguage): unknown {
  if (!item || typeof item !== 'object' || !('title' in item) || typeof item.title !== 'string') return item
  return { ...item, title: translated(item.title, language) }
}

export const contentEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getListAnnouncements',
    handle: (req, res, { state, member }) => {
      const query = {
        types: listParam(req, 'types'),
        groups: listParam(req, 'groupName'),
        execution: listParam(req, 'execution'),
        variant: variantOf(state, req.path),
        language: wireLanguageOf(req.get('language')),
      }
      sendOk(res, announcements(state, query, member))
    },
  },
  {
    methods: ['GET'],
    path: '/wps/relay/CBS_modelList',
    handle: (_req, res, { state }) => sendOk(res, state.flags.get('LIVEMODEL3') ? state.data.models : []),
  },
]
