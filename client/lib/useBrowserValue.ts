import { useSyncExternalStore } from 'react'

const noChanges = () => () => undefined

/**
 * A value only the browser knows (the address, the local time, what the browser can do), read without an effect:
 * the server draws `serverValue`, the browser its own value once it hydrates. `read` must return a primitive.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue)
}
