import type { EffectCount, EffectStore } from '../context/effects.ts'
import type { SharedRedis } from './redis.ts'

/** Effect counts in Redis: one hash per experiment, every instance adding to it (HINCRBY, one pipeline a flush). */
export class RedisEffectStore implements EffectStore {
  private readonly redis: SharedRedis
  private readonly prefix: string

  constructor(redis: SharedRedis, prefix: string) {
    this.redis = redis
    this.prefix = prefix
  }

  async add(counts: readonly EffectCount[]): Promise<void> {
    await this.redis.use((r) => {
      const pipeline = r.pipeline()
      for (const { experiment, field, n } of counts) pipeline.hincrby(`${this.prefix}${experiment}`, field, n)
      return pipeline.exec()
    })
  }

  async read(experiment: string): Promise<Record<string, number>> {
    const raw = await this.redis.use((r) => r.hgetall(`${this.prefix}${experiment}`))
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v)]))
  }
}
