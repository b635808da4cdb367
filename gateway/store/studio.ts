import type { LayoutFiles } from '../layouts/validate.ts'
import type { AuditEntry, StudioStore, VersionMeta, VersionRecord } from '../layouts/studioStore.ts'
import type { SharedRedis } from './redis.ts'

const KEEP_AUDIT = 10_000

/**
 * The studio's versions, drafts and audit log in Redis, for instances that share it: `<ns>:seq` numbers versions,
 * `<ns>:version:<id>` holds each (files included), `<ns>:versions` lists their ids newest first, `<ns>:draft:<op>`
 * holds an operator's draft, `<ns>:audit` the audit log (newest first, the last 10 000 kept).
 */
export class RedisStudioStore implements StudioStore {
  private readonly redis: SharedRedis
  private readonly ns: string

  constructor(redis: SharedRedis, namespace: string) {
    this.redis = redis
    this.ns = namespace
  }

  async versions(): Promise<VersionMeta[]> {
    const ids = await this.redis.use((r) => r.lrange(`${this.ns}:versions`, 0, -1))
    const records = await Promise.all(ids.map((id) => this.version(Number(id))))
    return records.filter((r): r is VersionRecord => r !== undefined).map(({ files: _files, ...meta }) => meta)
  }

  async version(id: number): Promise<VersionRecord | undefined> {
    const text = await this.redis.use((r) => r.get(`${this.ns}:version:${id}`))
    return text ? (JSON.parse(text) as VersionRecord) : undefined
  }

  async addVersion(record: Omit<VersionRecord, 'id'>): Promise<VersionMeta> {
    const id = await this.redis.use((r) => r.incr(`${this.ns}:seq`))
    await this.redis.use((r) => r.multi().set(`${this.ns}:version:${id}`, JSON.stringify({ ...record, id })).lpush(`${this.ns}:versions`, String(id)).exec())
    const { files: _files, ...meta } = { ...record, id }
    return meta
  }

  async draft(operator: string): Promise<LayoutFiles> {
    const text = await this.redis.use((r) => r.get(`${this.ns}:draft:${operator}`))
    return text ? (JSON.parse(text) as LayoutFiles) : {}
  }

  async saveDraft(operator: string, files: LayoutFiles): Promise<void> {
    const key = `${this.ns}:draft:${operator}`
    if (Object.keys(files).length) await this.redis.use((r) => r.set(key, JSON.stringify(files)))
    else await this.redis.use((r) => r.del(key))
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.redis.use((r) => r.multi().lpush(`${this.ns}:audit`, JSON.stringify(entry)).ltrim(`${this.ns}:audit`, 0, KEEP_AUDIT - 1).exec())
  }

  async auditLog(): Promise<AuditEntry[]> {
    const lines = await this.redis.use((r) => r.lrange(`${this.ns}:audit`, 0, -1))
    return lines.map((line) => JSON.parse(line) as AuditEntry)
  }
}
