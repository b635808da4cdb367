import { useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { GatewayError } from '../../api/gatewayError.ts'
import type { SliderChallenge } from '../../api/identity.ts'
import { runGatewayAction } from '../../api/runGatewayAction.ts'
import { FieldFrame, fieldAria } from '../../forms/FieldFrame.tsx'
import { useSubmitOnce } from '../../forms/useSubmitOnce.ts'
import type { FieldProps } from './types.ts'
import { useFrameWidth, useSliderChallenge, useSliderDrag } from './useSlider.ts'

type Picture = { challenge: SliderChallenge | null; started: boolean; scale: number; piece: number; offset: number; frame: RefObject<HTMLDivElement | null> }

/** The challenge: the background with its gap and the piece where the player has moved it. */
function SliderPicture({ challenge, started, scale, piece, offset, frame }: Picture) {
  const { t } = useTranslation()
  return (
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
  )
}

/** Checks the piece's position with the gateway (which keeps the ticket); a miss says so and fetches a new challenge. */
function useVerify({ field, env }: Pick<FieldProps, 'field' | 'env'>, challenge: SliderChallenge | null, scale: number, again: () => void) {
  const { t } = useTranslation()
  const { busy, once } = useSubmitOnce()
  const verify = (at: number) => {
    if (!challenge) return
    void once(async () => {
      try {
        await runGatewayAction('verifySlider', { id: challenge.id, x: Math.round(at / scale) })
        env.setSliderVerified(true)
        env.setError(field.name, undefined)
      } catch (failure) {
        env.setError(field.name, failure instanceof GatewayError && failure.userMessage ? failure.userMessage : t('slider_failed'))
        again()
      }
    })
  }
  return { checking: busy, verify }
}

/**
 * The slider captcha: the player drags the piece into the gap; on release the gateway checks the position
 * with the platform and keeps the ticket. A miss fetches a new challenge.
 */
export function SliderField({ field, id, error, inputRef, env }: FieldProps) {
  const { t } = useTranslation()
  const frame = useRef<HTMLDivElement>(null)
  const { challenge, again } = useSliderChallenge(env.started, env.sliderKey)
  const width = useFrameWidth(frame, challenge)
  const scale = challenge && width > 0 ? width / challenge.width : 1
  const piece = challenge ? challenge.pieceSize * scale : 0
  const max = Math.max(0, width - piece)
  const done = env.sliderVerified
  const { checking, verify } = useVerify({ field, env }, challenge, scale, again)
  const drag = useSliderDrag({ challenge, max, done, checking, verify })
  return (
    <FieldFrame id={id} label={field.label} error={error}>
      <div className={`slider${done ? ' slider--done' : ''}`}>
        <SliderPicture challenge={challenge} started={env.started} scale={scale} piece={piece} offset={drag.offset} frame={frame} />
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
            aria-valuenow={Math.round(drag.offset)}
            aria-describedby={fieldAria(id, { error })['aria-describedby']}
            style={{ width: piece || undefined, transform: `translateX(${drag.offset}px)` }}
            {...drag.handlers}
          >
            {done ? '✓' : '→'}
          </div>
        </div>
      </div>
    </FieldFrame>
  )
}
