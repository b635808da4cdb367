import type { Request } from 'express'
import { sendOk } from '../envelope.ts'
import type { Banner } from '../data/announcements.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { queryString, type Endpoint } from './endpoints.ts'

const TYPE_KEYS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const
type TypeCode = keyof typeof TYPE_KEYS

function listParam(req: Request, name: string): string[] | undefined {
  const raw = queryString(req, name)
  if (raw === undefined || raw.trim() === '') return undefined
  return raw.split(',').map((s) => s.trim()).filter(Boolean)
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

/**
 * `types` picks the lists (all when absent); `groupName` narrows the seed banners. A list a test set through
 * `/__sim/announcements` is answered as given.
 */
function announcements(state: SimState, types: string[] | undefined, groups: string[] | undefined, variant?: string) {
  const wanted = new Set<TypeCode>((types ?? Object.keys(TYPE_KEYS)).filter((t): t is TypeCode => t in TYPE_KEYS))
  const lists: Record<string, unknown[]> = { ...seedLists(state, variant, groups), ...state.content.announcements }
  const value: Record<string, unknown> = {}
  for (const code of wanted) {
    const key = TYPE_KEYS[code]
    value[key] = lists[key]
  }
  return value
}

export const contentEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getListAnnouncements',
    handle: (req, res, { state }) => sendOk(res, announcements(state, listParam(req, 'types'), listParam(req, 'groupName'), variantOf(state, req.path))),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/CBS_modelList',
    handle: (_req, res, { state }) => sendOk(res, state.flags.get('LIVEMODEL3') ? state.data.models : []),
  },
]
