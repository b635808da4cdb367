import { useEffect } from 'react'
import type { AppDownloadResolved } from '../../schemas/blocks/appDownload.ts'
import type { Icon as IconName } from '../../schemas/icons.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { useCountdown } from '../lib/countdown.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './AppDownloadBlock.css'

const OPTION_ICONS: Readonly<Record<AppDownloadResolved['options'][number]['id'], IconName>> = {
  android: 'download',
  ios: 'download',
  mobileconfig: 'games',
  homeScreen: 'home',
}

const GUIDE_ID = 'guide'

/** The download choices for this phone, the app gift and countdown; on the app page also the install guides. */
export default function AppDownloadBlock({ id, props }: BlockProps<'appDownload'>) {
  const onAction = useOnAction()
  const shows = useClientWhen()
  const countdown = useCountdown(props.countdown !== undefined)
  const options = props.options.filter((o) => shows(o.clientWhen))
  const notices = props.notices.filter((n) => shows(n.clientWhen))
  const guides = props.guides.filter((g) => shows(g.clientWhen))
  const page = props.variant === 'page'

  // "Add to home screen" leads to /m/app#guide: bring the guides into view.
  useEffect(() => {
    if (page && window.location.hash === `#${GUIDE_ID}`) document.getElementById(GUIDE_ID)?.scrollIntoView({ block: 'start' })
  }, [page])

  return (
    <section className={`block appdl appdl--${props.variant}`} data-block={id}>
      {/* On the page the gift sits on the back control's row: beside the title it squeezed it onto two lines. */}
      {page && (props.back || props.gift) && (
        <div className="appdl__bar">
          {props.back ? (
            <button type="button" className="icon-btn appdl__back" aria-label={props.back.label} onClick={() => void onAction(props.back!.action)}>
              <Icon name="back" size={22} />
            </button>
          ) : (
            <span />
          )}
          {props.gift && <AppDownloadGift label={props.giftLabel} />}
        </div>
      )}
      <AppDownloadHead props={props} page={page} />
      {props.bonusBanner !== undefined && <p className="appdl__bonus">{props.bonusBanner}</p>}
      {props.countdown && countdown !== null && <AppDownloadCountdown label={props.countdown.label} countdown={countdown} />}
      {notices.map((notice) => (
        <p key={notice.text} className="appdl__notice" role="note">
          {notice.text}
        </p>
      ))}
      {options.length === 0 ? <p className="appdl__empty">{props.emptyText}</p> : <AppDownloadOptions options={options} />}
      {guides.length > 0 && <AppDownloadGuides guides={guides} />}
    </section>
  )
}

function AppDownloadCountdown({ label, countdown }: { label: string; countdown: string }) {
  return (
    <p className="appdl__countdown">
      <span>{label}</span>
      <time className="appdl__clock" role="timer" aria-live="off">
        {countdown}
      </time>
    </p>
  )
}

function AppDownloadHead({ props, page }: { props: AppDownloadResolved; page: boolean }) {
  return (
    <header className="appdl__head">
      <img className="appdl__icon" src={props.icon} alt="" width={56} height={56} />
      <div className="appdl__titles">
        {/* In the pop-up its own title says it already. */}
        {page && <h2 className="appdl__title">{props.title}</h2>}
        <p className="appdl__subtitle">{props.subtitle}</p>
      </div>
      {!page && props.gift && <AppDownloadGift label={props.giftLabel} />}
    </header>
  )
}

function AppDownloadGift({ label }: { label: string }) {
  return (
    <span className="appdl__gift">
      <Icon name="promotion" size={16} />
      {label}
    </span>
  )
}

function AppDownloadOptions({ options }: { options: AppDownloadResolved['options'] }) {
  const onAction = useOnAction()
  return (
    <ul className="appdl__options">
      {options.map((option, index) => (
        <li key={`${option.id}-${index}`}>
          <button type="button" className="appdl__option" data-option={option.id} onClick={() => void onAction(option.action)}>
            <span className="appdl__option-icon">
              <Icon name={OPTION_ICONS[option.id]} size={22} />
            </span>
            <span className="appdl__option-text">
              <span className="appdl__option-label">{option.label}</span>
              <span className="appdl__option-desc">{option.description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function AppDownloadGuides({ guides }: { guides: AppDownloadResolved['guides'] }) {
  return (
    <div id={GUIDE_ID} className="appdl__guides">
      {guides.map((guide) => (
        <section key={guide.id} className="appdl__guide" aria-label={guide.title}>
          <h2 className="appdl__guide-title">{guide.title}</h2>
          <ol className="appdl__steps">
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
