// The evaluator lives in schemas/conditions.ts, whose module also builds Zod schemas: importing it
// statically would put Zod in the initial bundle. It is loaded with the screen validator instead, and
// anything gated by `clientWhen` stays hidden until it has arrived.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ClientFacts, Condition, evaluateClientCondition } from '../../schemas/conditions.ts'
import { readStored } from './storage.ts'

type Evaluator = typeof evaluateClientCondition

let evaluator: Evaluator | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

/** Loads the shared condition evaluator once; screens are not shown before it is here. */
export function loadClientConditions(): Promise<void> {
  loading ??= import('../../schemas/conditions.ts').then(
    (mod) => {
      evaluator = mod.evaluateClientCondition
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getEvaluator = () => evaluator

const IN_APP_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\/|MicroMessenger/

/** Facts only the browser knows (DESIGN §5), read fresh each time. */
export function readClientFacts(): ClientFacts {
  const ua = navigator.userAgent
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  const standalone = iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  const isIos = /iP(hone|ad|od)/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
  const isSafari = /Safari\//.test(ua) && !IN_APP_IOS_BROWSERS.test(ua)
  return {
    standalone,
    nativeApp: /NativeApp/.test(ua),
    iosNotSafari: isIos && !isSafari,
    hideDownloadBar: readStored('hideDownloadBar') === '1',
  }
}

export type ClientWhen = (cond: Condition | undefined) => boolean

/** A predicate for `clientWhen`: no condition shows; a condition shows once evaluated true. */
export function useClientWhen(): ClientWhen {
  const current = useSyncExternalStore(subscribe, getEvaluator, getEvaluator)
  const facts = useMemo(() => readClientFacts(), [])
  useEffect(() => {
    if (current === null) loadClientConditions().catch(() => undefined)
  }, [current])
  return useCallback(
    (cond) => {
      if (cond === undefined) return true
      if (current === null) return false
      try {
        return current(cond, facts)
      } catch {
        return false
      }
    },
    [current, facts],
  )
}
