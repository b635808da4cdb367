import { useSyncExternalStore } from 'react'

// Favourite changes made on this page, by node id, until the next screen answer shows them anyway.
let overrides = new Map<string, boolean>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setFavourite(nodeId: string, on: boolean): void {
  overrides = new Map(overrides).set(nodeId, on)
  for (const listener of listeners) listener()
}

const NO_CHANGES: ReadonlyMap<string, boolean> = new Map()

/** Forgets every change (a new session starts from the gateway's answer). */
export function clearFavourites(): void {
  if (overrides.size === 0) return
  overrides = new Map()
  for (const listener of listeners) listener()
}

/** Whether the star of this game is on: the last change made here, else what the gateway sent. */
export function useFavourite(nodeId: string, initial: boolean | undefined): boolean | undefined {
  // The server (and the hydrating page) draws what the gateway sent: no change is made there.
  return useSyncExternalStore(
    subscribe,
    () => overrides.get(nodeId) ?? initial,
    () => initial,
  )
}

/** `games` without those unstarred on this page (for favourites lists; `enabled` false keeps them all). */
export function useWithoutRemoved<T extends { id: string }>(games: readonly T[], enabled: boolean): readonly T[] {
  const changes = useSyncExternalStore(
    subscribe,
    () => overrides,
    () => NO_CHANGES,
  )
  return enabled ? games.filter((g) => changes.get(g.id) !== false) : games
}
