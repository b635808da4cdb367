import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const COPIED_MS = 1500

/** Copies a value (an account number, a code, a link) and says so for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return undefined
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <button type="button" className="mcopy" aria-label={`${t('copy')} ${label}`} onClick={copy}>
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </button>
  )
}
