import { useLayoutEffect, useRef, useState } from 'react'
import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './NoticeTickerBlock.css'

const SEPARATOR = '\u2003\u2022\u2003'
// Used when layout gives no width (first paint, jsdom): an average glyph at 13 px.
const APPROX_GLYPH_PX = 7
const APPROX_VIEWPORT_PX = 320

export default function NoticeTickerBlock({ props, status }: BlockProps<'noticeTicker'>) {
  const onAction = useOnAction()
  const viewport = useRef<HTMLSpanElement>(null)
  const track = useRef<HTMLSpanElement>(null)
  const [durationS, setDurationS] = useState<number | null>(null)

  const text = props.items
    .map((item) => item.text.trim())
    .filter((item) => item !== '')
    .join(SEPARATOR)
  const degraded = status === 'degraded'
  const empty = degraded || text === ''

  useLayoutEffect(() => {
    if (empty) return
    const view = viewport.current?.clientWidth || APPROX_VIEWPORT_PX
    // The track is padded by one viewport width, so it travels its whole scroll width.
    const distance = track.current?.scrollWidth || view + text.length * APPROX_GLYPH_PX
    setDurationS(Math.max(distance / Math.max(props.speedPxPerSecond, 1), 4))
  }, [empty, text, props.speedPxPerSecond])

  const classes = ['ticker', empty ? 'is-empty' : '', degraded ? 'is-degraded' : ''].filter(Boolean).join(' ')
  return (
    <section className="block block--ticker">
      <button type="button" className={classes} onClick={() => void onAction(props.action)}>
        <span className="ticker__icon">
          <Icon name="speaker" size={18} />
        </span>
        <span ref={viewport} className="ticker__viewport">
          {empty ? (
            <span className="ticker__empty">{props.emptyText}</span>
          ) : (
            <span
              ref={track}
              className="ticker__track"
              style={durationS === null ? undefined : { animationDuration: `${durationS.toFixed(2)}s` }}
            >
              {text}
            </span>
          )}
        </span>
      </button>
    </section>
  )
}
