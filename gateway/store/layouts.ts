import type { LayoutPublisher, Publication, PublicationMeta } from '../layouts/publication.ts'
import type { SharedRedis } from './redis.ts'

const HISTORY = 50

// Atomic: of two different publications the later change stays live, whichever instance writes last; with an
// expected version (ARGV[7], the studio's compare-and-set) only if that version is live, whatever the times. The
// files of versions that leave the history are removed.
const PUBLISH = `
local live = redis.call('GET', KEYS[1])
if live then
  local current = cjson.decode(live)
  if current.version == ARGV[1] then return 1 end
  if ARGV[7] ~= '' then
    if current.version ~= ARGV[7] then return 2 end
  elseif tonumber(current.changedAt) >= tonumber(ARGV[2]) then return 0 end
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
    const meta = JSON.parse(live) as PublicationMeta
    const files = await this.redis.use((r) => r.get(`${this.ns}:files:${meta.version}`))
    return files ? { ...meta, files: JSON.parse(files) as Publication['files'] } : undefined
  }

  async publish(publication: Publication): Promise<boolean> {
    return (await this.run(publication, '')) === 1
  }

  async publishOver(publication: Publication, expected: string): Promise<{ published: true } | { published: false; live: PublicationMeta | undefined }> {
    if ((await this.run(publication, expected)) === 1) return { published: true }
    const live = await this.redis.use((r) => r.get(`${this.ns}:live`))
    return { published: false, live: live ? (JSON.parse(live) as PublicationMeta) : undefined }
  }

  private run(publication: Publication, expected: string): Promise<unknown> {
    const { files, ...meta } = publication
    const keys = [`${this.ns}:live`, `${this.ns}:history`]
    const args = [meta.version, String(meta.changedAt), JSON.stringify(meta), JSON.stringify(files), `${this.ns}:files:`, this.ns, expected]
    return this.redis.use((r) => r.eval(PUBLISH, keys.length, ...keys, ...args))
  }

  watch(listener: () => void): void {
    this.redis.subscribe(this.ns, () => listener())
    this.redis.onBack(async () => listener())
  }
}
