import {
  type AuditEntry,
  type Draft,
  type Schedule,
  type Share,
  type ScheduleMeta,
  scheduleMeta,
  type DraftFile,
  type DraftSummary,
  draftOf,
  type StudioStore,
  type VersionMeta,
  type VersionRecord,
} from '../layouts/studioStore.ts'
import type { SharedRedis } from './redis.ts'

const KEEP_AUDIT = 10_000
/** A draft's file's field in its hash: `file:<path>` holds `{ text, since, at }`. */
const FILE = 'file:'

/**
 * The studio's versions, drafts and audit log in Redis, for instances that share it: `<ns>:seq` numbers versions,
 * `<ns>:version:<id>` holds each (files included), `<ns>:versions` lists their ids newest first, `<ns>:drafts:<op>`
 * is a hash of an operator's draft (`base`: the live set it started from, `baseVersion`, and a field `file:<path>`
 * per changed file, each saved on its own), `<ns>:drafters` the operators who hold one, `<ns>:audit` the audit log
 * (newest first, the last 10 000 kept).
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
    await this.redis.use((r) =>
      r
        .multi()
        .set(`${this.ns}:version:${id}`, JSON.stringify({ ...record, id }))
        .lpush(`${this.ns}:versions`, String(id))
        .exec(),
    )
    const { files: _files, ...meta } = { ...record, id }
    return meta
  }

  async draft(operator: string): Promise<Draft> {
    const fields = await this.redis.use((r) => r.hgetall(this.draftKey(operator)))
    if (Object.keys(fields).length === 0) return this.earlierDraft(operator)
    const files: Draft['files'] = {}
    for (const [field, value] of Object.entries(fields)) {
      if (field.startsWith(FILE)) files[field.slice(FILE.length)] = JSON.parse(value) as DraftFile
    }
    return { base: fields.base ? (JSON.parse(fields.base) as Draft['base']) : null, files }
  }

  async saveDraftFile(operator: string, file: string, entry: DraftFile | null, base: NonNullable<Draft['base']>): Promise<void> {
    const key = this.draftKey(operator)
    await this.redis.use(async (r) => {
      const tx = r.multi().hsetnx(key, 'base', JSON.stringify(base)).hset(key, 'baseVersion', base.version)
      if (entry) tx.hset(key, `${FILE}${file}`, JSON.stringify(entry)).sadd(this.draftersKey(), operator)
      else tx.hdel(key, `${FILE}${file}`)
      await tx.exec()
      // A draft whose last file went holds nothing: it goes, base and all.
      if (!entry && !(await r.hkeys(key)).some((f) => f.startsWith(FILE))) await r.multi().del(key).srem(this.draftersKey(), operator).exec()
    })
  }

  async replaceDraft(operator: string, draft: Draft): Promise<void> {
    const key = this.draftKey(operator)
    const entries = Object.entries(draft.files)
    const tx = (r: Parameters<Parameters<SharedRedis['use']>[0]>[0]) => {
      const t = r.multi().del(key)
      if (entries.length === 0) return t.srem(this.draftersKey(), operator)
      t.hset(key, 'base', JSON.stringify(draft.base), 'baseVersion', draft.base?.version ?? '')
      for (const [file, entry] of entries) t.hset(key, `${FILE}${file}`, JSON.stringify(entry))
      return t.sadd(this.draftersKey(), operator)
    }
    await this.redis.use((r) => tx(r).exec())
  }

  async drafts(): Promise<DraftSummary[]> {
    const operators = await this.redis.use((r) => r.smembers(this.draftersKey()))
    const summaries = await Promise.all(
      operators.map(async (operator) => {
        const key = this.draftKey(operator)
        const fields = (await this.redis.use((r) => r.hkeys(key))).filter((f) => f.startsWith(FILE))
        if (fields.length === 0) return undefined
        const [baseVersion, ...values] = await this.redis.use((r) => r.hmget(key, 'baseVersion', ...fields))
        const files = fields.map((f, i) => {
          const { since, at } = JSON.parse(values[i] ?? '{}') as DraftFile
          return { file: f.slice(FILE.length), since, at }
        })
        return { operator, base: baseVersion || null, files: files.sort((a, b) => a.file.localeCompare(b.file)) }
      }),
    )
    return summaries.filter((d): d is DraftSummary => d !== undefined)
  }

  private draftKey(operator: string): string {
    return `${this.ns}:drafts:${operator}`
  }

  private draftersKey(): string {
    return `${this.ns}:drafters`
  }

  /** A draft kept by an earlier version (one string of every changed file) is read, and moved to the new form. */
  private async earlierDraft(operator: string): Promise<Draft> {
    const earlier = await this.redis.use((r) => r.get(`${this.ns}:draft:${operator}`))
    if (!earlier) return { base: null, files: {} }
    const draft = draftOf(JSON.parse(earlier) as unknown)
    await this.replaceDraft(operator, draft)
    await this.redis.use((r) => r.del(`${this.ns}:draft:${operator}`))
    return draft
  }

  async schedules(): Promise<ScheduleMeta[]> {
    const all = await this.redis.use((r) => r.hvals(`${this.ns}:schedules`))
    return all.map((text) => JSON.parse(text) as ScheduleMeta)
  }

  async schedule(id: string): Promise<Schedule | undefined> {
    const text = await this.redis.use((r) => r.get(`${this.ns}:schedule:${id}`))
    return text ? (JSON.parse(text) as Schedule) : undefined
  }

  /** `<ns>:schedules` lists them without their files (read often); `<ns>:schedule:<id>` holds each whole. */
  async saveSchedule(schedule: Schedule): Promise<void> {
    await this.redis.use((r) =>
      r
        .multi()
        .set(`${this.ns}:schedule:${schedule.id}`, JSON.stringify(schedule))
        .hset(`${this.ns}:schedules`, schedule.id, JSON.stringify(scheduleMeta(schedule)))
        .exec(),
    )
  }

  async saveShare(share: Share): Promise<void> {
    await this.redis.use((r) => r.set(`${this.ns}:share:${share.id}`, JSON.stringify(share), 'PX', Math.max(1, Date.parse(share.expires) - Date.now())))
  }

  async share(id: string): Promise<Share | undefined> {
    const text = await this.redis.use((r) => r.get(`${this.ns}:share:${id}`))
    return text ? (JSON.parse(text) as Share) : undefined
  }

  async claim(id: string, step: string, ms: number): Promise<boolean> {
    return (await this.redis.use((r) => r.set(`${this.ns}:schedule:${id}:${step}`, String(process.pid), 'PX', ms, 'NX'))) === 'OK'
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.redis.use((r) =>
      r
        .multi()
        .lpush(`${this.ns}:audit`, JSON.stringify(entry))
        .ltrim(`${this.ns}:audit`, 0, KEEP_AUDIT - 1)
        .exec(),
    )
  }

  async auditLog(): Promise<AuditEntry[]> {
    const lines = await this.redis.use((r) => r.lrange(`${this.ns}:audit`, 0, -1))
    return lines.map((line) => JSON.parse(line) as AuditEntry)
  }
}
