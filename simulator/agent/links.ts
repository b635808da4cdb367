import { randomInt } from 'node:crypto'
import type { Member } from '../data/members.ts'
import type { AffiliateLink, AgentSlice } from './types.ts'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The agent link whose code this is (any case). */
export function linkByCode(state: AgentSlice, code: string): AffiliateLink | undefined {
  const wanted = code.trim().toUpperCase()
  return wanted ? state.agents.links.find((l) => l.code === wanted) : undefined
}

/** 8 upper-case letters and digits no other link has. */
export function newLinkCode(state: AgentSlice): string {
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
    if (!linkByCode(state, code)) return code
  }
}

/** A member who signed up through a link: under the link's agent, of its type, with its rebates; the link counts it. */
export function joinThroughLink(state: AgentSlice, member: Member, link: AffiliateLink): void {
  member.uplineId = link.agentId
  member.type = link.memberType === 1 ? 1 : 0
  state.agents.rebates.set(member.id, { ...link.rebates })
  link.memberIds.push(member.id)
}
