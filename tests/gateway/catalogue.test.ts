import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Endpoint } from '../../gateway/upstream/endpoints.ts'
import { endpoints } from '../../gateway/upstream/endpoints.ts'
import { OTHER_ROUTES, PLATFORM_CATALOGUE, routesOf, type Route } from '../../schemas/upstream/catalogue/index.ts'
import { withCatalogueTable } from '../../scripts/catalogueTable.ts'
import { SIMULATED_ENDPOINTS } from '../../simulator/app.ts'
import { ROOT } from '../helpers/buildTestApp.ts'

/** The gateway's endpoint table and the simulator's routes, checked against the platform catalogue (its evidence as data). */
const declared = Object.entries(endpoints) as [string, Endpoint][]
const routeKey = (r: { method: string; path: string; moduleId: string }) => `${r.method} ${r.path} ${r.moduleId}`

function gatewayRoutes(e: Endpoint): string[] {
  return [e, ...(e.alternates ?? []).map((a) => ({ method: a.method ?? e.method, path: a.path, moduleId: a.moduleId ?? e.moduleId }))].map(routeKey)
}

/** The simulator serves this route: its table has the path with the verb (or a path template, served by its own router). */
function simulated(route: Route): boolean {
  if (route.path.includes('{')) return true
  return SIMULATED_ENDPOINTS.some((e) => e.path === route.path && (e.methods as readonly string[]).includes(route.method))
}

describe('the platform catalogue', () => {
  it('has every call the gateway declares, with the same verb, path, module and alternates in order', () => {
    const differ = declared.filter(([name, e]) => {
      const entry = PLATFORM_CATALOGUE[name]
      return !entry || JSON.stringify(routesOf(entry).map(routeKey)) !== JSON.stringify(gatewayRoutes(e))
    })
    expect(differ.map(([name, e]) => `${name}: ${gatewayRoutes(e).join(' | ')}`)).toEqual([])
  })

  it('has no call the gateway does not make', () => {
    expect(Object.keys(PLATFORM_CATALOGUE).filter((name) => !(name in endpoints))).toEqual([])
  })

  it('marks as writes the calls the gateway never retries, and as reads only calls that change nothing', () => {
    const wrong = declared.filter(([name, e]) => {
      const effect = PLATFORM_CATALOGUE[name]?.effect
      const neverRetried = e.retry === false || e.method !== 'GET'
      return (effect === 'read' && e.retry === false) || (effect === 'write' && !neverRetried)
    })
    expect(wrong.map(([name]) => name)).toEqual([])
  })

  it('gives each route its evidence: public sources by id, or the reason it rests on the seeds or the simulator', () => {
    for (const entry of Object.values(PLATFORM_CATALOGUE)) {
      for (const route of routesOf(entry)) {
        if (route.evidence.kind === 'sources') expect(route.evidence.ids.every((id) => /^S\d+$/.test(id)) && route.evidence.ids.length > 0).toBe(true)
        else expect(route.evidence.reason.length).toBeGreaterThan(10)
      }
    }
  })

  it('is served by the simulator, every route with its verb', () => {
    const missing = Object.entries(PLATFORM_CATALOGUE).flatMap(([name, entry]) =>
      routesOf(entry).flatMap((r) => (simulated(r) ? [] : [`${name}: ${r.method} ${r.path}`])),
    )
    expect(missing).toEqual([])
  })

  it('names every platform route the simulator serves (the calls, and the other routes it lists)', () => {
    const calls = Object.values(PLATFORM_CATALOGUE).flatMap((entry) => routesOf(entry))
    const known = new Set([...calls, ...OTHER_ROUTES].map((r) => `${r.method} ${r.path}`))
    const extra = SIMULATED_ENDPOINTS.flatMap((e) => e.methods.map((m) => `${m} ${e.path}`)).filter((k) => !known.has(k))
    expect(extra).toEqual([])
  })

  it('is the table of gateway/upstream/README.md (npm run catalogue:table rewrites it)', () => {
    const readme = readFileSync(join(ROOT, 'gateway/upstream/README.md'), 'utf8')
    expect(withCatalogueTable(readme) === readme, 'the catalogue table is out of date: run npm run catalogue:table').toBe(true)
  })
})
