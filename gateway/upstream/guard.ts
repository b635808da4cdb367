import { CircuitState, CountBreaker, circuitBreaker, handleWhen, isBrokenCircuitError, type CircuitBreakerPolicy } from 'cockatiel'
import { timeLeft } from './deadline.ts'
import { UpstreamError } from './errors.ts'
import { RetryBudget } from './retryBudget.ts'

export type GuardOptions = {
  /** Share of failed calls among the last `breakerWindow` that opens an endpoint's breaker. */
  breakerFailureRatio: number
  breakerWindow: number
  /** Calls an endpoint must have had before its breaker may open. */
  breakerMinCalls: number
  /** How long an open breaker fails calls at once before it lets one probe through. */
  breakerHalfOpenAfterMs: number
  /** Retries an endpoint may add, as a share of its calls. */
  retryRatio: number
  onBreakerChange?: (endpoint: string, state: BreakerState) => void
}

export type BreakerState = 'closed' | 'open' | 'halfOpen'
/** Hears a failed attempt's error before it is thrown. */
export type Blame = (error: unknown) => void
export type GuardedEndpoint = { name: string; method: string; retry?: boolean | undefined }

const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])
const STATE_NAMES: Partial<Record<CircuitState, BreakerState>> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'halfOpen',
  [CircuitState.Isolated]: 'open',
}

/**
 * A failure that says the endpoint itself is in trouble. A call cut short by its request's deadline before
 * it had half its own timeout says nothing about the endpoint, and neither do verdicts (a wrong password,
 * an ended session) or answers of an unexpected shape, which come back fast.
 */
function blamesEndpoint(error: unknown, source: string, elapsedMs: number, timeoutMs: number): boolean {
  if (!(error instanceof UpstreamError) || error.source !== source) return false
  switch (error.kind) {
    case 'timeout':
      return elapsedMs >= timeoutMs / 2
    case 'unreachable':
    case 'malformed':
    case 'contentType':
    case 'tooLarge':
      return true
    case 'http':
      return (error.status ?? 500) >= 500
    case 'rejected':
      // `system.busy` and its kind: the platform's own failures, as opposed to its verdicts on a request.
      return (error.status ?? 0) >= 500
    default:
      return false
  }
}

/** Idempotent reads may be tried again when the connection failed or a proxy said the platform was away. */
function mayRetry(endpoint: GuardedEndpoint, error: unknown): boolean {
  if (endpoint.method !== 'GET' || endpoint.retry === false || !(error instanceof UpstreamError)) return false
  return error.kind === 'unreachable' || (error.kind === 'http' && RETRY_STATUSES.has(error.status ?? 0))
}

function circuitOpen(source: string): UpstreamError {
  return new UpstreamError('circuitOpen', source, 'This platform call keeps failing: not tried for now')
}

/** One circuit breaker and one retry budget per platform endpoint. */
export class CallGuard {
  private readonly options: GuardOptions
  private readonly breakers = new Map<string, CircuitBreakerPolicy>()
  private readonly budgets = new Map<string, RetryBudget>()
  private readonly blamed = new WeakSet<object>()

  constructor(options: GuardOptions) {
    this.options = options
  }

  /**
   * Runs `attempt` through the endpoint's breaker, once more when it may be retried and the budget allows. `attempt`
   * hands each of its failures to `blame` before it throws: the breaker counts those that say the endpoint is in trouble.
   */
  async run<T>(endpoint: GuardedEndpoint, timeoutMs: number, signal: AbortSignal, attempt: (blame: Blame) => Promise<T>): Promise<T> {
    const budget = this.budgetOf(endpoint.name)
    budget.recordCall()
    try {
      return await this.once(endpoint, timeoutMs, signal, attempt)
    } catch (thrown) {
      const error = isBrokenCircuitError(thrown) ? circuitOpen(endpoint.name) : thrown
      if (signal.aborted || !mayRetry(endpoint, error) || !budget.spend()) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20))
      return await this.once(endpoint, timeoutMs, signal, attempt).catch((again: unknown) => {
        throw isBrokenCircuitError(again) ? circuitOpen(endpoint.name) : again
      })
    }
  }

  /** Endpoints whose breaker is not closed. */
  states(): Record<string, BreakerState> {
    const out: Record<string, BreakerState> = {}
    for (const [name, breaker] of this.breakers) {
      const state = STATE_NAMES[breaker.state] ?? 'open'
      if (state !== 'closed') out[name] = state
    }
    return out
  }

  /**
   * One try through the breaker. Neither this nor what it gives the breaker is async: the promise is `attempt`'s,
   * handed on (`run` names a broken circuit). A step that only awaits another cost each of a home's seven calls a
   * promise and a microtask.
   */
  private once<T>(endpoint: GuardedEndpoint, timeoutMs: number, signal: AbortSignal, attempt: (blame: Blame) => Promise<T>): Promise<T> {
    if (signal.aborted) throw new UpstreamError('timeout', endpoint.name, 'No time left for this call')
    const breaker = this.breakerOf(endpoint.name)
    // One probe at a time while half-open; the others fail at once rather than queue behind it. A probe needs
    // the time to show the endpoint is back: a request near its deadline does not spend the probe.
    if (breaker.state === CircuitState.HalfOpen) throw circuitOpen(endpoint.name)
    if (breaker.state !== CircuitState.Closed && timeLeft() < timeoutMs / 2) throw circuitOpen(endpoint.name)
    return breaker.execute(() => {
      const started = performance.now()
      return attempt((error) => {
        if (blamesEndpoint(error, endpoint.name, performance.now() - started, timeoutMs)) this.blamed.add(error as object)
      })
    })
  }

  private breakerOf(name: string): CircuitBreakerPolicy {
    let breaker = this.breakers.get(name)
    if (breaker) return breaker
    const o = this.options
    breaker = circuitBreaker(
      handleWhen((error) => typeof error === 'object' && error !== null && this.blamed.has(error)),
      {
        halfOpenAfter: o.breakerHalfOpenAfterMs,
        breaker: new CountBreaker({
          threshold: o.breakerFailureRatio,
          size: o.breakerWindow,
          minimumNumberOfCalls: Math.min(o.breakerMinCalls, o.breakerWindow),
        }),
      },
    )
    breaker.onStateChange((state) => o.onBreakerChange?.(name, STATE_NAMES[state] ?? 'open'))
    this.breakers.set(name, breaker)
    return breaker
  }

  private budgetOf(name: string): RetryBudget {
    let budget = this.budgets.get(name)
    if (!budget) {
      budget = new RetryBudget(this.options.retryRatio)
      this.budgets.set(name, budget)
    }
    return budget
  }
}
