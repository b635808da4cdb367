import { useCallback, useMemo } from 'react'
import type { ClientFacts, Condition } from '../../schemas/facts.ts'
import { evaluateClientCondition } from '../../schemas/facts.ts'
import { readStored } from './storage.ts'

const IN_APP_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\/|MicroMessenger/

/** iPhone, iPod or iPad (iPadOS 13+ reports itself as a Mac; its touch points give it away). */
export function isIos(ua = navigator.userAgent): boolean {
  return /iP(hone|ad|od)/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
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
  }
}

export type ClientWhen = (cond: Condition | undefined) => boolean

/** A predicate for `clientWhen`, with the same evaluator the gateway folds with: no condition shows. */
export function useClientWhen(): ClientWhen {
  const facts = useMemo(() => readClientFacts(), [])
  return useCallback((cond) => cond === undefined || evaluateClientCondition(cond, facts), [facts])
}
