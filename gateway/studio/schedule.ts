import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { GwErrors } from '../errors.ts'
import type { Schedule, ScheduleMeta } from '../layouts/studioStore.ts'
import type { LayoutFiles } from '../layouts/validate.ts'
import type { Drafts } from './drafts.ts'
import { mergeFile } from './merge.ts'
import type { Studio } from './studio.ts'

// Every instance looks for due steps this often; one claims each step (a claim lasts long enough for a publish).
const TICK_MS = 250
const CLAIM_MS = 60_000
const EARLIEST_MS = 5_000

export type ScheduleRequest = { message: string; revs: Record<string, string>; at: string; until?: string | undefined; then?: number | undefined }

/** Lays `changes` (made against `base`) onto `live`, file by file; undefined where both changed the same lines. */
function laidOnto(base: LayoutFiles, changes: LayoutFiles, live: LayoutFiles): LayoutFiles | undefined {
  const out = { ...live }
  for (const [file, text] of Object.entries(changes)) {
    const merged = mergeFile(base[file] ?? null, text, live[file] ?? null, 'live')
    if (merged.kind === 'conflict') return undefined
    if (merged.kind === 'merged') out[file] = merged.text
  }
  return out
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Scheduled changes (DESIGN §12): a draft that goes live at a time and may end at another. Each step runs once
 * across instances (claimed in the shared store, or by the one process), survives restarts (the schedule is stored),
 * and goes through the same checks, budgets, compare-and-set and history as a publish: the change is laid onto what
 * is live at its time, and its end takes back what it changed, so that publishes made meanwhile stay.
 */
export class Scheduler {
  private readonly studio: Studio
  private readonly drafts: Drafts
  private readonly log: FastifyBaseLogger
  private timer: NodeJS.Timeout | undefined
  private running = false

  constructor(studio: Studio, drafts: Drafts, log: FastifyBaseLogger) {
    this.studio = studio
    this.drafts = drafts
    this.log = log
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), TICK_MS)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
  }

  /** Schedules the operator's draft as it is on screen (`revs`); checked now as a publish would be, and again at its time. */
  async schedule(operator: string, request: ScheduleRequest): Promise<Schedule> {
    const at = Date.parse(request.at)
    const until = request.until === undefined ? undefined : Date.parse(request.until)
    if (!(at >= Date.now() + EARLIEST_MS)) throw new GwErrors.badRequest('The time to go live must be at least 5 seconds ahead')
    if (until !== undefined && !(until > at)) throw new GwErrors.badRequest('The end must come after the time to go live')
    if (request.then !== undefined && !(await this.studio.store.version(request.then))) throw new GwErrors.studioVersionNotFound(`#${request.then}`)
    const { base, texts } = await this.drafts.ready(operator, request.revs)
    await this.studio.check({ ...base.files, ...texts }, this.studio.live()).then((checks) => {
      if (checks.problems.length || checks.breaches.length) {
        throw Object.assign(new GwErrors.studioPublishInvalid('the draft does not pass the checks'), { problems: checks.problems })
      }
    })
    const schedule: Schedule = {
      id: randomUUID(),
      by: operator,
      createdAt: new Date().toISOString(),
      message: request.message,
      at: new Date(at).toISOString(),
      until: until === undefined ? undefined : new Date(until).toISOString(),
      then: request.then,
      base,
      changes: texts,
      state: 'pending',
    }
    await this.studio.store.saveSchedule(schedule)
    await this.drafts.clear(operator, texts)
    await this.studio.store.audit({
      at: schedule.createdAt,
      by: operator,
      what: 'schedule',
      detail: `${schedule.id}: live at ${schedule.at}${schedule.until ? `, until ${schedule.until}` : ''}: ${schedule.message}`,
    })
    return schedule
  }

  /** A pending schedule is called off; a live one keeps its change and loses its end. */
  async cancel(operator: string, id: string): Promise<Schedule> {
    const schedule = await this.studio.store.schedule(id)
    if (!schedule || (schedule.state !== 'pending' && !(schedule.state === 'live' && schedule.until))) {
      throw new GwErrors.badRequest('Nothing left to cancel in this schedule')
    }
    const next: Schedule = schedule.state === 'pending' ? { ...schedule, state: 'cancelled' } : { ...schedule, until: undefined, then: undefined }
    await this.studio.store.saveSchedule(next)
    await this.studio.store.audit({
      at: new Date().toISOString(),
      by: operator,
      what: 'schedule-cancel',
      detail: `${id}${schedule.state === 'live' ? ' (its end)' : ''}: ${schedule.message}`,
    })
    return next
  }

  /** Runs the steps that are due; one tick at a time in this instance. */
  async tick(now = Date.now()): Promise<void> {
    if (this.running) return
    this.running = true
    try {
      for (const schedule of await this.studio.store.schedules()) {
        if (schedule.state === 'pending' && Date.parse(schedule.at) <= now) await this.step(schedule, 'publish')
        else if (schedule.state === 'live' && schedule.until && Date.parse(schedule.until) <= now) await this.step(schedule, 'end')
      }
    } catch (err) {
      this.log.warn({ err }, 'studio: the schedule could not be read')
    } finally {
      this.running = false
    }
  }

  private async step(schedule: ScheduleMeta, step: 'publish' | 'end'): Promise<void> {
    if (!(await this.studio.store.claim(schedule.id, step, CLAIM_MS))) return
    // Claimed: read it again, another instance may have run this step since the list was read.
    const current = await this.studio.store.schedule(schedule.id)
    if (!current || current.state !== (step === 'publish' ? 'pending' : 'live')) return
    try {
      await this.studio.store.saveSchedule(step === 'publish' ? await this.goLive(current) : await this.end(current))
    } catch (error) {
      const detail = `${step === 'publish' ? 'could not go live' : 'could not end'}: ${errorText(error)}`
      await this.studio.store.saveSchedule({
        ...current,
        state: step === 'publish' ? 'failed' : current.state,
        until: step === 'end' ? undefined : current.until,
        detail,
      })
      await this.studio.store.audit({ at: new Date().toISOString(), by: current.by, what: 'schedule-failed', detail: `${current.id}: ${detail}` })
      this.log.warn({ schedule: current.id, step, err: error }, `studio: a scheduled change ${detail}`)
    }
  }

  private async goLive(schedule: Schedule): Promise<Schedule> {
    const live = this.studio.live()
    const files = laidOnto(schedule.base.files, schedule.changes, live.files)
    if (!files) throw new Error('live changed the same lines since it was scheduled; nothing was published')
    const beforeId = await this.studio.keptVersion(live)
    const { version } = await this.studio.publish(files, schedule.by, `${schedule.message} (scheduled)`, live.set.version, { kind: 'scheduled' })
    return { ...schedule, state: 'live', versionId: version.id, beforeId }
  }

  /** The end: a named version comes back, or what the change did is taken back from live (publishes made since stay). */
  private async end(schedule: Schedule): Promise<Schedule> {
    const live = this.studio.live()
    const back = schedule.then === undefined ? undefined : await this.studio.store.version(schedule.then)
    const [published, before] = await Promise.all(
      [schedule.versionId, schedule.beforeId].map((id) => (id === undefined ? undefined : this.studio.store.version(id))),
    )
    const files = back?.files ?? (published && before ? laidOnto(published.files, before.files, live.files) : undefined)
    if (!files) throw new Error('live changed the same lines since it went live; the change stays live')
    const message = `end of "${schedule.message}"${back ? `: back to #${back.id}` : ''}`
    const { version } = await this.studio.publish(files, schedule.by, message, live.set.version, { kind: 'ended', rollbackOf: back?.id ?? schedule.beforeId })
    return { ...schedule, state: 'ended', endId: version.id }
  }
}
