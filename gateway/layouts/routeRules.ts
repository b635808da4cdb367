import type { ScreenLayout, ShellLayout } from '../../schemas/layout.ts'

export type RouteProblem = { path: string; message: string }

/** Every place in shell.json that names a route to give it a rule, with its JSON path. */
function ruleEntries(shell: ShellLayout): { path: string; route: string }[] {
  const lists = {
    homeRoutes: shell.homeRoutes,
    'header.hiddenOn': shell.header.hiddenOn,
    'header.noBackOn': shell.header.noBackOn,
    'header.backToHomeFrom': shell.header.backToHomeFrom,
    'bottomMenu.hiddenOn': shell.bottomMenu.hiddenOn,
  }
  return [
    ...Object.entries(lists).flatMap(([at, routes]) => routes.map((route, i) => ({ path: `${at}[${i}]`, route }))),
    ...Object.keys(shell.header.titles).map((route) => ({ path: `header.titles[${JSON.stringify(route)}]`, route })),
  ]
}

function aliasedTo(shell: ShellLayout, route: string): string | undefined {
  return Object.hasOwn(shell.aliases, route) ? shell.aliases[route] : undefined
}

function notARoute(route: string, what?: string): string {
  return `${JSON.stringify(route)}${what ? ` ${what}` : ''} is not one of shell.json's routes`
}

function isAliasOf(route: string, target: string): string {
  return `${JSON.stringify(route)} is an alias of ${JSON.stringify(target)}, whose rules it follows: name ${JSON.stringify(target)} instead`
}

/**
 * Checks shell.json's aliases (seeds 000 §2: the shell's rules apply to a route and its aliases alike): an alias
 * and its target are routes, a target is no alias itself, and the rules name routes, never an alias, since an
 * alias's own entry would never apply.
 */
export function shellRouteProblems(shell: ShellLayout): RouteProblem[] {
  const routes = new Set(shell.routes)
  const problems: RouteProblem[] = []
  for (const [alias, target] of Object.entries(shell.aliases)) {
    const path = `aliases[${JSON.stringify(alias)}]`
    if (!routes.has(alias)) problems.push({ path, message: notARoute(alias, '(the alias)') })
    if (!routes.has(target)) problems.push({ path, message: notARoute(target, '(its target)') })
    else if (alias === target) problems.push({ path, message: 'an alias cannot point at itself' })
    else if (aliasedTo(shell, target) !== undefined) problems.push({ path, message: `${JSON.stringify(target)} is an alias itself: point at the route it stands for` })
  }
  for (const { path, route } of ruleEntries(shell)) {
    const target = aliasedTo(shell, route)
    if (target !== undefined) problems.push({ path, message: isAliasOf(route, target) })
    else if (!routes.has(route)) problems.push({ path, message: notARoute(route) })
  }
  return problems
}

/** A screen serves routes of shell.json, never an alias (the gateway resolves aliases before it picks a screen). */
export function screenRouteProblems(screen: ScreenLayout, shell: ShellLayout): RouteProblem[] {
  const routes = new Set(shell.routes)
  const problems: RouteProblem[] = screen.routes.flatMap((route, i): RouteProblem[] => {
    const target = aliasedTo(shell, route)
    if (target !== undefined) return [{ path: `routes[${i}]`, message: isAliasOf(route, target) }]
    return routes.has(route) ? [] : [{ path: `routes[${i}]`, message: notARoute(route) }]
  })
  if (screen.id === 'home' && screen.routes.length === 0) problems.push({ path: 'routes', message: 'the home screen needs a route: paths the site does not have show it' })
  return problems
}

type FileProblem = RouteProblem & { file: string }

/**
 * Route ownership: a route belongs to one screen (two claims would leave one screen unreachable, and which one
 * shows would depend on the files' order), and every route of shell.json has a screen, an alias through its
 * target (a route without one would quietly show home). `complete` is false while a screen file is broken: its
 * routes are unknown, so no route is said to have no screen.
 */
export function ownershipProblems(shell: ShellLayout, screens: readonly ScreenLayout[], complete: boolean): FileProblem[] {
  const claims = new Map<string, { file: string; index: number }[]>()
  for (const screen of screens) {
    screen.routes.forEach((route, index) => claims.set(route, [...(claims.get(route) ?? []), { file: `screens/${screen.id}.json`, index }]))
  }
  const problems: FileProblem[] = []
  for (const [route, owners] of claims) {
    if (owners.length < 2) continue
    for (const owner of owners) {
      const others = owners.filter((o) => o.file !== owner.file).map((o) => o.file)
      const message = `route ${JSON.stringify(route)} is also claimed by ${others.join(' and ')}: a route belongs to one screen`
      problems.push({ file: owner.file, path: `routes[${owner.index}]`, message })
    }
  }
  if (!complete) return problems
  shell.routes.forEach((route, i) => {
    const target = aliasedTo(shell, route) ?? route
    if (claims.has(target)) return
    const through = target === route ? '' : ` (an alias of ${JSON.stringify(target)})`
    problems.push({ file: 'shell.json', path: `routes[${i}]`, message: `${JSON.stringify(route)}${through} has no screen: no screen's routes claim it, so players would see home` })
  })
  return problems
}
