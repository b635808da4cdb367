import { createHash } from 'node:crypto'
import type { LiveMeta } from '../../schemas/studio.ts'
import { GwErrors } from '../errors.ts'
import type { Draft, DraftSummary } from '../layouts/studioStore.ts'
import type { LayoutFiles, LayoutSet } from '../layouts/validate.ts'
import { validateLayouts } from '../layouts/validate.ts'
import { mergeFile } from './merge.ts'
import type { Studio } from './studio.ts'

type Base = { version: string; files: LayoutFiles }
type DraftFileView = { text: string; rev: string; since: string; at: string }
export type DraftView = { base: { version: string; files?: LayoutFiles }; files: Record<string, DraftFileView>; live: LiveMeta; others: DraftSummary[] }
export type RebaseResult = { base: string; merged: string[]; same: string[]; conflicts: { file: string; conflicts: number }[] }

/** A file's revision: what the studio shows is what the gateway holds when both name the same one. */
function revOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16)
}

/** Files that fail validation fall back to their base version, so a half-edited draft still previews. */
export function previewSet(base: LayoutFiles, fallback: LayoutSet, files: LayoutFiles): LayoutSet {
  const { set, validFiles } = validateLayouts(files)
  const mended = Object.fromEntries(Object.entries(files).map(([f, text]) => [f, validFiles.has(f) ? text : (base[f] ?? text)]))
  const again = validFiles.size === Object.keys(files).length ? set : validateLayouts(mended).set
  if (!again.shell || !again.version || !again.screens.some((s) => s.id === 'home')) return fallback
  return { shell: again.shell, screens: again.screens, texts: again.texts, version: again.version }
}

const textsOf = (draft: Draft): LayoutFiles => Object.fromEntries(Object.entries(draft.files).map(([f, e]) => [f, e.text]))

// A save is audited once a minute per operator and file: the studio saves as the operator types.
const AUDIT_EVERY_MS = 60_000

/**
 * Operators' drafts, saved file by file against the live version each started from (DESIGN §12): what the
 * operator sees is what the gateway holds, and a draft made against an older live version is never published
 * over a newer one.
 */
export class Drafts {
  private readonly studio: Studio
  private readonly audited = new Map<string, number>()

  constructor(studio: Studio) {
    this.studio = studio
  }

  /** The draft's base (live when it started; live now for a draft without one) and its files as texts. */
  async of(operator: string): Promise<{ draft: Draft; base: Base; texts: LayoutFiles }> {
    const draft = await this.studio.store.draft(operator)
    const { files, set } = this.studio.live()
    return { draft, base: draft.base ?? { version: set.version, files }, texts: textsOf(draft) }
  }

  async view(operator: string): Promise<DraftView> {
    const [{ draft, base }, { live, others }] = await Promise.all([this.of(operator), this.presence(operator)])
    const files = Object.fromEntries(Object.entries(draft.files).map(([f, e]) => [f, { ...e, rev: revOf(e.text) }]))
    // The base's files go with it only when they are not live's (the studio has those).
    return { base: base.version === live.version ? { version: base.version } : base, files, live, others }
  }

  async presence(operator: string): Promise<{ live: LiveMeta; others: DraftSummary[] }> {
    const [live, drafts] = await Promise.all([this.studio.liveMeta(), this.studio.store.drafts()])
    return { live, others: drafts.filter((d) => d.operator !== operator) }
  }

  /**
   * Saves one file as the studio shows it. `shown` is the live version the studio shows the draft against: a
   * first file starts the draft there (a version the history keeps), so that an edit made on a page loaded
   * before someone else's publish is never laid over it unseen. A text equal to the base takes the file out.
   */
  async save(operator: string, file: string, text: string, shown: string): Promise<{ file: string; rev: string | null; at: string; base: string }> {
    const { draft } = await this.of(operator)
    const base = draft.base ?? (await this.baseAt(shown))
    if (draft.base && Object.keys(draft.files).length && draft.base.version !== shown) {
      throw new GwErrors.studioDraftNotSaved(
        `Not saved: your draft is kept against version ${draft.base.version}, this page shows ${shown}. Reload the studio (your other edits are kept)`,
      )
    }
    const at = new Date().toISOString()
    const entry = base.files[file] === text ? null : { text, since: draft.files[file]?.since ?? at, at }
    await this.studio.store.saveDraftFile(operator, file, entry, base)
    await this.auditSave(operator, file, at)
    return { file, rev: entry ? revOf(text) : null, at, base: base.version }
  }

  async discard(operator: string, files?: readonly string[]): Promise<void> {
    const { draft } = await this.of(operator)
    const kept = Object.fromEntries(Object.entries(draft.files).filter(([f]) => files !== undefined && !files.includes(f)))
    await this.studio.store.replaceDraft(operator, { base: Object.keys(kept).length ? draft.base : null, files: kept })
    const what = files ? files.join(', ') : 'the whole draft'
    await this.studio.store.audit({ at: new Date().toISOString(), by: operator, what: 'draft-discard', detail: what })
  }

  /** Brings a draft onto the live version: the operator's changes laid onto live, file by file (a three-way merge). */
  async rebase(operator: string): Promise<RebaseResult> {
    const { draft, base } = await this.of(operator)
    const live = this.studio.live()
    const meta = await this.studio.liveMeta()
    const label = `live${meta.id === undefined ? '' : ` #${meta.id}`} (${meta.by})`
    const result: RebaseResult = { base: live.set.version, merged: [], same: [], conflicts: [] }
    const files: Draft['files'] = {}
    for (const [file, entry] of Object.entries(draft.files)) {
      const merged = mergeFile(base.files[file] ?? null, entry.text, live.files[file] ?? null, label)
      if (merged.kind === 'same') result.same.push(file)
      else {
        files[file] = { ...entry, text: merged.text, at: new Date().toISOString() }
        if (merged.kind === 'conflict') result.conflicts.push({ file, conflicts: merged.conflicts })
        else result.merged.push(file)
      }
    }
    await this.studio.store.replaceDraft(operator, { base: { version: live.set.version, files: live.files }, files })
    const detail = `onto ${label}: ${result.merged.length} merged, ${result.conflicts.length} with conflicts, ${result.same.length} now as live`
    await this.studio.store.audit({ at: new Date().toISOString(), by: operator, what: 'draft-rebase', version: live.set.version, detail })
    return result
  }

  /**
   * The operator's draft, refused unless the gateway holds exactly what the operator's screen shows (`revs`), it has
   * a change, and it was made against the live version (otherwise: what changed on each side).
   */
  async ready(operator: string, revs: Record<string, string>): Promise<{ base: Base; texts: LayoutFiles }> {
    const { base, texts } = await this.of(operator)
    const held = Object.fromEntries(Object.entries(texts).map(([f, text]) => [f, revOf(text)]))
    const differ = [...new Set([...Object.keys(held), ...Object.keys(revs)])].filter((f) => held[f] !== revs[f]).sort()
    if (differ.length) {
      throw new GwErrors.studioDraftNotSaved(
        `Not published: the gateway does not hold your draft as your screen shows it (${differ.join(', ')}): wait until it is saved`,
      )
    }
    if (Object.keys(texts).length === 0) throw Object.assign(new GwErrors.studioPublishInvalid('nothing to publish: the draft has no change'), { problems: [] })
    this.studio.refuseStale(base, texts, await this.studio.liveMeta())
    return { base, texts }
  }

  /** Takes the files as published (or scheduled) out of the draft; a save made meanwhile stays, on the new live. */
  async clear(operator: string, texts: LayoutFiles): Promise<void> {
    const now = await this.studio.store.draft(operator)
    const left = Object.fromEntries(Object.entries(now.files).filter(([f, e]) => e.text !== texts[f]))
    const { files, set } = this.studio.live()
    await this.studio.store.replaceDraft(operator, { base: Object.keys(left).length ? { version: set.version, files } : null, files: left })
  }

  /** Publishes the operator's draft as the screen shows it, over the live version it was made against. */
  async publish(operator: string, message: string, revs: Record<string, string>): Promise<Awaited<ReturnType<Studio['publish']>>> {
    const { base, texts } = await this.ready(operator, revs)
    const result = await this.studio.publish({ ...this.studio.live().files, ...texts }, operator, message, base.version)
    await this.clear(operator, texts)
    return result
  }

  /** The set a first save starts from: live, or the version the page shows when the history has it. */
  private async baseAt(shown: string): Promise<Base> {
    const { files, set } = this.studio.live()
    if (shown === set.version) return { version: set.version, files }
    const record = (await this.studio.store.versions()).find((v) => v.version === shown)
    const kept = record ? await this.studio.store.version(record.id) : undefined
    if (!kept) {
      throw new GwErrors.studioDraftNotSaved(
        `Not saved: live has changed since this page loaded (now ${set.version}). Reload the studio to edit the live files; your text stays on screen until you do`,
      )
    }
    return { version: shown, files: kept.files }
  }

  private async auditSave(operator: string, file: string, at: string): Promise<void> {
    const key = `${operator}\n${file}`
    const now = Date.parse(at)
    if (now - (this.audited.get(key) ?? 0) < AUDIT_EVERY_MS) return
    this.audited.set(key, now)
    if (this.audited.size > 1000) for (const [k, t] of this.audited) if (now - t >= AUDIT_EVERY_MS) this.audited.delete(k)
    await this.studio.store.audit({ at, by: operator, what: 'draft-save', detail: file })
  }
}
