import { useState } from 'react'
import { useOnAction } from '../actions/actionContext.ts'
import { writeStored } from '../lib/storage.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './DownloadBarBlock.css'

/** The app bar at the top (seeds 000 §2, §4): opens the download pop-up; closing it hides it for good on this device. */
export default function DownloadBarBlock({ id, props }: BlockProps<'downloadBar'>) {
  const onAction = useOnAction()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  const open = () => void onAction(props.action)
  const dismiss = () => {
    // Seeds 000 §4: the local flag hideDownloadBar=1 keeps it hidden after a reload (the clientWhen reads it).
    writeStored('hideDownloadBar', '1')
    setDismissed(true)
  }
  return (
    <section className="block appbar" data-block={id} aria-label={props.title}>
      <div className="appbar__card">
        <button type="button" className="appbar__main" onClick={open}>
          <img className="appbar__icon" src={props.icon} alt="" width={40} height={40} />
          <span className="appbar__text">
            <span className="appbar__title">
              {props.title}
              {props.gift && (
                <span className="appbar__gift" title={props.giftLabel}>
                  <Icon name="promotion" size={16} label={props.giftLabel} />
                </span>
              )}
            </span>
            <span className="appbar__subtitle">{props.subtitle}</span>
          </span>
        </button>
        <button type="button" className="btn btn--primary btn--sm appbar__button" onClick={open}>
          {props.button}
        </button>
        <button type="button" className="icon-btn appbar__close" aria-label={props.closeLabel} onClick={dismiss}>
          <Icon name="close" size={18} />
        </button>
      </div>
    </section>
  )
}
