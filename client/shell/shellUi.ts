import { createContext, useContext } from 'react'

/** Shell state that actions change: the sidebar and the popup on show. */
export type ShellUi = { sidebarOpen: boolean; popupId: string | null }

export const ShellUiContext = createContext<ShellUi>({ sidebarOpen: false, popupId: null })

export function useShellUi(): ShellUi {
  return useContext(ShellUiContext)
}
