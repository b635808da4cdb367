import type { ScreenLayout, ShellLayout } from '../../schemas/layout.ts'

export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] || '/'
}

export type RouteOfPath = { route: string; known: boolean }

/**
 * The route a path is drawn as, resolved once per request (seeds 000 §2): the path itself when it is a route,
 * the route it is an alias of, or home's route for a path the site does not have (`known: false`).
 */
export function routeOf(shell: ShellLayout, screens: readonly ScreenLayout[], pathname: string): RouteOfPath {
  if (Object.hasOwn(shell.aliases, pathname)) return { route: shell.aliases[pathname] as string, known: true }
  if (shell.routes.includes(pathname)) return { route: pathname, known: true }
  const home = screens.find((s) => s.id === 'home')?.routes[0]
  if (!home) throw new Error('home screen missing')
  return { route: home, known: false }
}

/** Gate first (status 1 maintenance, 2 restricted, whatever the route), then the screen whose routes hold the route, else home. */
export function pickScreen(screens: readonly ScreenLayout[], route: string, status: number): ScreenLayout {
  const byId = (id: string) => screens.find((s) => s.id === id)
  const gate = status === 1 ? byId('maintenance') : status === 2 ? byId('restricted') : undefined
  if (gate) return gate
  const home = byId('home')
  if (!home) throw new Error('home screen missing')
  return screens.find((s) => s.routes.includes(route)) ?? home
}
