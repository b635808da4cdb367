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
  if (routesOf(shell).has(pathname)) return { route: pathname, known: true }
  const home = indexOf(screens).byId.get('home')?.routes[0]
  if (!home) throw new Error('home screen missing')
  return { route: home, known: false }
}

/** Gate first (status 1 maintenance, 2 restricted, whatever the route), then the screen whose routes hold the route, else home. */
export function pickScreen(screens: readonly ScreenLayout[], route: string, status: number): ScreenLayout {
  const { byId, byRoute } = indexOf(screens)
  const gate = status === 1 ? byId.get('maintenance') : status === 2 ? byId.get('restricted') : undefined
  if (gate) return gate
  const home = byId.get('home')
  if (!home) throw new Error('home screen missing')
  return byRoute.get(route) ?? home
}

/** A layout set's screens by id and by route (the first screen that lists a route has it), made once per set. */
type ScreenIndex = { byId: ReadonlyMap<string, ScreenLayout>; byRoute: ReadonlyMap<string, ScreenLayout> }
const screenIndexes = new WeakMap<readonly ScreenLayout[], ScreenIndex>()
const shellRoutes = new WeakMap<ShellLayout, ReadonlySet<string>>()

// Every screen asked for looked through the screens, and through the shell's routes, a few times: a layout set is
// replaced whole when an operator publishes, never changed in place, so its indexes are made once.
function indexOf(screens: readonly ScreenLayout[]): ScreenIndex {
  let index = screenIndexes.get(screens)
  if (!index) {
    const byId = new Map<string, ScreenLayout>()
    const byRoute = new Map<string, ScreenLayout>()
    for (const screen of screens) {
      if (!byId.has(screen.id)) byId.set(screen.id, screen)
      for (const route of screen.routes) if (!byRoute.has(route)) byRoute.set(route, screen)
    }
    index = { byId, byRoute }
    screenIndexes.set(screens, index)
  }
  return index
}

function routesOf(shell: ShellLayout): ReadonlySet<string> {
  let routes = shellRoutes.get(shell)
  if (!routes) shellRoutes.set(shell, (routes = new Set(shell.routes)))
  return routes
}
