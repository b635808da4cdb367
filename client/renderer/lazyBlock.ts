import { createElement, type ComponentType, type FunctionComponent } from 'react'
import { report } from '../lib/report.ts'

/** A block component that loads its chunk on first use, and can be loaded ahead (before hydration, on the server). */
export type LazyBlock<P> = FunctionComponent<P> & {
  /** The module's key in Vite's manifest (its path under client/): the server preloads its chunk. */
  readonly module: string
  preload: () => Promise<void>
}

/**
 * Like React.lazy, except that a component loaded ahead renders at once: React.lazy suspends once even when its
 * chunk is already in, which would leave a server-rendered block dehydrated (and deaf to taps) for a tick.
 */
export function lazyBlock<P extends object>(module: string, load: () => Promise<{ default: ComponentType<P> }>): LazyBlock<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  const preload = () => {
    pending ??= load().then(
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
    // Suspends as React.lazy does (a thrown promise: the boundary shows its fallback, then retries on load).
    if (loaded === undefined) throw preload()
    return createElement(loaded, props)
  }
  return Object.assign(Block, { module, preload })
}
