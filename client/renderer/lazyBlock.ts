import { createElement, type ComponentType, type FunctionComponent } from 'react'
import { BUSY_RETRIES, busyDelay, whileBusy } from '../api/busy.ts'
import { report } from '../lib/report.ts'
import { islandWait, type HydrateWhen } from './islands.ts'

/** A block component that loads its chunk on first use, and can be loaded ahead (before hydration, on the server). */
export type LazyBlock<P> = FunctionComponent<P> & {
  /** The module's key in Vite's manifest (its path under client/): the server preloads its chunk. */
  readonly module: string
  /** When a block the server drew hydrates (islands.ts). */
  readonly hydrate: HydrateWhen
  preload: () => Promise<void>
}

/**
 * A chunk that did not load (a dropped connection, a busy server) is asked for again a few times, later each time and
 * spread, before its block says it cannot be shown. Browsers keep a failed module's error under its address, so a
 * second try asks for the same file under a query of its own.
 */
async function loadAgain<M>(load: () => Promise<M>): Promise<M> {
  for (let attempt = 0; ; attempt++) {
    try {
      return attempt === 0 ? await load() : await load().catch(async (error: unknown) => reimport<M>(error, attempt))
    } catch (error) {
      if (attempt >= BUSY_RETRIES) throw error
      await whileBusy(new Promise((resolve) => setTimeout(resolve, busyDelay(attempt, undefined))))
    }
  }
}

/** The module named in a failed dynamic import's error, imported again under a query that makes it a new request. */
function reimport<M>(error: unknown, attempt: number): Promise<M> {
  const url = /https?:\/\/\S+\.js/.exec(error instanceof Error ? error.message : '')?.[0]
  if (url === undefined) throw error
  return import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<M>
}

/**
 * Like React.lazy, except that a component loaded ahead renders at once: React.lazy suspends once even when its
 * chunk is already in, which would leave a server-rendered block dehydrated (and deaf to taps) for a tick.
 */
export function lazyBlock<P extends { id: string }>(
  module: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  hydrate: HydrateWhen = 'load',
): LazyBlock<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  const preload = () => {
    pending ??= loadAgain(load).then(
      (m) => {
        loaded = m.default
      },
      (error: unknown) => {
        // A chunk that failed to load (a network blip) may be asked for again.
        pending = undefined
        report({ kind: 'chunkFailed', module })
        throw error
      },
    )
    return pending
  }
  function Block(props: P) {
    // Suspends as React.lazy does (a thrown promise: the boundary shows its fallback, then retries on load). An
    // island the server drew keeps its drawing meanwhile, and its code is not even asked for until it is needed.
    if (loaded === undefined) {
      const wait = islandWait(props.id)
      throw wait === null ? preload() : wait.then(preload)
    }
    return createElement(loaded, props)
  }
  return Object.assign(Block, { module, hydrate, preload })
}
