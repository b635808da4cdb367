import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FileChange, LiveMeta, StudioConflict } from '../../schemas/studio.ts'
import { GwErrors } from '../errors.ts'
import { breachProblem, type CheckedSet, type LayoutChecks } from '../layouts/checks.ts'
import type { StudioStore, VersionMeta } from '../layouts/studioStore.ts'
import type { LayoutFiles, LayoutSet } from '../layouts/validate.ts'
import { operatorOf } from './auth.ts'
import { layoutChecker, type RouteChange, routeChanges } from './checks.ts'
import { type AudienceDiff, diffSets } from './diff.ts'
import type { Operator } from './operators.ts'

export type Live = { files: LayoutFiles; set: LayoutSet }
export type StudioChecks = Omit<LayoutChecks, 'checked'> & { diff: AudienceDiff[]; routes: RouteChange[] }

/** Files that differ between two sets of layout files, each with what happened to it. */
function changedFiles(from: LayoutFiles, to: LayoutFiles): Map<string, FileChange> {
  const changes = new Map<string, FileChange>()
  for (const file of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (from[file] === to[file]) continue
    changes.set(file, from[file] === undefined ? 'added' : to[file] === undefined ? 'removed' : 'changed')
  }
  return changes
}

/** What changed live since `base`, and what the draft changes (nothing, for a rollback), per file. */
export function conflictOf(base: { version: string; files: LayoutFiles }, live: LiveMeta, liveFiles: LayoutFiles, draft: LayoutFiles): StudioConflict {
  const byLive = changedFiles(base.files, liveFiles)
  const byDraft = changedFiles(base.files, { ...base.files, ...draft })
  const files = [...new Set([...byLive.keys(), ...byDraft.keys()])]
    .sort()
    .map((file) => ({ file, live: byLive.get(file) ?? 'same', draft: byDraft.get(file) ?? 'same' }))
  return { base: base.version, live, files }
}

function moved(conflict: StudioConflict, what: string): Error {
  const who =
    conflict.live.by === 'disk' ? 'the layout folder changed' : `${conflict.live.by} published${conflict.live.id === undefined ? '' : ` #${conflict.live.id}`}`
  return Object.assign(new GwErrors.studioLiveMoved(`Live has changed since ${what} (${who}): bring your draft onto the new live, then publish`), { conflict })
}

/** The studio: operators, their drafts, checks, publish and rollback with versions and an audit log. */
export class Studio {
  readonly operators: ReadonlyMap<string, Operator>
  readonly store: StudioStore
  readonly checkFiles: (files: LayoutFiles) => Promise<LayoutChecks>
  private readonly app: FastifyInstance

  constructor(app: FastifyInstance, operators: ReadonlyMap<string, Operator>, store: StudioStore) {
    this.app = app
    this.operators = operators
    this.store = store
    this.checkFiles = layoutChecker(app)
  }

  get enabled(): boolean {
    return this.operators.size > 0
  }

  operatorOf(request: FastifyRequest): Operator | undefined {
    return operatorOf(request, this.operators)
  }

  /** The signed-in operator, or the refusal the studio's API answers. */
  requireOperator(request: FastifyRequest): Operator {
    if (!this.enabled) throw new GwErrors.studioOff()
    const operator = operatorOf(request, this.operators)
    if (!operator) throw new GwErrors.studioSigninRequired()
    return operator
  }

  live(): Live {
    return { files: this.app.layouts.files, set: this.app.layouts.layouts }
  }

  /** Who made the live version and when: the newest history entry for it, or the layout folder. */
  async liveMeta(): Promise<LiveMeta> {
    const version = this.app.layouts.layouts.version
    const record = (await this.store.versions()).find((v) => v.version === version)
    if (!record) return { version, by: 'disk', at: new Date(this.app.layouts.diskChangedAt || Date.now()).toISOString() }
    return { version, id: record.id, by: record.by, at: record.at, message: record.message }
  }

  /** A set's checks (schema, routes, texts, budgets), and what it changes against `from`, per audience and per route. */
  async check(files: LayoutFiles, from: Live): Promise<StudioChecks & { checked?: LayoutChecks['checked'] }> {
    const checks = await this.checkFiles(files)
    if (!checks.checked) return { ...checks, diff: [], routes: [] }
    const diff = await diffSets(this.app, from, checks.checked)
    return { ...checks, diff, routes: routeChanges(from.set, checks.checked.set) }
  }

  /**
   * Publishes a set after its checks, only if `expected` is still the live version (compare-and-set, atomic in
   * the shared store); keeps what was live first when the history does not have it (hand edits).
   */
  async publish(
    files: LayoutFiles,
    by: string,
    message: string,
    expected: string,
    options: { rollbackOf?: number | undefined; kind?: 'scheduled' | 'ended' } = {},
  ): Promise<{ version: VersionMeta; checks: StudioChecks }> {
    const { rollbackOf } = options
    const live = this.live()
    if (live.set.version !== expected) throw moved(conflictOf(await this.filesOf(expected, live), await this.liveMeta(), live.files, {}), 'this was checked')
    const { checked, ...checks } = await this.check(files, live)
    const set = this.publishable(checked, checks, live)
    await this.keptVersion(live)
    const outcome = await this.app.layouts.publish(set, by, message, expected).catch((error: unknown) => {
      throw new GwErrors.studioSharedStoreDown({ cause: error })
    })
    if ('moved' in outcome) {
      const now = { version: outcome.moved?.version ?? '', by: outcome.moved?.by ?? 'disk', message: outcome.moved?.message }
      throw moved(conflictOf(await this.filesOf(expected, live), now, live.files, {}), 'this was checked')
    }
    const kind = options.kind ?? (rollbackOf === undefined ? 'publish' : 'rollback')
    return { version: await this.recordPublish({ version: outcome.version, by, message, kind, rollbackOf, files }), checks }
  }

  /** Refuses a set with problems, over budget, or the same as live; the checked set otherwise. */
  private publishable(checked: LayoutChecks['checked'], checks: StudioChecks, live: Live): CheckedSet {
    if (checks.problems.length || !checked) {
      const first = checks.problems[0]
      const summary = `${checks.problems.length} problem(s), first: ${first?.file} at ${first?.path}: ${first?.message}`
      throw Object.assign(new GwErrors.studioPublishInvalid(summary), { problems: checks.problems })
    }
    if (checks.breaches.length) {
      const problems = checks.breaches.map((b) => breachProblem(b, this.app.config.studio.budgets))
      throw Object.assign(new GwErrors.studioOverBudget(`${problems[0]?.file} ${problems[0]?.path}: ${problems[0]?.message}`), { problems })
    }
    if (checked.set.version === live.set.version) {
      const message = 'nothing to publish: these files are the live layouts'
      throw Object.assign(new GwErrors.studioPublishInvalid(message), { problems: [{ file: '(all)', path: '(set)', message }] })
    }
    return checked
  }

  /** A publish in the history and the audit log, and said in the log. */
  private async recordPublish(
    entry: Omit<VersionMeta, 'id' | 'at' | 'kind'> & { kind: 'publish' | 'rollback' | 'scheduled' | 'ended'; files: LayoutFiles },
  ): Promise<VersionMeta> {
    const { by, kind, rollbackOf, message } = entry
    const version = await this.store.addVersion({ ...entry, at: new Date().toISOString() })
    const detail = `#${version.id}${rollbackOf === undefined ? '' : ` (back to #${rollbackOf})`}: ${message}`
    await this.store.audit({ at: version.at, by, what: kind, version: entry.version, detail })
    this.app.log.info({ operator: by, version: entry.version, id: version.id, kind }, `studio: ${kind}`)
    return version
  }

  /** Refuses a draft made against an older live version, with what changed on each side. */
  refuseStale(base: { version: string; files: LayoutFiles }, draft: LayoutFiles, liveMeta: LiveMeta): void {
    const live = this.live()
    if (base.version !== live.set.version) throw moved(conflictOf(base, liveMeta, live.files, draft), 'your draft started')
  }

  /** The files of a version the history keeps (what a rollback was checked against), for the per-file view. */
  private async filesOf(version: string, live: Live): Promise<{ version: string; files: LayoutFiles }> {
    const record = (await this.store.versions()).find((v) => v.version === version)
    const kept = record ? await this.store.version(record.id) : undefined
    return { version, files: kept?.files ?? live.files }
  }

  /** The history's id of the live set: its newest entry, or a `disk` entry made now for files the history does not have. */
  async keptVersion({ files, set }: Live): Promise<number> {
    const latest = (await this.store.versions())[0]
    if (latest?.version === set.version) return latest.id
    const kept = await this.store.addVersion({
      version: set.version,
      by: 'disk',
      at: new Date(this.app.layouts.diskChangedAt || Date.now()).toISOString(),
      message: 'the layout files as found before this publish',
      kind: 'disk',
      files,
    })
    return kept.id
  }
}
