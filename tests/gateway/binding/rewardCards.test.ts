import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rewardCard } from '../../../gateway/binding/rewardCards.ts'
import { translator } from '../../../gateway/context/texts.ts'
import { LANGUAGES } from '../../../schemas/text.ts'
import type { RewardTicket } from '../../../schemas/upstream/index.ts'
import { ROOT } from '../../helpers/buildTestApp.ts'

const texts = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(`${ROOT}/layouts/i18n/${l.toLowerCase()}.json`, 'utf8')) as Record<string, string>]),
)
const BLANK: RewardTicket = {
  transactionId: 'T1',
  ticketId: undefined,
  name: undefined,
  type: undefined,
  status: undefined,
  amount: undefined,
  conditions: [],
  expiresAt: undefined,
  claimedAt: undefined,
}
const card = (ticket: Partial<RewardTicket>, lang = 'EN') =>
  rewardCard({ ...BLANK, ...ticket }, 'unclaimed', { t: translator(texts, lang), rewrite: (a) => a as never })

describe('a reward ticket without a name or an amount (S28)', () => {
  it('is titled by its type in every language, never by the bare code, and has no amount line', () => {
    for (const lang of LANGUAGES) {
      const title = card({ type: 'free_spin' }, lang).title
      expect(title, lang).toBe(texts[lang]?.reward_type_free_spin)
      expect(title, lang).not.toMatch(/FREE_SPIN|reward_type/)
    }
    expect(card({ type: 'LUCKY_DRAW' }).title).toBe('Reward ticket')
    expect(card({}).title).toBe('Reward ticket')
    expect(card({ type: 'PRIZE_WHEEL' }).lines).toEqual([])
  })

  it('keeps the name and amount the platform sends (S27)', () => {
    const named = card({ type: 'PRIZE_WHEEL', name: 'Lucky Wheel Spin', amount: 18 })
    expect([named.title, named.lines]).toEqual(['Lucky Wheel Spin', ['Bonus 18']])
  })
})
