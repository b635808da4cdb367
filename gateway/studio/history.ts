import { appendFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { LayoutFiles } from '../layouts/validate.ts'
import type { AuditEntry, StudioStore, VersionMeta, VersionRecord } from '../layouts/studioStore.ts'

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

  constructor(dir: string) {
    this.dir = dir
  }

  async versions(): Promise<VersionMeta[]> {
    const names = await readdir(join(this.dir, 'versions')).catch(() => [] as string[])
    const ids = names.map((n) => Number(n.replace(/\.json$/, ''))).filter(Number.isInteger).sort((a, b) => b - a)
    const records = await Promise.all(ids.map((id) => this.version(id)))
    return records.filter((r): r is VersionRecord => r !== undefined).map(metaOf)
  }

  async version(id: number): Promise<VersionRecord | undefined> {
    const text = await readFile(join(this.dir, 'versions', `${id}.json`), 'utf8').catch(() => undefined)
    return text === undefined ? undefined : (JSON.parse(text) as VersionRecord)
  }

  addVersion(record: Omit<VersionRecord, 'id'>): Promise<VersionMeta> {
    const run = this.chain.then(async () => {
      await mkdir(join(this.dir, 'versions'), { recursive: true })
      const latest = (await this.versions())[0]?.id ?? 0
      const full: VersionRecord = { ...record, id: latest + 1 }
      await writeWhole(join(this.dir, 'versions', `${full.id}.json`), JSON.stringify(full))
      return metaOf(full)
    })
    this.chain = run.catch(() => undefined)
    return run
  }

  async draft(operator: string): Promise<LayoutFiles> {
    const text = await readFile(join(this.dir, 'drafts', `${operator}.json`), 'utf8').catch(() => undefined)
    return text === undefined ? {} : (JSON.parse(text) as LayoutFiles)
  }

  async saveDraft(operator: string, files: LayoutFiles): Promise<void> {
    const file = join(this.dir, 'drafts', `${operator}.json`)
    if (Object.keys(files).length === 0) return rm(file, { force: true })
    await mkdir(join(this.dir, 'drafts'), { recursive: true })
    await writeWhole(file, JSON.stringify(files))
  }

  async audit(entry: AuditEntry): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await appendFile(join(this.dir, 'audit.jsonl'), `${JSON.stringify(entry)}\n`)
  }

  async auditLog(): Promise<AuditEntry[]> {
    const text = await readFile(join(this.dir, 'audit.jsonl'), 'utf8').catch(() => '')
    return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as AuditEntry).reverse()
  }
}
