import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { GatewayError } from '../../api/gatewayError.ts'
import { fetchSlider, type SliderChallenge } from '../../api/identity.ts'
import { runGatewayAction } from '../../api/runGatewayAction.ts'
import { FieldFrame } from './TextField.tsx'
import type { FieldProps } from './types.ts'

const KEY_STEP_PX = 4

/**
 * The slider captcha: the player drags the piece into the gap; on release the gateway checks the position
 * with the platform and keeps the ticket. A miss fetches a new challenge.
 */
export function SliderField({ field, id, error, inputRef, env }: FieldProps) {
  const { t } = useTranslation()
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null)
  const [own, setOwn] = useState(0)
  const [offset, setOffset] = useState(0)
  const [checking, setChecking] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ startX: number; startOffset: number } | null>(null)
  const [width, setWidth] = useState(0)
  const { setSliderVerified, setError } = env

  const { started } = env
  useEffect(() => {
    if (!started) return undefined
    let live = true
    fetchSlider().then(
      (next) => {
        if (!live) return
        setChallenge(next)
        setOffset(0)
      },
      () => live && setChallenge(null),
    )
    return () => {
      live = false
    }
  }, [env.sliderKey, own, started])

  useEffect(() => {
    const element = frame.current
    if (!element) return undefined
    const measure = () => setWidth(element.clientWidth)
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [challenge])

  const scale = challenge && width > 0 ? width / challenge.width : 1
  const piece = challenge ? challenge.pieceSize * scale : 0
  const max = Math.max(0, width - piece)
  const done = env.sliderVerified

  const verify = async (at: number) => {
    if (!challenge || checking) return
    setChecking(true)
    try {
      await runGatewayAction('verifySlider', { id: challenge.id, x: Math.round(at / scale) })
      setSliderVerified(true)
      setError(field.name, undefined)
    } catch (failure) {
      setError(field.name, failure instanceof GatewayError && failure.userMessage ? failure.userMessage : t('slider_failed'))
      setOwn((n) => n + 1)
    } finally {
      setChecking(false)
    }
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (done || checking) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startOffset: offset }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    setOffset(Math.min(max, Math.max(0, drag.current.startOffset + event.clientX - drag.current.startX)))
  }
  const onPointerUp = () => {
    if (!drag.current) return
    drag.current = null
    void verify(offset)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (done) return
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      const step = event.key === 'ArrowRight' ? KEY_STEP_PX : -KEY_STEP_PX
      setOffset((o) => Math.min(max, Math.max(0, o + step)))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      void verify(offset)
    }
  }

  return (
    <FieldFrame id={id} label={field.label} error={error}>
      <div className={`slider${done ? ' slider--done' : ''}`}>
        <div ref={frame} className="slider__frame" style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}>
          {!challenge && (
            <span className="slider__waiting" aria-hidden="true">
              {started ? t('slider_loading') : t('slider_waiting')}
            </span>
          )}
          {challenge && (
            <>
              <img className="slider__background" src={challenge.background} alt="" draggable={false} />
              <img
                className="slider__piece"
                src={challenge.piece}
                alt=""
                draggable={false}
                style={{ width: piece, height: piece, top: challenge.y * scale, transform: `translateX(${offset}px)` }}
              />
            </>
          )}
        </div>
        <div className="slider__track">
          <span className="slider__hint">{done ? t('slider_done') : t('slider_hint')}</span>
          <div
            id={id}
            ref={inputRef}
            className="slider__handle"
            role="slider"
            tabIndex={0}
            aria-label={field.label}
            aria-valuemin={0}
            aria-valuemax={Math.round(max)}
            aria-valuenow={Math.round(offset)}
            aria-describedby={error ? `${id}-error` : undefined}
            style={{ width: piece || undefined, transform: `translateX(${offset}px)` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            {done ? '✓' : '→'}
          </div>
        </div>
      </div>
    </FieldFrame>
  )
}
