import type { Request } from 'express'
import { sendOk } from '../envelope.ts'
import type { SimState } from '../state.ts'
import { queryString, type Endpoint } from './endpoints.ts'

const TYPE_KEYS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const
type TypeCode = keyof typeof TYPE_KEYS

function listParam(req: Request, name: string): string[] | undefined {
  const raw = queryString(req, name)
  if (raw === undefined || raw.trim() === '') return undefined
  return raw.split(',').map((s) => s.trim()).filter(Boolean)
}

/** `types` picks the lists (all when absent); `groupName` narrows the banners. */
export function announcements(state: SimState, types: string[] | undefined, groups: string[] | undefined) {
  const wanted = new Set<TypeCode>((types ?? Object.keys(TYPE_KEYS)).filter((t): t is TypeCode => t in TYPE_KEYS))
  const { data } = state
  const lists = {
    banners: data.banners.filter((b) => !groups || groups.includes(b.groupName)),
    player: data.notices,
    popup: data.popups,
    promotion: data.promotions,
  }
  const value: Partial<typeof lists> = {}
  for (const code of wanted) {
    const key = TYPE_KEYS[code]
    Object.assign(value, { [key]: lists[key] })
  }
  return value
}

export const contentEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getListAnnouncements',
    handle: (req, res, { state }) => sendOk(res, announcements(state, listParam(req, 'types'), listParam(req, 'groupName'))),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/CBS_modelList',
    handle: (_req, res, { state }) => sendOk(res, state.flags.get('LIVEMODEL3') ? state.data.models : []),
  },
]
