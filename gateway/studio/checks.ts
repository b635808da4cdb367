import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ScreenLayout } from '../../schemas/layout.ts'
import { type BudgetFigure, checkLayouts, type LayoutChecks, type Measure } from '../layouts/checks.ts'
import type { LayoutFiles, LayoutSet } from '../layouts/validate.ts'
import { type AudienceScreen, resolveForAudiences } from './preview.ts'

/** The path a screen is checked at, and the status that shows it (gates are shown by status, whatever the route). */
export function screenProbe(screen: ScreenLayout, set: LayoutSet): { path: string; status: number } {
  const home = set.screens.find((s) => s.id === 'home')?.routes[0] ?? '/m/home'
  const status = screen.id === 'maintenance' ? 1 : screen.id === 'restricted' ? 2 : 0
  return { path: screen.routes[0] ?? home, status }
}

function figureOf(screen: string, r: AudienceScreen): BudgetFigure {
  const blocks = r.screen.blocks.length + r.screen.popups.reduce((n, p) => n + (p.blocks?.length ?? 0), 0)
  return { screen, audience: r.audience, bytes: r.bytes, blocks, calls: r.calls.length }
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url')

// A screen's figures depend on its own layout, the shell, the English texts and the platform's data: they are
// kept for a minute per layout, so that checking as the operator types measures only the screen that changed.
const KEEP_MS = 60_000
const KEEP_AT_MOST = 500

/**
 * Measures every screen of a set for the six audiences through the one resolve path. A screen that sends an
 * audience elsewhere (a redirect) is not counted for it: that answer is the other screen's, measured under its
 * own file, so that a breach always names the file that makes it.
 */
function budgetMeasure(app: FastifyInstance): Measure {
  const kept = new Map<string, { at: number; figures: BudgetFigure[] }>()
  return async (set) => {
    const common = hash(`${JSON.stringify(set.shell)}\n${JSON.stringify(set.texts.EN)}`)
    const now = Date.now()
    const perScreen = await Promise.all(
      set.screens.map(async (screen) => {
        const key = `${common}:${hash(JSON.stringify(screen))}`
        const hit = kept.get(key)
        if (hit && now - hit.at < KEEP_MS) return hit.figures
        const { path, status } = screenProbe(screen, set)
        const results = await resolveForAudiences(app, set, path, { language: 'EN', device: 'other', status })
        const figures = results.filter((r) => r.screen.screen === screen.id).map((r) => figureOf(screen.id, r))
        kept.delete(key)
        kept.set(key, { at: now, figures })
        if (kept.size > KEEP_AT_MOST) kept.delete(kept.keys().next().value as string)
        return figures
      }),
    )
    return perScreen.flat()
  }
}

/** The one set of checks (`checkLayouts`), with budgets measured through this gateway. */
export function layoutChecker(app: FastifyInstance): (files: LayoutFiles) => Promise<LayoutChecks> {
  const measure = budgetMeasure(app)
  return (files) => checkLayouts(files, { measure, limits: app.config.studio.budgets })
}

/** Which screen serves each route of the shell (an alias through its target); a route no screen claims shows home. */
function routeOwners(set: LayoutSet): Map<string, string> {
  const owners = new Map<string, string>()
  for (const route of set.shell.routes) {
    const target = Object.hasOwn(set.shell.aliases, route) ? (set.shell.aliases[route] ?? route) : route
    owners.set(route, set.screens.find((s) => s.routes.includes(target))?.id ?? 'home')
  }
  return owners
}

export type RouteChange = { route: string; before: string | null; after: string | null }

/** Routes whose screen changes between two sets ("/m/login now shows home"), and routes that come or go. */
export function routeChanges(before: LayoutSet, after: LayoutSet): RouteChange[] {
  const a = routeOwners(before)
  const b = routeOwners(after)
  const routes = [...new Set([...a.keys(), ...b.keys()])].sort()
  return routes.flatMap((route) => (a.get(route) === b.get(route) ? [] : [{ route, before: a.get(route) ?? null, after: b.get(route) ?? null }]))
}
