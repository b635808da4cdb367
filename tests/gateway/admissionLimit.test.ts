// The adaptive in-flight limit on a made-up clock: what it admits, when it comes down, to where, and back.
import { describe, expect, it } from 'vitest'
import { AdmissionLimit } from '../../gateway/admission/limit.ts'

const WINDOW = 250
const settings = { maxInFlight: 200, minInFlight: 20, targetMs: 1000, windowMs: WINDOW }

/** `count` requests admitted at `now`; the tickets of those admitted. */
function admit(limit: AdmissionLimit, now: number, count: number): number[] {
  const tickets: number[] = []
  for (let i = 0; i < count; i++) {
    const ticket = limit.acquire(now)
    if (ticket !== null) tickets.push(ticket)
  }
  return tickets
}

const inFlight = new WeakMap<AdmissionLimit, { ticket: number; leaves: number }[]>()

/**
 * A steady load: every window, `rate` requests ask to start, and each admitted one leaves `latencyMs` later. Returns
 * how many were refused over the run.
 */
function steady(limit: AdmissionLimit, windows: number, rate: number, latencyMs: number, start = 0, eventLoopMs = 0): number {
  let refused = 0
  const pending = inFlight.get(limit) ?? []
  inFlight.set(limit, pending)
  for (let w = 1; w <= windows; w++) {
    const now = start + w * WINDOW
    for (const p of pending.filter((q) => q.leaves <= now)) limit.release(p.ticket, p.leaves)
    pending.splice(0, pending.length, ...pending.filter((q) => q.leaves > now))
    for (let i = 0; i < rate; i++) {
      const ticket = limit.acquire(now)
      if (ticket === null) refused++
      else pending.push({ ticket, leaves: now + latencyMs })
    }
    limit.tick(now, eventLoopMs)
  }
  return refused
}

/**
 * A server that answers `capacity` requests a window, first come first served, while `arrivals` ask to start each
 * window: what the gateway meets when the platform is its bottleneck. Returns the answers' times.
 */
const queued = new WeakMap<AdmissionLimit, { ticket: number; at: number }[]>()

function queue(limit: AdmissionLimit, windows: number, arrivals: number, capacity: number, start = 0): number[] {
  const waiting = queued.get(limit) ?? []
  queued.set(limit, waiting)
  const times: number[] = []
  for (let w = 1; w <= windows; w++) {
    const now = start + w * WINDOW
    for (const done of waiting.splice(0, capacity)) {
      limit.release(done.ticket, now)
      times.push(now - done.at)
    }
    for (let i = 0; i < arrivals; i++) {
      const ticket = limit.acquire(now)
      if (ticket !== null) waiting.push({ ticket, at: now })
    }
    limit.tick(now, 0)
  }
  return times
}

describe('the admission limit', () => {
  it('admits up to its ceiling at once and refuses past it, until a place is freed', () => {
    const limit = new AdmissionLimit(settings)
    const tickets = admit(limit, 0, 250)
    expect([tickets.length, limit.inFlight, limit.cause]).toEqual([200, 200, 'ceiling'])
    limit.release(tickets[0] as number, 10)
    expect(limit.acquire(10)).not.toBeNull()
    expect(limit.acquire(10)).toBeNull()
  })

  it('lets a page navigation take a quarter more places than the limit, and no more', () => {
    const limit = new AdmissionLimit(settings)
    admit(limit, 0, 200)
    expect(limit.acquire(0)).toBeNull()
    const pages = Array.from({ length: 60 }, () => limit.acquire(0, 1, true)).filter((t) => t !== null)
    expect(pages).toHaveLength(50)
  })

  it('never refuses a load under its floor, whatever the answers take and the event loop does', () => {
    const limit = new AdmissionLimit(settings)
    // 12 requests always in flight, each 3 s (a platform call hanging to the deadline), with the loop stalling 400 ms.
    expect(steady(limit, 80, 1, 3000, 0, 400)).toBe(0)
    expect(limit.limit).toBe(20)
    expect(limit.cause).not.toBe('ceiling')
  })

  it('comes down to what the throughput answers within the target when answers are late, then refuses the rest', () => {
    const limit = new AdmissionLimit(settings)
    // 180 in flight from the start: at 40 answers a window (160/s) each takes about 1.1 s, past the 1 s target.
    const refused = steady(limit, 40, 40, 1100)
    expect(limit.cause).toBe('latency')
    // 160 answers a second within 1 s: about 160 places, and never the ceiling.
    expect(limit.limit).toBeLessThanOrEqual(170)
    expect(limit.limit).toBeGreaterThanOrEqual(settings.minInFlight)
    expect(refused).toBeGreaterThan(0)
  })

  it('counts the oldest request still in flight before any answer comes back', () => {
    const limit = new AdmissionLimit(settings)
    admit(limit, 0, 150)
    const figures = limit.tick(1500, 0)
    expect([figures.cause, figures.oldestMs, figures.limit]).toEqual(['age', 1500, 20])
    // 150 are in flight and the floor is 20: the next one waits for places to be freed.
    expect(limit.acquire(1500)).toBeNull()
  })

  it('counts the event loop holding requests as pressure', () => {
    const limit = new AdmissionLimit(settings)
    steady(limit, 4, 50, 100)
    const figures = limit.tick(2000, 1200)
    expect([figures.cause, figures.pressureMs > 1000]).toEqual(['eventLoop', true])
    expect(figures.limit).toBeLessThan(200)
  })

  it('follows what the throughput answers within the target while pressed, and grows back to its ceiling once answers are quick', () => {
    const limit = new AdmissionLimit({ ...settings, maxInFlight: 400 })
    // 100 ask a window, 40 are answered (0.16 per ms): answers within 1 s leave room for about 160 in flight.
    const times = queue(limit, 80, 100, 40)
    expect(limit.limit).toBeGreaterThanOrEqual(120)
    expect(limit.limit).toBeLessThanOrEqual(200)
    // Once it has settled, no answer takes more than half as long again as the target; at first they waited behind
    // the ceiling's 400.
    expect(Math.max(...times.slice(0, 400))).toBeGreaterThan(1500)
    expect(Math.max(...times.slice(-400))).toBeLessThanOrEqual(1500)
    queue(limit, 200, 20, 40, 80 * WINDOW)
    expect([limit.limit, limit.cause]).toEqual([400, 'ceiling'])
  })

  it('takes the event loop wait off the time an answer has', () => {
    const limit = new AdmissionLimit(settings)
    steady(limit, 8, 40, 1100)
    const plain = limit.limit
    const waiting = new AdmissionLimit(settings)
    steady(waiting, 8, 40, 1100, 0, 500)
    expect(waiting.limit).toBeLessThan(plain)
  })

  it('holds an action to the same share of its own, longer deadline', () => {
    const limit = new AdmissionLimit(settings)
    // 30 actions of 2.4 s against an 8 s deadline: 0.9 s on the screen scale, within the target.
    const tickets = Array.from({ length: 30 }, () => limit.acquire(0, 3000 / 8000) as number)
    tickets.forEach((t) => limit.release(t, 2400))
    expect(limit.tick(2400, 0).latencyP90Ms).toBeCloseTo(900)
    expect(limit.cause).toBe('ceiling')
  })
})
