import type { Member } from '../data/members.ts'

/** The brand's agent member types (S10; the gateway's DEFAULT_AGENT_TYPES, which the simulator may not import). */
const AGENT_TYPES: readonly number[] = [1, 2, 41, 42]

export function isAgent(member: Member): boolean {
  return AGENT_TYPES.includes(member.type)
}

/** Every member whose upline chain reaches the agent (not the agent), with its level: 1 = direct. */
export function teamOf(members: readonly Member[], agentId: number): { member: Member; level: number }[] {
  const out: { member: Member; level: number }[] = []
  let frontier = [agentId]
  const seen = new Set(frontier)
  for (let level = 1; frontier.length > 0; level++) {
    const next = members.filter((m) => m.uplineId !== null && frontier.includes(m.uplineId) && !seen.has(m.id))
    for (const m of next) {
      seen.add(m.id)
      out.push({ member: m, level })
    }
    frontier = next.map((m) => m.id)
  }
  return out
}
