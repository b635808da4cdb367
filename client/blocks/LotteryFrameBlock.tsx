import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './LotteryFrameBlock.css'

/**
 * The lottery launcher: the game in a full-size frame with a small close control. The frame's page comes
 * from the gateway's /lotto/ proxy and runs sandboxed, without access to this site's storage.
 */
export default function LotteryFrameBlock({ id, props }: BlockProps<'lotteryFrame'>) {
  const onAction = useOnAction()
  if (!props.ok) {
    const { next } = props
    return (
      <section className="block lottery-frame__invalid" data-block={id}>
        <div className="lottery-frame__bar">
          <button type="button" className="icon-btn" aria-label={props.closeLabel} onClick={() => void onAction(props.close)}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <p>{props.message}</p>
        {next !== undefined && (
          <button type="button" className="btn btn--primary" onClick={() => void onAction(next.action)}>
            {next.label}
          </button>
        )}
      </section>
    )
  }
  return (
    <section className="lottery-frame" data-block={id}>
      <iframe className="lottery-frame__game" src={props.src} title={props.title} sandbox="allow-scripts allow-forms" referrerPolicy="no-referrer" />
      <button type="button" className="lottery-frame__close" aria-label={props.closeLabel} onClick={() => void onAction(props.close)}>
        <Icon name="close" size={18} />
      </button>
    </section>
  )
}
