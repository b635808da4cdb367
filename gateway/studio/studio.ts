import type { FastifyInstance, FastifyRequest } from 'fastify'
import { GwErrors } from '../errors.ts'
import type { LayoutFiles, LayoutSet } from '../layouts/validate.ts'
import { validateLayouts } from '../layouts/validate.ts'
import { operatorOf } from './auth.ts'
import { checkSet, type Checks } from './checks.ts'
import { type AudienceDiff, diffSets } from './diff.ts'
import type { StudioStore, VersionMeta } from '../layouts/studioStore.ts'
import type { Operator } from './operators.ts'

/** A draft over the live files: the operator's changed files on top. */
export function withDraft(live: LayoutFiles, draft: LayoutFiles): LayoutFiles {
  return { ...live, ...draft }
}

/** Files that fail validation fall back to their live version, so a half-edited draft still previews. */
export function previewSet(live: LayoutFiles, liveSet: LayoutSet, files: LayoutFiles): LayoutSet {
  const { set, validFiles } = validateLayouts(files)
  const mended = Object.fromEntries(Object.entries(files).map(([f, text]) => [f, validFiles.has(f) ? text : (live[f] ?? text)]))
  const again = validFiles.size === Object.keys(files).length ? set : validateLayouts(mended).set
  if (!again.shell || !again.version || !again.screens.some((s) => s.id === 'home')) return liveSet
  return { shell: again.shell, screens: again.screens, texts: again.texts, version: again.version }
}

function figure(b: Checks['breaches'][number]): string {
  const limits = { bytes: 'answer bytes', blocks: 'blocks', calls: 'distinct platform calls' }
  return b.over.map((k) => `${b[k]} ${limits[k]}`).join(', ')
}

/** The studio: operators, their drafts, checks, publish and rollback with versions and an audit log. */
export class Studio {
  readonly operators: ReadonlyMap<string, Operator>
  readonly store: StudioStore
  private readonly app: FastifyInstance

  constructor(app: FastifyInstance, operators: ReadonlyMap<string, Operator>, store: StudioStore) {
    this.app = app
    this.operators = operators
    this.store = store
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

  live(): { files: LayoutFiles; set: LayoutSet } {
    return { files: this.app.layouts.files, set: this.app.layouts.layouts }
  }

  /** Checks a set against the live one: problems, budget figures and breaches, and the diff per audience. */
  async check(files: LayoutFiles): Promise<Checks & { diff: AudienceDiff[] }> {
    const checks = await checkSet(this.app, files)
    const diff = checks.set ? await diffSets(this.app, this.live(), { files, set: checks.set }) : []
    return { problems: checks.problems, budgets: checks.budgets, breaches: checks.breaches, diff }
  }

  /** Publishes a set after its checks; keeps what was live first when the history does not have it (hand edits). */
  async publish(files: LayoutFiles, by: string, message: string, rollbackOf?: number): Promise<{ version: VersionMeta; diff: AudienceDiff[] }> {
    const checks = await this.check(files)
    if (checks.problems.length === 0 && validateLayouts(files).set.version === this.live().set.version) {
      checks.problems.push({ file: '(all)', path: '(set)', message: 'nothing to publish: these files are the live layouts' })
    }
    if (checks.problems.length) {
      const first = checks.problems[0]
      throw Object.assign(new GwErrors.studioPublishInvalid(`${checks.problems.length} problem(s), first: ${first?.file} at ${first?.path}: ${first?.message}`), { problems: checks.problems })
    }
    if (checks.breaches.length) {
      const problems = checks.breaches.map((b) => ({ file: `screens/${b.screen}.json`, path: `audience ${b.audience}`, message: `over budget: ${figure(b)}` }))
      throw Object.assign(new GwErrors.studioOverBudget(`over budget: ${problems[0]?.file} for ${checks.breaches[0]?.audience}: ${figure(checks.breaches[0] as Checks['breaches'][number])}`), { problems })
    }
    await this.keepLive()
    const result = await this.app.layouts.publish(files, by, message)
    if ('problems' in result) throw Object.assign(new GwErrors.studioPublishInvalid('the set was refused'), { problems: result.problems })
    const kind = rollbackOf === undefined ? 'publish' : 'rollback'
    const version = await this.store.addVersion({ version: result.version, by, at: new Date().toISOString(), message, kind, rollbackOf, files })
    await this.store.audit({ at: version.at, by, what: kind, version: result.version, detail: `#${version.id}${rollbackOf === undefined ? '' : ` (back to #${rollbackOf})`}: ${message}` })
    this.app.log.info({ operator: by, version: result.version, id: version.id, kind }, `studio: ${kind}`)
    return { version, diff: checks.diff }
  }

  private async keepLive(): Promise<void> {
    const { files, set } = this.live()
    const latest = (await this.store.versions())[0]
    if (latest?.version === set.version) return
    await this.store.addVersion({ version: set.version, by: 'disk', at: new Date(this.app.layouts.diskChangedAt || Date.now()).toISOString(), message: 'the layout files as found before this publish', kind: 'disk', files })
  }
}
