import { createContext, useContext, useSyncExternalStore } from 'react'

/** Shell state that actions change: the sidebar and the popup on show. */
export type ShellUi = { sidebarOpen: boolean; popupId: string | null }

/**
 * Held in a store, not given as a context value: a context that changes reaches every block below it, and a block
 * still waiting to hydrate (an island, renderer/islands.ts) that a change reaches is drawn anew instead of hydrated.
 * Only the sidebar and the popup layer read it, and only they are drawn again when it changes.
 */
export type ShellUiStore = { get: () => ShellUi; set: (ui: ShellUi) => void; subscribe: (listener: () => void) => () => void }

export function createShellUiStore(initial: ShellUi): ShellUiStore {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(ui) {
      if (ui === current) return
      current = ui
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const ShellUiContext = createContext<ShellUiStore>(createShellUiStore({ sidebarOpen: false, popupId: null }))

export function useShellUi(): ShellUi {
  const store = useContext(ShellUiContext)
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
