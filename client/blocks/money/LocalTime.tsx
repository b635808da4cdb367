import { useBrowserValue } from '../../lib/useBrowserValue.ts'

const FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }

/** A time in the viewer's zone: the server draws UTC, the browser its own zone (no mismatch on first paint). */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const text = useBrowserValue(() => new Date(iso).toLocaleString([], FORMAT), `${iso.slice(0, 16).replace('T', ' ')} UTC`)
  return (
    <time className={className} dateTime={iso}>
      {text}
    </time>
  )
}
