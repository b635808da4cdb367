import { useState } from 'react'
import type { Action } from '../../schemas/actions.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { ScrollTable } from '../ui/ScrollTable.tsx'
import type { BlockProps } from './types.ts'
import './EntryListBlock.css'
import './ContractBlock.css'

type Contract = BlockProps<'contract'>['props']

/** An agent's pending contract of one kind: the terms per game type and the answers its request allows. */
export default function ContractBlock({ id, props, status }: BlockProps<'contract'>) {
  const onAction = useOnAction()
  const { busy, answer } = useOneAnswer()
  return (
    <section className="block contract" data-block={id}>
      <p className={status === 'degraded' ? 'contract__intro is-failed' : 'contract__intro'}>{props.intro}</p>
      {props.groups.map((group) => (
        <ContractGroup key={group.id} group={group} busy={busy} onAnswer={answer} />
      ))}
      {props.terms.lines.length > 0 && (
        <section className="contract__terms" aria-label={props.terms.title}>
          <h2 className="contract__terms-title">{props.terms.title}</h2>
          {props.terms.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      )}
      {props.back && (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void onAction(props.back!.action)}>
          {props.back.label}
        </button>
      )}
    </section>
  )
}

/** One answer at a time: the buttons stay disabled until the gateway has answered. */
function useOneAnswer() {
  const onAction = useOnAction()
  const [busy, setBusy] = useState(false)
  const answer = async (action: Action) => {
    if (busy) return
    setBusy(true)
    try {
      await onAction(action)
    } finally {
      setBusy(false)
    }
  }
  return { busy, answer }
}

type GroupProps = { group: Contract['groups'][number]; busy: boolean; onAnswer: (action: Action) => Promise<void> }

function ContractGroup({ group, busy, onAnswer }: GroupProps) {
  return (
    <article className="contract__group" aria-label={group.label}>
      <header className="contract__head">
        <h2 className="contract__game">{group.label}</h2>
        <span className="entry__badge entry__badge--warning">{group.status}</span>
      </header>
      <ScrollTable columns={group.columns} rows={group.rows} boxClass="contract__scroll" tableClass="contract__table" />
      {group.actions.length > 0 && (
        <div className="contract__actions">
          {group.actions.map((a) => (
            <button
              key={a.label}
              type="button"
              className={a.primary ? 'btn btn--primary' : 'btn btn--ghost'}
              disabled={busy}
              onClick={() => void onAnswer(a.action)}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
    </article>
  )
}
