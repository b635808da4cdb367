import type { AttemptStore } from '../context/attemptStore.ts'
import type { ChallengeStore } from '../context/challengeStore.ts'
import type { EffectStore } from '../context/effects.ts'
import type { LayoutPublisher } from '../layouts/publication.ts'
import type { StudioStore } from '../layouts/studioStore.ts'
import type { Log } from '../log.ts'
import type { AnswerStore } from '../upstream/answerStore.ts'
import type { FeedShare } from '../upstream/feedShare.ts'
import { RedisAnswerStore } from './answers.ts'
import { RedisAttemptStore } from './attempts.ts'
import { RedisChallengeStore } from './challenges.ts'
import { RedisEffectStore } from './effects.ts'
import { RedisFeedShare, schemaFingerprint } from './feeds.ts'
import { RedisLayoutPublisher } from './layouts.ts'
import { sharedRateLimitStore, type RateLimitStoreCtor } from './rateLimits.ts'
import { SharedRedis, type RedisObserver, type SharedStoreStatus } from './redis.ts'
import { RedisStudioStore } from './studio.ts'

/** Everything gateway instances share through Redis (DESIGN §11), each part falling back to memory on its own. */
export type SharedStore = {
  answers: AnswerStore
  feeds: FeedShare
  rateLimits: RateLimitStoreCtor
  layouts: LayoutPublisher
  /** The operator studio's versions, drafts and audit log. */
  studio: StudioStore
  /** Money attempts: refused, not kept in memory, while Redis is away. */
  attempts: AttemptStore
  /** Exposures, taps and conversions of experiments, added up across instances. */
  effects: EffectStore
  /** The gateway's own bot check: a challenge made on one instance is verified on another. */
  challenges: ChallengeStore
  status: () => SharedStoreStatus
  /** Resolves once connected, or after `ms`. */
  connected: (ms: number) => Promise<boolean>
  close: () => Promise<void>
}

/**
 * Connects to `url`; never throws for Redis being away (the instance starts from memory and catches up). `observe`
 * hears the duration and outcome of each use of Redis (metrics).
 */
export function openSharedStore(url: string, merchant: string, log: Log, observe?: RedisObserver): SharedStore {
  const redis = new SharedRedis(url, log, observe)
  return {
    answers: new RedisAnswerStore(redis),
    feeds: new RedisFeedShare(redis, `feeds:${merchant}:${schemaFingerprint()}`),
    rateLimits: sharedRateLimitStore(redis, `rate:${merchant}:`),
    layouts: new RedisLayoutPublisher(redis, `layouts:${merchant}`),
    studio: new RedisStudioStore(redis, `studio:${merchant}`),
    attempts: new RedisAttemptStore(redis, `money:${merchant}:`),
    effects: new RedisEffectStore(redis, `effects:${merchant}:`),
    challenges: new RedisChallengeStore(redis, `challenge:${merchant}:`),
    status: () => redis.status(),
    connected: (ms) => redis.connected(ms),
    close: () => redis.close(),
  }
}
