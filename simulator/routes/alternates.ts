import { PLATFORM_CATALOGUE, routesOf } from '../../schemas/upstream/catalogue/index.ts'
import type { Endpoint } from './endpoints.ts'

/**
 * Where public sources name one call by two routes (the catalogue's alternates: S9's `MCSFE_` and S10's `MCS2_`
 * contract relays, S17's bank paths and the seeds' relays, S31's affiliate-link relays, the v2 withdraw path), the
 * simulator answers every route the same way, as a platform that kept both names would. A merchant without one
 * is played with a `notAvailable` fault on it, or with every unevidenced route refused (`POST /__sim/refuse`).
 */
export function withAlternates(endpoints: readonly Endpoint[]): Endpoint[] {
  const served = (method: string, path: string) => endpoints.some((e) => e.path === path && (e.methods as readonly string[]).includes(method))
  const added: Endpoint[] = []
  for (const entry of Object.values(PLATFORM_CATALOGUE)) {
    const routes = routesOf(entry)
    const source = routes.flatMap((r) => endpoints.find((e) => e.path === r.path && (e.methods as readonly string[]).includes(r.method)) ?? [])[0]
    if (!source) continue
    for (const route of routes) {
      if (!served(route.method, route.path)) added.push({ ...source, methods: [route.method], path: route.path })
    }
  }
  return [...endpoints, ...added]
}
