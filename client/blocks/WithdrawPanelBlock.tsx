import { useId, useState } from 'react'
import { BalanceCard } from './money/BalanceCard.tsx'
import { AddCardForm, SetPasswordForm } from './money/CardForms.tsx'
import { useAttempt } from './money/useAttempt.ts'
import { WithdrawForm } from './money/WithdrawForm.tsx'
import { Checking, LatestRequests } from './money/WithdrawStatus.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'

type Card = BlockProps<'withdrawPanel'>['props']['cards'][number]

/** The card chosen, and whether the card form is open: a card just added arrives in new props, is picked, and closes it. */
function useCardChoice(cards: readonly Card[]) {
  const [cardId, setCardId] = useState(cards[0]?.id ?? '')
  const [adding, setAdding] = useState(cards.length === 0)
  // Adjusted while rendering, not in an effect.
  const [cardsSeen, setCardsSeen] = useState(cards)
  if (cardsSeen !== cards) {
    setCardsSeen(cards)
    setAdding(cards.length === 0)
    setCardId(cards.some((c) => c.id === cardId) ? cardId : (cards.at(-1)?.id ?? ''))
  }
  return { cardId, setCardId, adding, setAdding }
}

/** Withdraw: a card (or adding one), the withdrawal password (or setting one), the amount; then the request's status. */
export default function WithdrawPanelBlock({ props }: BlockProps<'withdrawPanel'>) {
  const id = useId()
  const { attempt, renew } = useAttempt('withdraw')
  const { cardId, setCardId, adding, setAdding } = useCardChoice(props.cards)
  const form = !props.hasPassword ? (
    <SetPasswordForm />
  ) : adding ? (
    <AddCardForm banks={props.banks} payee={props.payee} onDone={() => setAdding(false)} />
  ) : (
    <WithdrawForm props={props} cardId={cardId} onCard={setCardId} onAddCard={() => setAdding(true)} attempt={attempt} renew={renew} />
  )
  return (
    <section className="block mwithdraw" aria-labelledby={`${id}-title`}>
      <BalanceCard titleId={`${id}-title`} balance={props.balance} testId="withdraw-balance" />
      {attempt?.checking && <Checking attempt={attempt.key} until={attempt.until} onSettled={renew} />}
      {form}
      <LatestRequests latest={props.latest} />
    </section>
  )
}
