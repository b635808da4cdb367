import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchCaptcha } from '../../api/identity.ts'
import { FieldFrame } from '../../forms/FieldFrame.tsx'
import { CodeInput } from './TextField.tsx'
import type { FieldProps } from './types.ts'

/** The image captcha: fetched when shown and whenever the form asks for a new one; a tap fetches another. */
export function CaptchaField({ field, id, value, error, onChange, onBlur, inputRef, env }: FieldProps) {
  const { t } = useTranslation()
  const [image, setImage] = useState<string | null>(null)
  const [own, setOwn] = useState(0)

  useEffect(() => {
    let live = true
    fetchCaptcha().then(
      (captcha) => live && setImage(captcha.image),
      () => live && setImage(null),
    )
    return () => {
      live = false
    }
  }, [env.captchaKey, own])

  return (
    <FieldFrame id={id} label={field.label} error={error}>
      <div className="field__row">
        <CodeInput field={field} id={id} value={value} error={error} onChange={onChange} onBlur={onBlur} inputRef={inputRef} />
        <button type="button" className="field__captcha" aria-label={t('captcha_refresh')} onClick={() => setOwn((n) => n + 1)}>
          {image ? <img src={image} alt={t('captcha')} width={112} height={37} /> : <span className="field__captcha-empty">{t('captcha_refresh')}</span>}
        </button>
      </div>
    </FieldFrame>
  )
}
