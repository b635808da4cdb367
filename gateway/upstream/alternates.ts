import type { AnswerStore } from './answerStore.ts'
import { UpstreamError } from './errors.ts'

/** Another route public clients use for the same call (`schemas/upstream/catalogue`): its path, and verb or module where they differ. */
export type AlternateRoute = { path: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; moduleId?: string }

/** What the alternates need of an endpoint. */
type Routed = { name: string; path: string; alternates?: readonly AlternateRoute[] | undefined }

export type RouteEvent = { endpoint: string; from: string; to: string }

/** The platform's answers for a route it does not serve: no such module or path for this merchant (`#543`, S1, S4), not this verb (`#459`). */
const ROUTE_REFUSALS = new Set(['function.not.available', 'http_method_not_support'])

/**
 * The platform refused the route itself, not the request: no such module, path or verb for this merchant. Nothing
 * was done, so the next route may be tried, even for a write. A timeout, a reset or a verdict on the request is not
 * a refusal: a write whose outcome is unknown is never sent elsewhere.
 */
export function refusesRoute(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || (error.kind !== 'rejected' && error.kind !== 'http')) return false
  return ROUTE_REFUSALS.has(error.errorCode ?? '') || error.status === 404 || error.status === 405
}

function pathAt(endpoint: Routed, index: number): string {
  return index === 0 ? endpoint.path : (endpoint.alternates?.[index - 1]?.path ?? endpoint.path)
}

/**
 * Which route of each endpoint this merchant answers, learned from the platform: a refused route moves the endpoint
 * to the next one that answers, remembered here and in the shared store (so other instances and a restart start
 * there), told once per change. A route refused while every other one is refused too (maintenance, a module off)
 * teaches nothing, so the choice stays.
 */
export class RouteBook {
  private readonly chosen = new Map<string, number>()
  private readonly loaded = new Map<string, Promise<void>>()
  private readonly store: AnswerStore
  private readonly prefix: string
  private readonly onChange: (event: RouteEvent) => void
  private readonly onStoreError: (error: unknown) => void

  constructor(store: AnswerStore, merchant: string, onChange: (event: RouteEvent) => void, onStoreError: (error: unknown) => void) {
    this.store = store
    this.prefix = `route:${merchant}:`
    this.onChange = onChange
    this.onStoreError = onStoreError
  }

  /** The routes to try, by index (0 = the endpoint's own path): the one in use first, then the others in declared order. */
  async order(endpoint: Routed): Promise<number[]> {
    await this.load(endpoint)
    const count = 1 + (endpoint.alternates?.length ?? 0)
    const current = this.chosen.get(endpoint.name) ?? 0
    return [current, ...Array.from({ length: count }, (_, i) => i).filter((i) => i !== current)]
  }

  /** A route answered: if it is not the one in use, the ones before it were refused, and it is used from now on. */
  answered(endpoint: Routed, index: number): void {
    const current = this.chosen.get(endpoint.name) ?? 0
    if (index === current) return
    this.chosen.set(endpoint.name, index)
    const to = pathAt(endpoint, index)
    this.onChange({ endpoint: endpoint.name, from: pathAt(endpoint, current), to })
    this.store.set(this.prefix + endpoint.name, { raw: to, savedAt: Date.now() }).catch(this.onStoreError)
  }

  /** The route in use of each endpoint that has alternates (index 0: its own path). */
  inUse(endpoints: readonly Routed[]): Record<string, { index: number; path: string }> {
    const out: Record<string, { index: number; path: string }> = {}
    for (const endpoint of endpoints) {
      if (!endpoint.alternates?.length) continue
      const index = this.chosen.get(endpoint.name) ?? 0
      out[endpoint.name] = { index, path: pathAt(endpoint, index) }
    }
    return out
  }

  /** What another instance (or this one before a restart) learned, read once per endpoint. */
  private load(endpoint: Routed): Promise<void> {
    let loading = this.loaded.get(endpoint.name)
    if (!loading) {
      loading = this.store
        .get(this.prefix + endpoint.name)
        .then((kept) => {
          const index = [endpoint.path, ...(endpoint.alternates ?? []).map((a) => a.path)].indexOf(String(kept?.raw))
          if (index > 0 && !this.chosen.has(endpoint.name)) this.chosen.set(endpoint.name, index)
        })
        .catch(this.onStoreError)
      this.loaded.set(endpoint.name, loading)
    }
    return loading
  }
}
