import type { ScreenLayout } from '../../schemas/layout.ts'

export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] || '/'
}

/** Gate first (status 1 maintenance, 2 restricted, whatever the path), then the screen whose routes hold the path, else home. */
export function pickScreen(screens: readonly ScreenLayout[], pathname: string, status: number): ScreenLayout {
  const byId = (id: string) => screens.find((s) => s.id === id)
  const gate = status === 1 ? byId('maintenance') : status === 2 ? byId('restricted') : undefined
  if (gate) return gate
  const home = byId('home')
  if (!home) throw new Error('home screen missing')
  return screens.find((s) => s.routes.includes(pathname)) ?? home
}
