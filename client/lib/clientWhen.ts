import { useCallback, useMemo } from 'react'
import type { ClientFacts, Condition, StoredClientFact } from '../../schemas/facts.ts'
import { evaluateClientCondition } from '../../schemas/facts.ts'
import { readStored, removeStored, writeStored } from './storage.ts'

const IN_APP_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\/|MicroMessenger/

/** iPhone, iPod or iPad (iPadOS 13+ reports itself as a Mac; its touch points give it away). */
export function isIos(ua = navigator.userAgent): boolean {
  return /iP(hone|ad|od)/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
}

/** Where each popup flag lives (seeds 001 §3: `SHELL_PU_A` / `SHELL_PU_B` store a show boolean). */
const POPUP_KEYS = { announcementPopupA: 'SHELL_PU_A', announcementPopupB: 'SHELL_PU_B' } as const

/** A popup flag: shown unless `{ "show": false }` is stored; a missing or unreadable value shows it. */
function readShow(key: string): boolean {
  const raw = readStored(key)
  if (raw === null) return true
  try {
    const parsed: unknown = JSON.parse(raw)
    return !(parsed !== null && typeof parsed === 'object' && 'show' in parsed && parsed.show === false)
  } catch {
    return true
  }
}

/** Stores a device fact the way the page reads it back. */
export function writeClientFact(fact: StoredClientFact, value: boolean): void {
  if (fact === 'hideDownloadBar') {
    if (value) writeStored('hideDownloadBar', '1')
    else removeStored('hideDownloadBar')
    return
  }
  writeStored(POPUP_KEYS[fact], JSON.stringify({ show: value }))
}

/** Facts only the browser knows (DESIGN §5), read fresh each time. */
export function readClientFacts(): ClientFacts {
  const ua = navigator.userAgent
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  const standalone = iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
  const isSafari = /Safari\//.test(ua) && !IN_APP_IOS_BROWSERS.test(ua)
  return {
    standalone,
    nativeApp: /NativeApp/.test(ua),
    iosNotSafari: isIos(ua) && !isSafari,
    hideDownloadBar: readStored('hideDownloadBar') === '1',
    announcementPopupA: readShow(POPUP_KEYS.announcementPopupA),
    announcementPopupB: readShow(POPUP_KEYS.announcementPopupB),
  }
}

export type ClientWhen = (cond: Condition | undefined) => boolean

/** A predicate for `clientWhen`, with the same evaluator the gateway folds with: no condition shows. */
export function useClientWhen(): ClientWhen {
  const facts = useMemo(() => readClientFacts(), [])
  return useCallback((cond) => cond === undefined || evaluateClientCondition(cond, facts), [facts])
}
