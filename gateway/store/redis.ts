import { Redis, type RedisOptions } from 'ioredis'
import type { Log } from '../log.ts'

/** Hears how long each use of Redis took and whether it failed (metrics). */
export type RedisObserver = (seconds: number, ok: boolean) => void

/** What `/readyz` says of the shared store. */
export type SharedStoreStatus = { redis: 'up' | 'down'; since: string }

/** Thrown at once, without touching the network, while Redis is down: the caller falls back to memory. */
class SharedStoreDown extends Error {
  constructor() {
    super('The shared store (Redis) is down')
    this.name = 'SharedStoreDown'
  }
}

// A request never waits on Redis for longer than this (a busy event loop delays replies too): past it, the
// command counts as a failure and Redis as down until it answers again.
const COMMAND_TIMEOUT_MS = 1000
const PROBE_EVERY_MS = 500

const BASE_OPTIONS: RedisOptions = {
  connectTimeout: 2000,
  // Reconnects forever, soon after Redis is back.
  retryStrategy: (times) => Math.min(100 * times, 1000),
  maxRetriesPerRequest: 0,
}

/**
 * The connection to Redis, the store gateway instances share. Every user treats it as optional: while it is
 * down, commands fail at once (`SharedStoreDown`) and callers serve from the instance's memory. It says when it
 * goes down and when it is back (`onBack`), so that what was kept in memory meanwhile is written back.
 */
export class SharedRedis {
  private readonly client: Redis
  private readonly subscriber: Redis
  private readonly log: Log
  private up = false
  private everUp = false
  private downAnnounced = false
  private closing = false
  private since = Date.now()
  private probe: NodeJS.Timeout | undefined
  private readonly backListeners: (() => Promise<void>)[] = []
  private readonly channels = new Map<string, (message: string) => void>()
  private readonly waiting: (() => void)[] = []
  private readonly observe: RedisObserver | undefined

  constructor(url: string, log: Log, observe?: RedisObserver) {
    this.log = log
    this.observe = observe
    this.client = new Redis(url, { ...BASE_OPTIONS, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS, connectionName: 'gateway' })
    // Subscriptions are queued until connected and renewed on every reconnection, by the 'ready' handler below
    // (ioredis's own renewal leaves its promise unhandled: a connection closing right after 'ready' rejected it
    // as an unhandled "Connection is closed").
    this.subscriber = new Redis(url, { ...BASE_OPTIONS, connectionName: 'gateway-subscriber', autoResubscribe: false })
    this.client.on('ready', () => this.markUp())
    this.client.on('close', () => this.markDown(undefined))
    this.client.on('error', (err: unknown) => (this.everUp ? this.log.debug({ err }, 'shared store (Redis) connection error') : this.markDown(err)))
    this.subscriber.on('error', (err: unknown) => this.log.debug({ err }, 'shared store (Redis) subscriber error'))
    // Subscriptions asked for while Redis was away are made now. Messages sent while the subscriber was away are
    // lost: whoever listens catches up on its return.
    this.subscriber.on('ready', () => {
      for (const channel of this.channels.keys()) this.listen(channel)
      if (this.up && this.everUp) this.catchUp()
    })
    this.subscriber.on('message', (channel: string, message: string) => this.channels.get(channel)?.(message))
  }

  get available(): boolean {
    return this.up
  }

  status(): SharedStoreStatus {
    return { redis: this.up ? 'up' : 'down', since: new Date(this.since).toISOString() }
  }

  /** Resolves once connected, or after `ms` (the instance then starts from memory and catches up later). */
  connected(ms: number): Promise<boolean> {
    if (this.up) return Promise.resolve(true)
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.up), ms)
      this.waiting.push(() => {
        clearTimeout(timer)
        resolve(true)
      })
    })
  }

  /** Runs commands while Redis is up; a failure of the connection (not a refused command) marks it down. */
  async use<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    if (!this.up) throw new SharedStoreDown()
    const started = this.observe ? performance.now() : 0
    try {
      const result = await command(this.client)
      this.observe?.((performance.now() - started) / 1000, true)
      return result
    } catch (error) {
      this.observe?.((performance.now() - started) / 1000, false)
      if ((error as { name?: string } | null)?.name !== 'ReplyError') this.markDown(error)
      throw error
    }
  }

  /** Hears every message on `channel` (one listener per channel). */
  subscribe(channel: string, listener: (message: string) => void): void {
    this.channels.set(channel, listener)
    if (this.subscriber.status === 'ready') this.listen(channel)
  }

  private listen(channel: string): void {
    this.subscriber.subscribe(channel).catch((err: unknown) => this.log.warn({ err, channel }, 'shared store (Redis) subscription failed'))
  }

  /** Called when Redis is reachable: first at start, then each time it comes back. */
  onBack(listener: () => Promise<void>): void {
    this.backListeners.push(listener)
    if (this.up) this.run(listener)
  }

  async close(): Promise<void> {
    this.closing = true
    this.up = false
    clearInterval(this.probe)
    this.backListeners.length = 0
    await Promise.all([this.client, this.subscriber].map((c) => c.quit().catch(() => c.disconnect())))
  }

  private markUp(): void {
    clearInterval(this.probe)
    this.probe = undefined
    if (this.up) return
    this.up = true
    this.since = Date.now()
    if (this.everUp || this.downAnnounced) this.log.info('shared store (Redis) back: catching up')
    else this.log.info('shared store (Redis) connected')
    this.everUp = true
    this.downAnnounced = false
    this.waiting.splice(0).forEach((resolve) => resolve())
    this.catchUp()
  }

  private markDown(err: unknown): void {
    if (this.closing) return
    if (this.up) {
      this.up = false
      this.since = Date.now()
    }
    if (!this.downAnnounced) {
      this.downAnnounced = true
      this.log.warn({ err }, "shared store (Redis) unreachable: serving from this instance's memory")
    }
    // A connection that stays open but stopped answering gets no 'ready' again: ask it until it answers.
    if (this.client.status === 'ready' && !this.probe) {
      this.probe = setInterval(() => {
        this.client.ping().then(
          () => this.markUp(),
          () => undefined,
        )
      }, PROBE_EVERY_MS)
      this.probe.unref()
    }
  }

  private catchUp(): void {
    for (const listener of this.backListeners) this.run(listener)
  }

  private run(listener: () => Promise<void>): void {
    listener().catch((err: unknown) => this.log.warn({ err }, 'shared store (Redis): catching up failed'))
  }
}
