// An adaptive limit on the requests the gateway works on at once (README: Admission control). What it watches, each
// window: how late the answers of the window were (their 90th percentile), how old the oldest request still in flight
// is, and how long the event loop kept arriving requests waiting. Their sum is the window's pressure. Once it passes
// the target, and for a while after, the limit is what the gateway can answer within the target at the rate answers
// are leaving (Little's law: places = answers per ms × (target − event-loop wait)), recomputed every window; then it
// grows back to its ceiling by a twentieth a window. It never goes below its floor: a gateway with fewer requests
// than that in flight never refuses, whatever a stall or a slow platform does to their time.
// In the spirit of Netflix's concurrency-limits (its gradient and Vegas limits) and Envoy's adaptive concurrency,
// without their probing for a minimum latency, which refuses healthy traffic by design.

export type LimitSettings = {
  /** The ceiling, and where the limit starts. */
  maxInFlight: number
  /** The floor: fewer requests in flight than this are always admitted. */
  minInFlight: number
  /** The pressure (ms) answers may reach before the limit comes down. */
  targetMs: number
  /** How often the limit is reconsidered. */
  windowMs: number
}

/** What set the limit where it is: its ceiling, or the signal that brought it down last. */
export type LimitCause = 'ceiling' | 'latency' | 'age' | 'eventLoop'

export type WindowFigures = {
  pressureMs: number
  latencyP90Ms: number
  oldestMs: number
  eventLoopMs: number
  throughput: number
  limit: number
  cause: LimitCause
}

const SAMPLES = 2048
const GROWTH = 0.05
// Under pressure the limit follows the throughput, but climbs no faster than this a window (a burst of answers
// leaving together is not capacity).
const MAX_STEP_UP = 1.1
// How long the limit keeps following the throughput after the pressure was last past the target.
const MEMORY_MS = 2000
const EWMA = 0.3
const PRIORITY_HEADROOM = 0.25

type Ticket = { at: number; scale: number }

export class AdmissionLimit {
  readonly settings: LimitSettings
  #limit: number
  #cause: LimitCause = 'ceiling'
  #next = 0
  readonly #inFlight = new Map<number, Ticket>()
  #samples: number[] = []
  #seen = 0
  /** Answers leaving per ms, smoothed over windows. */
  #throughput = 0
  #lastTick: number | undefined
  #pressuredUntil = 0

  constructor(settings: LimitSettings) {
    this.settings = settings
    this.#limit = settings.maxInFlight
  }

  get limit(): number {
    return Math.floor(this.#limit)
  }

  get cause(): LimitCause {
    return this.#cause
  }

  get inFlight(): number {
    return this.#inFlight.size
  }

  /**
   * A ticket for a request that may start now, or null when it must be refused. `scale` brings its time to the
   * screen's deadline (an action's deadline is longer: its time counts for less). A request with `priority` may take
   * a quarter more places than the limit: a page a player opens is whole in itself (its first screen is drawn in it),
   * while what an open page asks for is asked again by the page.
   */
  acquire(now: number, scale = 1, priority = false): number | null {
    const limit = Math.max(this.settings.minInFlight, Math.floor(this.#limit))
    if (this.#inFlight.size >= (priority ? limit + Math.floor(limit * PRIORITY_HEADROOM) : limit)) return null
    const id = this.#next++
    this.#inFlight.set(id, { at: now, scale })
    return id
  }

  release(id: number, now: number): void {
    const ticket = this.#inFlight.get(id)
    if (!ticket) return
    this.#inFlight.delete(id)
    this.#sample((now - ticket.at) * ticket.scale)
  }

  /** Ends a window: `eventLoopMs` is how long the event loop held arriving requests at worst meanwhile. */
  tick(now: number, eventLoopMs: number): WindowFigures {
    const { windowMs, targetMs, minInFlight, maxInFlight } = this.settings
    // A busy event loop runs the timer late: the window is as long as it really was.
    const elapsed = Math.max(1, now - (this.#lastTick ?? now - windowMs))
    this.#lastTick = now
    const rate = this.#seen / elapsed
    this.#throughput = this.#throughput === 0 ? rate : this.#throughput + EWMA * (rate - this.#throughput)
    const latencyP90Ms = percentile(this.#samples, 0.9)
    const oldest = this.#inFlight.values().next().value
    const oldestMs = oldest ? (now - oldest.at) * oldest.scale : 0
    const pressureMs = Math.max(latencyP90Ms, oldestMs) + eventLoopMs
    if (pressureMs > targetMs) {
      this.#pressuredUntil = now + MEMORY_MS
      this.#cause = eventLoopMs > Math.max(latencyP90Ms, oldestMs) ? 'eventLoop' : oldestMs > latencyP90Ms ? 'age' : 'latency'
    }
    if (now < this.#pressuredUntil) {
      // The places that answer within the target at the rate answers leave now, the event loop's wait taken off.
      const fit = this.#throughput * Math.max(0, targetMs - eventLoopMs)
      this.#limit = clamp(Math.min(fit, this.#limit * MAX_STEP_UP), minInFlight, maxInFlight)
    } else if (this.#limit < maxInFlight) {
      this.#limit = Math.min(maxInFlight, this.#limit + Math.max(1, this.#limit * GROWTH))
      if (this.#limit >= maxInFlight) this.#cause = 'ceiling'
    }
    this.#samples = []
    this.#seen = 0
    return { pressureMs, latencyP90Ms, oldestMs, eventLoopMs, throughput: Math.round(this.#throughput * 1000), limit: this.limit, cause: this.#cause }
  }

  #sample(ms: number): void {
    this.#seen++
    // A uniform sample of the window's answers (reservoir): bounded memory at any rate.
    if (this.#samples.length < SAMPLES) this.#samples.push(ms)
    else {
      const slot = Math.floor(Math.random() * this.#seen)
      if (slot < SAMPLES) this.#samples[slot] = ms
    }
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = values.sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0
}
