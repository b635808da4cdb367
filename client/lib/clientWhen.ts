import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import type { ClientFacts, Condition, StoredClientFact } from '../../schemas/facts.ts'
import { evaluateClientCondition } from '../../schemas/facts.ts'
import { readStored, removeStored, writeStored } from './storage.ts'

const IN_APP_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\/|MicroMessenger/
/** The app needs iOS 12.4 (seeds 000 §2); iOS before 11.3 cannot run an installed web app (no manifest support). */
const APP_MIN_IOS: IosVersion = [12, 4]
const WEB_APP_MIN_IOS: IosVersion = [11, 3]

type IosVersion = readonly [major: number, minor: number]

/** iPhone, iPod or iPad (iPadOS 13+ reports itself as a Mac; its touch points give it away). */
export function isIos(ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  return /iP(hone|ad|od)/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)
}

/** Where each popup flag lives (seeds 001 §3: `SHELL_PU_A` / `SHELL_PU_B` store a show boolean). */
const POPUP_KEYS = { announcementPopupA: 'SHELL_PU_A', announcementPopupB: 'SHELL_PU_B' } as const

/** A popup flag: shown unless `{ "show": false }` is stored; a missing or unreadable value shows it. */
function readShow(raw: string | null): boolean {
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

/** The iOS version from the User-Agent (`OS 12_3_1 like Mac OS X`, or Safari's `Version/13.1` on an iPad as a Mac). */
function iosVersion(ua: string): IosVersion | null {
  const match = /\bOS (\d+)_(\d+)/.exec(ua) ?? /\bVersion\/(\d+)\.(\d+)/.exec(ua)
  return match ? [Number(match[1]), Number(match[2])] : null
}

function below(version: IosVersion | null, min: IosVersion): boolean {
  if (version === null) return false
  return version[0] < min[0] || (version[0] === min[0] && version[1] < min[1])
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

type Stored = (key: string) => string | null

function factsFrom(ua: string, touchPoints: number, standalone: boolean, stored: Stored): ClientFacts {
  const ios = isIos(ua, touchPoints)
  const version = ios ? iosVersion(ua) : null
  const isSafari = /Safari\//.test(ua) && !IN_APP_IOS_BROWSERS.test(ua)
  const show = (key: string) => readShow(stored(key))
  return {
    standalone,
    nativeApp: /NativeApp/.test(ua),
    iosNotSafari: ios && !isSafari,
    hideDownloadBar: stored('hideDownloadBar') === '1',
    ios,
    iosOld: ios && below(version, APP_MIN_IOS),
    iosNoWebApp: ios && below(version, WEB_APP_MIN_IOS),
    webClip: stored('WEBCLIP') === '1',
    announcementPopupA: show(POPUP_KEYS.announcementPopupA),
    announcementPopupB: show(POPUP_KEYS.announcementPopupB),
  }
}

/**
 * Facts only the browser knows (DESIGN §5), read fresh each time. `webClip`: the iOS profile's home-screen icon
 * opened the site (its URL carries `WEBCLIP=1`, remembered under the local key WEBCLIP).
 */
export function readClientFacts(): ClientFacts {
  return factsFrom(navigator.userAgent, navigator.maxTouchPoints, isStandalone(), readStored)
}

/**
 * What the server can tell from the User-Agent alone: a browser tab with nothing stored. The server draws the first
 * screen with these facts and the page hydrates with them, then turns to its own (most phones: the same).
 */
export function serverClientFacts(userAgent: string): ClientFacts {
  return factsFrom(userAgent, 0, false, () => null)
}

/** The facts the server drew with; absent when the page was not drawn by the server. */
export const ServerFactsContext = createContext<ClientFacts | undefined>(undefined)

const noChanges = () => () => undefined
let lastFacts: { key: string; facts: ClientFacts } | undefined

// useSyncExternalStore wants the same object while nothing changed; the server's facts, when the browser's are the
// same, are that same object too: otherwise hydration ends with a synchronous redraw of every screen that asks
// (the whole screen: ~50 ms of main thread on a phone, measured on home), for no change at all.
function canonical(facts: ClientFacts): ClientFacts {
  const key = JSON.stringify(facts)
  if (lastFacts?.key !== key) lastFacts = { key, facts }
  return lastFacts.facts
}

function factsSnapshot(): ClientFacts {
  return canonical(readClientFacts())
}

/** The server's facts as the page hydrates: the browser's own object when they say the same. */
function serverSnapshot(serverFacts: ClientFacts): ClientFacts {
  if (typeof window === 'undefined') return serverFacts
  const browser = factsSnapshot()
  return lastFacts?.key === JSON.stringify(serverFacts) ? browser : serverFacts
}

/**
 * Remembers what the page learns once (seeds 000 §4): a page running as an installed web app never shows the
 * download bar again, and a page opened from the iOS profile's icon is a web clip from then on.
 */
export function rememberInstallFacts(search = window.location.search): void {
  if (new URLSearchParams(search).get('WEBCLIP') === '1') writeStored('WEBCLIP', '1')
  if (isStandalone()) writeStored('hideDownloadBar', '1')
}

export type ClientWhen = (cond: Condition | undefined) => boolean

/** A predicate for `clientWhen`, with the same evaluator the gateway folds with: no condition shows. */
export function useClientWhen(): ClientWhen {
  const serverFacts = useContext(ServerFactsContext)
  const facts = useSyncExternalStore(noChanges, factsSnapshot, () => (serverFacts ? serverSnapshot(serverFacts) : factsSnapshot()))
  return useCallback((cond) => cond === undefined || evaluateClientCondition(cond, facts), [facts])
}
