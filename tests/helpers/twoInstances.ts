import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { buildTestApp, type TestApp } from './buildTestApp.ts'
import { startRedis, type RedisServer } from './redisServer.ts'

/** Two gateway instances over one Redis and one platform, as behind a balancer. */
export type TwoInstances = { redis: RedisServer; sim: RunningSimulator; one: TestApp; two: TestApp; close: () => Promise<void> }

/** Starts Redis, a simulator and two gateways sharing both (with `env`), each connected to Redis before it answers. */
export async function startTwoInstances(env: Record<string, string>): Promise<TwoInstances> {
  const redis = await startRedis()
  const sim = await startSimulator(0)
  const shared = { REDIS_URL: redis.url, ...env }
  const one = await buildTestApp({ simulator: sim, env: shared })
  const two = await buildTestApp({ simulator: sim, env: shared })
  await Promise.all([one, two].map((t) => t.app.shared?.connected(5000)))
  return {
    redis,
    sim,
    one,
    two,
    close: async () => {
      await Promise.all([one.close(), two.close()])
      await sim.close()
      await redis.stop()
    },
  }
}
