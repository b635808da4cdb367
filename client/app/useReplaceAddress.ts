import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import type { ScreenResponse } from '../../schemas/screen.ts'
import type { ScreenKey } from '../api/useScreen.ts'

const SAME_SCREEN = { sameScreen: true } as const

/** True for the history entry that only corrected the address of the screen on show (no fade, no scroll). */
export function isSameScreen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sameScreen?: unknown }).sameScreen === true
}

/**
 * A path the site does not have shows home (seeds 000 §2), and the address becomes home's: the history entry is
 * replaced and the answer filed under the new address, so the page neither moves nor loads again.
 */
export function useReplaceAddress(screen: ScreenResponse | undefined, path: string, lang: string): void {
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  // Only an answer for this very path may move the address (not a cached maintenance screen, not a previous page).
  const target = screen?.path === path ? screen.replaceAddress : undefined
  useEffect(() => {
    if (target === undefined || screen === undefined || target === path) return
    const key: ScreenKey = [target, lang]
    void mutate(key, screen, { revalidate: false })
    void navigate(target, { replace: true, state: SAME_SCREEN })
  }, [target, screen, path, lang, mutate, navigate])
}
