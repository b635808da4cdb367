import type { ResolvedMenuItem } from '../../schemas/menu.ts'
import { useClientWhen } from '../lib/clientWhen.ts'

/** Menu items minus those whose `clientWhen` is false on this device. */
export function useVisibleItems(items: readonly ResolvedMenuItem[]): ResolvedMenuItem[] {
  const shows = useClientWhen()
  return items.filter((item) => shows(item.clientWhen))
}

/** The path part of an internal target, for marking the current menu entry. */
export function targetPath(item: ResolvedMenuItem): string | null {
  if (item.action.type !== 'navigate') return null
  return item.action.to.split(/[?#]/)[0] ?? null
}
