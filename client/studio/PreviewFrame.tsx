import { useEffect, useRef } from 'react'
import type { ScreenResponse } from '../../schemas/screen.ts'
import type { Language } from '../../schemas/text.ts'
import type { FrameEvent, FrameScreen } from './frameMessages.ts'

type Props = { label: string; screen: ScreenResponse; language: Language; texts: Record<string, string>; onAction: (text: string) => void }

/** A 390 px frame of the studio's own origin: the players' renderer in a real phone-wide viewport. */
export function PreviewFrame({ label, screen, language, texts, onAction }: Props) {
  const frame = useRef<HTMLIFrameElement>(null)
  const latest = useRef<FrameScreen>({ kind: 'screen', screen, language, texts })
  const report = useRef(onAction)
  useEffect(() => {
    report.current = onAction
    latest.current = { kind: 'screen', screen, language, texts }
    frame.current?.contentWindow?.postMessage(latest.current, window.location.origin)
  })
  useEffect(() => {
    const listen = (event: MessageEvent<FrameEvent>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      if (event.data.kind === 'ready') frame.current?.contentWindow?.postMessage(latest.current, window.location.origin)
      if (event.data.kind === 'action') report.current(event.data.text)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [])
  return <iframe ref={frame} className="studio-phone" title={`${label}: preview`} src="/studio/frame" width={390} height={700} />
}
