import type { LayoutPublisher, Publication } from '../layouts/publication.ts'
import type { SharedRedis } from './redis.ts'

const HISTORY = 50

// Atomic: of two different publications the later change stays live, whichever instance writes last. The
// files of versions that leave the history are removed.
const PUBLISH = `
local live = redis.call('GET', KEYS[1])
if live then
  local current = cjson.decode(live)
  if current.version == ARGV[1] then return 1 end
  if tonumber(current.changedAt) >= tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', ARGV[5] .. ARGV[1], ARGV[4])
redis.call('SET', KEYS[1], ARGV[3])
redis.call('LPUSH', KEYS[2], ARGV[3])
local kept = {}
for _, entry in ipairs(redis.call('LRANGE', KEYS[2], 0, ${HISTORY - 1})) do kept[cjson.decode(entry).version] = true end
for _, entry in ipairs(redis.call('LRANGE', KEYS[2], ${HISTORY}, -1)) do
  local version = cjson.decode(entry).version
  if not kept[version] then redis.call('DEL', ARGV[5] .. version) end
end
redis.call('LTRIM', KEYS[2], 0, ${HISTORY - 1})
redis.call('PUBLISH', ARGV[6], ARGV[1])
return 1`

type Live = Omit<Publication, 'files'>

/**
 * Published layouts in Redis. `<ns>:live` holds the live version (and who made it, when, why), `<ns>:files:<version>`
 * its files, `<ns>:history` the last 50 publications; every publish is announced on the channel `<ns>` with its
 * version, so that each instance serves it within a second.
 */
export class RedisLayoutPublisher implements LayoutPublisher {
  private readonly redis: SharedRedis
  private readonly ns: string

  constructor(redis: SharedRedis, namespace: string) {
    this.redis = redis
    this.ns = namespace
  }

  async current(): Promise<Publication | undefined> {
    const live = await this.redis.use((r) => r.get(`${this.ns}:live`))
    if (!live) return undefined
    const meta = JSON.parse(live) as Live
    const files = await this.redis.use((r) => r.get(`${this.ns}:files:${meta.version}`))
    return files ? { ...meta, files: JSON.parse(files) as Publication['files'] } : undefined
  }

  async publish(publication: Publication): Promise<boolean> {
    const { files, ...meta } = publication
    const keys = [`${this.ns}:live`, `${this.ns}:history`]
    const args = [meta.version, String(meta.changedAt), JSON.stringify(meta), JSON.stringify(files), `${this.ns}:files:`, this.ns]
    return (await this.redis.use((r) => r.eval(PUBLISH, keys.length, ...keys, ...args))) === 1
  }

  watch(listener: () => void): void {
    this.redis.subscribe(this.ns, () => listener())
    this.redis.onBack(async () => listener())
  }
}
