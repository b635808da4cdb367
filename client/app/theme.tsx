import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { THEME_COOKIE, type Theme } from '../../schemas/ssr.ts'
import { mirrorChoice } from '../lib/choiceCookie.ts'
import { readStored, writeStored } from '../lib/storage.ts'

export type { Theme }
const STORAGE_KEY = 'theme'
const THEME_COLOR: Record<Theme, string> = { dark: '#0b1220', light: '#f5f7fb' }

/** The stored theme; a missing or invalid value becomes dark (seeds §2). */
export function readStoredTheme(): Theme {
  return readStored(STORAGE_KEY) === 'light' ? 'light' : 'dark'
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme])
}

type ThemeContextValue = { theme: Theme; setTheme: (choice: Theme | 'toggle') => void }

const ThemeContext = createContext<ThemeContextValue>({ theme: 'dark', setTheme: () => undefined })

/** `initial`: the theme the server drew with (no storage there); otherwise the stored one. */
export function ThemeProvider({ initial, children }: { initial?: Theme | undefined; children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => {
    if (initial !== undefined) return initial
    const stored = readStoredTheme()
    applyTheme(stored)
    return stored
  })
  const setTheme = useCallback((choice: Theme | 'toggle') => {
    setThemeState((prev) => {
      const next = choice === 'toggle' ? (prev === 'dark' ? 'light' : 'dark') : choice
      writeStored(STORAGE_KEY, next)
      mirrorChoice(THEME_COOKIE, next)
      applyTheme(next)
      return next
    })
  }, [])
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext)
}
