import { useCallback, useEffect } from 'react'
import useSWR, { unstable_serialize, useSWRConfig, type SWRResponse } from 'swr'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { bootScreenFor, takeBootScreen } from './bootScreen.ts'
import { fetchScreen } from './fetchScreen.ts'
import type { GatewayError } from './gatewayError.ts'
import { keepUnchangedBlocks } from './keepUnchangedBlocks.ts'
import { readStatusScreen, rememberStatus } from './statusCache.ts'

/** SWR key of a screen: the client path with its query string, and the language. */
export type ScreenKey = readonly [path: string, lang: string]

function isScreenKey(key: unknown): key is ScreenKey {
  return Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && key[0].startsWith('/')
}

/**
 * The screen for a path: the server's own for the first screen of the page (hydration draws what it drew), else the
 * cached maintenance / restricted screen while it loads.
 */
export function useScreen(path: string, lang: string, blockTypes: readonly string[]): SWRResponse<ScreenResponse, GatewayError> {
  const { cache } = useSWRConfig()
  const fetcher = useCallback(
    async ([p, l]: ScreenKey) => {
      const screen = await fetchScreen(p, l, { blockTypes })
      rememberStatus(screen)
      const shown = cache.get(unstable_serialize([p, l]))?.data as ScreenResponse | undefined
      return keepUnchangedBlocks(shown, screen)
    },
    [blockTypes, cache],
  )
  // The server's screen is not loaded again when the page mounts: no load starts and ends, so hydration is not
  // followed by two redraws of the whole screen (~40 ms of a phone's main thread).
  const boot = bootScreenFor(path, lang)
  const swr = useSWR<ScreenResponse, GatewayError, ScreenKey>([path, lang], fetcher, {
    fallbackData: boot ?? readStatusScreen() ?? undefined,
    revalidateOnMount: boot === undefined ? undefined : false,
    // The error screen retries by itself, on a schedule it shows (app/useAutoRetry.ts).
    shouldRetryOnError: false,
  })
  const { mutate } = swr
  useEffect(() => {
    if (boot === undefined) return
    // On show, it becomes the key's data like any other: a later load (a refresh, a login) asks the gateway.
    takeBootScreen(path, lang)
    rememberStatus(boot)
    void mutate(boot, { revalidate: false })
  }, [boot, path, lang, mutate])
  return swr
}

/** Fetches the screens on show again, keeping what they show meanwhile (a lottery draw closed). */
export function useRefreshScreens(): () => Promise<unknown> {
  const { mutate } = useSWRConfig()
  return useCallback(() => mutate(isScreenKey), [mutate])
}

/** Drops every cached screen and refetches the ones on show (after login, logout, a language change). */
export function useRevalidateScreens(): () => Promise<unknown> {
  const { mutate } = useSWRConfig()
  return useCallback(() => mutate(isScreenKey, undefined, { revalidate: true }), [mutate])
}
