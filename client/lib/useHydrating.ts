import { useSyncExternalStore } from 'react'

const noChanges = () => () => undefined

/**
 * True while React draws on the server or hydrates what the server drew (state must then start from what the
 * server knows), false in a page drawn in the browser from the start and right after hydration.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  )
}
