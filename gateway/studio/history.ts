import { appendFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
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
  summaryOf,
  type VersionMeta,
  type VersionRecord,
} from '../layouts/studioStore.ts'

function metaOf({ files: _files, ...meta }: VersionRecord): VersionMeta {
  return meta
}

async function writeWhole(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text)
  await rename(`${file}.tmp`, file)
}

/**
 * The embedded default: `<dir>/versions/<id>.json`, `<dir>/drafts/<operator>.json`, `<dir>/audit.jsonl`. One
 * gateway process writes it (several instances on one machine share Redis instead).
 */
export class FileStudioStore implements StudioStore {
  private readonly dir: string
  private chain: Promise<unknown> = Promise.resolve()
  private readonly claims = new Map<string, number>()

  constructor(dir: string) {
    this.dir = dir
  }

  async versions(): Promise<VersionMeta[]> {
    const names = await readdir(join(this.dir, 'versions')).catch(() => [] as string[])
    const ids = names
      .map((n) => Number(n.replace(/\.json$/, '')))
      .filter(Number.isInteger)
      .sort((a, b) => b - a)
    const records = await Promise.all(ids.map((id) => this.version(id)))
    return records.filter((r): r is VersionRecord => r !== undefined).map(metaOf)
  }

  async version(id: number): Promise<VersionRecord | undefined> {
    const text = await readFile(join(this.dir, 'versions', `${id}.json`), 'utf8').catch(() => undefined)
    return text === undefined ? undefined : (JSON.parse(text) as VersionRecord)
  }

  addVersion(record: Omit<VersionRecord, 'id'>): Promise<VersionMeta> {
    return this.locked(async () => {
      await mkdir(join(this.dir, 'versions'), { recursive: true })
      const latest = (await this.versions())[0]?.id ?? 0
      const full: VersionRecord = { ...record, id: latest + 1 }
      await writeWhole(join(this.dir, 'versions', `${full.id}.json`), JSON.stringify(full))
      return metaOf(full)
    })
  }

  async draft(operator: string): Promise<Draft> {
    const text = await readFile(this.draftFile(operator), 'utf8').catch(() => undefined)
    return text === undefined ? { base: null, files: {} } : draftOf(JSON.parse(text) as unknown)
  }

  saveDraftFile(operator: string, file: string, entry: DraftFile | null, base: NonNullable<Draft['base']>): Promise<void> {
    return this.locked(async () => {
      const draft = await this.draft(operator)
      const files = { ...draft.files }
      if (entry) files[file] = entry
      else delete files[file]
      await this.write(operator, { base: draft.base ?? base, files })
    })
  }

  replaceDraft(operator: string, draft: Draft): Promise<void> {
    return this.locked(() => this.write(operator, draft))
  }

  async drafts(): Promise<DraftSummary[]> {
    const names = await readdir(join(this.dir, 'drafts')).catch(() => [] as string[])
    const operators = names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length))
    const drafts = await Promise.all(operators.map(async (operator) => summaryOf(operator, await this.draft(operator))))
    return drafts.filter((d): d is DraftSummary => d !== undefined)
  }

  private draftFile(operator: string): string {
    return join(this.dir, 'drafts', `${operator}.json`)
  }

  private async write(operator: string, draft: Draft): Promise<void> {
    if (Object.keys(draft.files).length === 0) return rm(this.draftFile(operator), { force: true })
    await mkdir(join(this.dir, 'drafts'), { recursive: true })
    await writeWhole(this.draftFile(operator), JSON.stringify(draft))
  }

  /** One write at a time: a draft's read, change and write never interleave with another's. */
  private locked<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work)
    this.chain = run.catch(() => undefined)
    return run
  }

  async schedules(): Promise<ScheduleMeta[]> {
    const text = await readFile(join(this.dir, 'schedules.json'), 'utf8').catch(() => '{}')
    return Object.values(JSON.parse(text) as Record<string, ScheduleMeta>)
  }

  async schedule(id: string): Promise<Schedule | undefined> {
    const text = await readFile(join(this.dir, 'schedules', `${id}.json`), 'utf8').catch(() => undefined)
    return text === undefined ? undefined : (JSON.parse(text) as Schedule)
  }

  /** `schedules.json` lists them (small, read often); `schedules/<id>.json` holds each whole. */
  saveSchedule(schedule: Schedule): Promise<void> {
    return this.locked(async () => {
      await mkdir(join(this.dir, 'schedules'), { recursive: true })
      await writeWhole(join(this.dir, 'schedules', `${schedule.id}.json`), JSON.stringify(schedule))
      const text = await readFile(join(this.dir, 'schedules.json'), 'utf8').catch(() => '{}')
      const all = { ...(JSON.parse(text) as Record<string, ScheduleMeta>), [schedule.id]: scheduleMeta(schedule) }
      await writeWhole(join(this.dir, 'schedules.json'), JSON.stringify(all))
    })
  }

  async saveShare(share: Share): Promise<void> {
    await mkdir(join(this.dir, 'shares'), { recursive: true })
    await writeWhole(join(this.dir, 'shares', `${share.id}.json`), JSON.stringify(share))
    // Expired links go when another is made: the folder holds the live ones and those of the last day.
    const names = await readdir(join(this.dir, 'shares')).catch(() => [] as string[])
    const now = Date.now()
    for (const name of names) {
      const old = await readFile(join(this.dir, 'shares', name), 'utf8').then(
        (t) => JSON.parse(t) as Share,
        () => undefined,
      )
      if (old && Date.parse(old.expires) < now - 86_400_000) await rm(join(this.dir, 'shares', name), { force: true })
    }
  }

  async share(id: string): Promise<Share | undefined> {
    const text = await readFile(join(this.dir, 'shares', `${id}.json`), 'utf8').catch(() => undefined)
    const share = text === undefined ? undefined : (JSON.parse(text) as Share)
    return share && Date.parse(share.expires) > Date.now() ? share : undefined
  }

  /** One process writes this folder: a claim is this process's alone. */
  async claim(id: string, step: string, ms: number): Promise<boolean> {
    const key = `${id}:${step}`
    const now = Date.now()
    if ((this.claims.get(key) ?? 0) > now) return false
    this.claims.set(key, now + ms)
    return true
  }

  async audit(entry: AuditEntry): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await appendFile(join(this.dir, 'audit.jsonl'), `${JSON.stringify(entry)}\n`)
  }

  async auditLog(): Promise<AuditEntry[]> {
    const text = await readFile(join(this.dir, 'audit.jsonl'), 'utf8').catch(() => '')
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AuditEntry)
      .reverse()
  }
}
