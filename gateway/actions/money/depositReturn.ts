import type { RealMember } from './member.ts'

/** As long as a payment page's order is worth asking about on the way back (a gateway's page expires sooner). */
const RETURN_TTL_MS = 30 * 60_000

const nameOf = (member: RealMember) => `depositReturn:${member.owner}`

/**
 * The deposit the member was just sent to a payment page for: remembered when the page is handed out, so that
 * coming back to the deposit screen without the address the payment page returns to (the back button, a payment
 * page that links home) still shows that order and how it went.
 */
export async function rememberReturn(member: RealMember, key: string): Promise<void> {
  const current = await member.store.pointer(nameOf(member))
  await member.store.point(nameOf(member), current ?? null, key, RETURN_TTL_MS)
}

/** The deposit still to be reported to the member on the deposit screen: made, and not yet seen paid or failed. */
export async function returningDeposit(member: RealMember): Promise<string | undefined> {
  const key = await member.store.pointer(nameOf(member))
  if (!key) return undefined
  const attempt = await member.store.get(key)
  return attempt?.owner === member.owner && attempt.kind === 'deposit' && attempt.state === 'done' ? key : undefined
}

/** Seen settled (paid or failed): the deposit screen goes back to its form alone. */
export async function forgetReturn(member: RealMember, key: string): Promise<void> {
  // The store has no delete: an empty pointer that lapses at once reads as none.
  await member.store.point(nameOf(member), key, '', 1)
}
