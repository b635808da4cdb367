/**
 * The platform catalogue: every call the gateway makes, with its method, path, module, alternates and the evidence
 * it rests on (the S-numbered public sources of `research/upstream-protocol.md` and `gateway/upstream/README.md`).
 * The gateway's endpoint table and the simulator's routes are checked against it (`tests/schemas/catalogue.test.ts`),
 * the README's table is generated from it (`npm run catalogue:table`), and `npm run platform:check` asks a platform
 * every read call in it. Calls are keyed by the gateway's endpoint name.
 */
import { agentCatalogue } from './agent.ts'
import type { CatalogueCall, Route } from './build.ts'
import { coreCatalogue } from './core.ts'
import { moneyCatalogue } from './money.ts'

export type { CatalogueCall, Evidence, Route } from './build.ts'
export { OTHER_ROUTES } from './others.ts'

export const PLATFORM_CATALOGUE: Readonly<Record<string, CatalogueCall>> = { ...coreCatalogue, ...moneyCatalogue, ...agentCatalogue }

/** Every route of a call: its own, then its alternates in order. */
export function routesOf(entry: CatalogueCall): readonly Route[] {
  return [entry, ...(entry.alternates ?? [])]
}

/** Whether a public source shows the route (seeds-only and simulator-own routes are not). */
export function evidenced(route: Route): boolean {
  return route.evidence.kind === 'sources'
}
