import { z } from 'zod'
import { newLinkCode } from '../agent/links.ts'
import { AFFILIATE_URL_MAX } from '../agent/seed.ts'
import { REBATE_GAME_TYPES, type AffiliateLink, type Rates } from '../agent/types.ts'
import { findMemberById } from '../data/members.ts'
import { sendFail, sendOk } from '../envelope.ts'
import type { SimState } from '../state.ts'
import { agentEndpoint, agentErrors, Id, quotaRefusal, page, PageNo, PageSize, readBody, readQuery } from './agentCommon.ts'

const CreateBody = z.strictObject({
  memberType: z.union([z.literal(0), z.literal(1)]),
  rebates: z.array(z.strictObject({ gameType: z.enum(REBATE_GAME_TYPES), rate: z.number().finite() })).max(REBATE_GAME_TYPES.length),
})

function linkView(link: AffiliateLink) {
  return {
    id: link.id,
    code: link.code,
    memberType: link.memberType,
    rebates: REBATE_GAME_TYPES.map((gameType) => ({ gameType, rate: link.rebates[gameType] })),
    registerCount: link.memberIds.length,
    createTime: link.createTime,
  }
}

const linksOf = (state: SimState, agentId: number) =>
  state.agents.links.filter((l) => l.agentId === agentId).sort((a, b) => b.createTime - a.createTime || b.id - a.id)

export const agentLinkEndpoints = [
  agentEndpoint(['GET'], '/wps/agent/rebate/quota', (_req, res, { state, member }) => {
    const own = state.agents.rebates.get(member.id)
    sendOk(res, { rebates: REBATE_GAME_TYPES.map((gameType) => ({ gameType, min: 0, max: own?.[gameType] ?? 0 })), affiliateUrlMax: AFFILIATE_URL_MAX })
  }),
  agentEndpoint(['GET'], '/wps/agent/affiliate/url', (_req, res, { state, member }) => sendOk(res, linksOf(state, member.id).map(linkView))),
  agentEndpoint(
    ['POST'],
    '/wps/agent/affiliate/url',
    (req, res, { state, member }) => {
      const body = readBody(req, res, CreateBody)
      if (!body) return
      const refused = quotaRefusal(state, member.id, body.rebates)
      if (refused) return sendFail(res, refused)
      if (linksOf(state, member.id).length >= AFFILIATE_URL_MAX) return sendFail(res, agentErrors.urlLimit)
      const rebates: Rates = { LOTT: 0, RNG: 0, LIVE: 0, SPORTS: 0 }
      for (const r of body.rebates) rebates[r.gameType] = r.rate
      state.agents.seq += 1
      const link: AffiliateLink = {
        id: state.agents.seq,
        agentId: member.id,
        code: newLinkCode(state),
        memberType: body.memberType,
        rebates,
        createTime: state.now(),
        memberIds: [],
      }
      state.agents.links.push(link)
      sendOk(res, linkView(link))
    },
    true,
  ),
  agentEndpoint(['DELETE'], '/wps/agent/affiliate/url', (req, res, { state, member }) => {
    const q = readQuery(req, res, z.strictObject({ id: Id }), ['id'])
    if (!q) return
    const index = state.agents.links.findIndex((l) => l.id === q.id && l.agentId === member.id)
    if (index < 0) return sendFail(res, agentErrors.urlNotFound)
    state.agents.links.splice(index, 1)
    sendOk(res, null)
  }),
  agentEndpoint(['GET'], '/wps/agent/affiliate/url/register', (req, res, { state, member }) => {
    const q = readQuery(req, res, z.strictObject({ id: Id, pageNo: PageNo, pageSize: PageSize }), ['id', 'pageNo', 'pageSize'])
    if (!q) return
    const link = state.agents.links.find((l) => l.id === q.id && l.agentId === member.id)
    if (!link) return sendFail(res, agentErrors.urlNotFound)
    const registered = link.memberIds.flatMap((id) => findMemberById(state.members, id) ?? []).sort((a, b) => b.regDate - a.regDate)
    sendOk(res, { list: page(registered, q.pageNo, q.pageSize).map((m) => ({ account: m.account, registerDate: m.regDate })), totalCount: registered.length })
  }),
]
