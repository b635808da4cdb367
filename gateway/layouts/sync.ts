import type { Log } from '../log.ts'
import type { LayoutPublisher, Publication } from './publication.ts'
import type { LayoutStore, PublishOutcome } from './store.ts'

/**
 * Keeps one instance's layouts in step with the others through a shared store. The later change wins: what this
 * instance serves (its folder at start, dated by the files' modification time; a change seen on its disk; a set
 * published here) is published unless a later change is live, and a later live publication is served. It runs at
 * start, on every change on disk, on every publish by any instance and whenever the store comes back; one at a
 * time. While the store is away the instance serves its own layouts and publishes them on its return.
 */
export class LayoutSync {
  private readonly store: LayoutStore
  private readonly publisher: LayoutPublisher
  private readonly log: Log
  private served: Publication
  private chain: Promise<unknown> = Promise.resolve()

  constructor(store: LayoutStore, publisher: LayoutPublisher, log: Log) {
    this.store = store
    this.publisher = publisher
    this.log = log
    this.served = this.fromDisk(store.diskChangedAt)
    store.onDiskChange((changedAt) => {
      this.served = this.fromDisk(changedAt)
      this.inBackground()
    })
    store.publishThrough((publication, expected) => this.publish(publication, expected))
    publisher.watch(() => this.inBackground())
  }

  /** The first sync, before the instance serves: a restarted instance starts on the live version. */
  async start(): Promise<void> {
    await this.sync().catch((err: unknown) => this.log.warn({ err }, 'layouts: not in step with the shared store yet, serving the layout folder'))
  }

  private inBackground(): void {
    this.sync().catch((err: unknown) => this.log.warn({ err }, "layouts: the shared store is away, serving this instance's layouts until it is back"))
  }

  /**
   * A publish made on this instance: with `expected`, atomically only if that is the live version; served here
   * once the store has taken it (never before, so that a refused or failed publish changes nothing anywhere).
   */
  private publish(publication: Publication, expected: string | undefined): Promise<PublishOutcome> {
    const run = this.chain.then(async (): Promise<PublishOutcome> => {
      if (expected === undefined) {
        if (!(await this.publisher.publish(publication))) return { moved: await this.publisher.current() }
      } else {
        const outcome = await this.publisher.publishOver(publication, expected)
        if (!outcome.published) return { moved: outcome.live }
      }
      this.served = publication
      this.store.serve(publication.files)
      return { version: publication.version }
    })
    this.chain = run.catch(() => undefined)
    return run
  }

  /** Rejects when the store could not be reached (the studio says so); later syncs still run. */
  private sync(): Promise<void> {
    const run = this.chain.then(() => this.step())
    this.chain = run.catch(() => undefined)
    return run
  }

  private async step(): Promise<void> {
    await this.publisher.publish(this.served)
    const live = await this.publisher.current()
    if (!live || live.version === this.store.layouts.version) return
    this.store.serve(live.files)
    this.served = live
    this.log.info({ version: live.version, by: live.by, message: live.message, changedAt: new Date(live.changedAt).toISOString() }, 'layouts: serving the published version')
  }

  private fromDisk(changedAt: number): Publication {
    return { version: this.store.layouts.version, files: this.store.files, changedAt, by: 'disk' }
  }
}
