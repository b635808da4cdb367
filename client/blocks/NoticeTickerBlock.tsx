import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { NoticeTickerResolved } from '../../schemas/blocks/noticeTicker.ts'
import type { ResolvedMenuItem } from '../../schemas/menu.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { useOnScreen } from '../lib/useOnScreen.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './NoticeTickerBlock.css'

const SEPARATOR = '\u2003\u2022\u2003'
// Used when layout gives no width (first paint, jsdom): an average glyph at 13 px.
const APPROX_GLYPH_PX = 7
const APPROX_VIEWPORT_PX = 320

function EndButton({ item, side }: { item: ResolvedMenuItem; side: 'left' | 'right' }) {
  const onAction = useOnAction()
  return (
    <button type="button" className={`ticker__end ticker__end--${side}`} aria-label={item.label} title={item.label} onClick={() => void onAction(item.action)}>
      <Icon name={item.icon} size={18} />
    </button>
  )
}

export default function NoticeTickerBlock({ id, props, status }: BlockProps<'noticeTicker'>) {
  const shows = useClientWhen()
  const viewport = useRef<HTMLSpanElement>(null)
  const onScreen = useOnScreen(viewport)

  const text = props.items
    .map((item) => item.text.trim())
    .filter((item) => item !== '')
    .join(SEPARATOR)
  const degraded = status === 'degraded'
  const empty = degraded || text === ''
  const left = props.icons?.left && shows(props.icons.left.clientWhen) ? props.icons.left : undefined
  const right = props.icons?.right && shows(props.icons.right.clientWhen) ? props.icons.right : undefined

  // Scrolled away or in a background tab, the marquee holds still: nothing is drawn for nobody.
  const classes = ['ticker', empty ? 'is-empty' : '', degraded ? 'is-degraded' : '', onScreen ? '' : 'is-paused'].filter(Boolean).join(' ')
  return (
    <section data-block={id} className="block block--ticker">
      <div className={classes}>
        {left ? (
          <EndButton item={left} side="left" />
        ) : (
          <span className="ticker__icon">
            <Icon name="speaker" size={18} />
          </span>
        )}
        <TickerText props={props} text={empty ? null : text} viewport={viewport} />
        {right && <EndButton item={right} side="right" />}
      </div>
    </section>
  )
}

type TextProps = { props: NoticeTickerResolved; text: string | null; viewport: RefObject<HTMLSpanElement | null> }

/** The marquee (`text` null: the empty text), its speed the layout's whatever the text's length. */
function TickerText({ props, text, viewport }: TextProps) {
  const onAction = useOnAction()
  const track = useRef<HTMLSpanElement>(null)
  const [durationS, setDurationS] = useState<number | null>(null)
  const empty = text === null

  useLayoutEffect(() => {
    if (text === null) return
    const view = viewport.current?.clientWidth || APPROX_VIEWPORT_PX
    // The track is padded by one viewport width, so it travels its whole scroll width.
    const distance = track.current?.scrollWidth || view + text.length * APPROX_GLYPH_PX
    setDurationS(Math.max(distance / Math.max(props.speedPxPerSecond, 1), 4))
  }, [text, props.speedPxPerSecond, viewport])

  return (
    <button type="button" className="ticker__text" onClick={() => void onAction(props.action)}>
      <span ref={viewport} className="ticker__viewport">
        {empty ? (
          <span className="ticker__empty">{props.emptyText}</span>
        ) : (
          <span ref={track} className="ticker__track" style={durationS === null ? undefined : { animationDuration: `${durationS.toFixed(2)}s` }}>
            {text}
          </span>
        )}
      </span>
    </button>
  )
}
