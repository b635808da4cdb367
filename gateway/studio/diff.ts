import type { FastifyInstance } from 'fastify'
import type { ExplainEntry } from '../../schemas/explain.ts'
import type { LayoutFiles, LayoutSet } from '../layouts/validate.ts'
import { screenProbe } from './checks.ts'
import { AUDIENCES, type AudienceId, resolveForAudiences } from './preview.ts'

type ScreenDiff = { screen: string; gains: string[]; loses: string[]; moved: string[] }
export type AudienceDiff = { audience: AudienceId; screens: ScreenDiff[] }

function labelOf(e: ExplainEntry): string {
  const where = e.where === 'screen' ? '' : ` (${e.where})`
  return `${e.kind} ${e.id}${where}`
}

/** The entries a viewer sees, in order. */
function shownLabels(entries: readonly ExplainEntry[]): string[] {
  return entries.filter((e) => e.shown).map(labelOf)
}

/** Longest common subsequence: what kept its order; the other common entries are the ones that moved. */
function inOrder(a: readonly string[], b: readonly string[]): Set<string> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] as number[]
      row[j] = a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0)
    }
  }
  const kept = new Set<string>()
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string)
      i++
      j++
    } else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i++
    else j++
  }
  return kept
}

export function diffEntries(before: readonly ExplainEntry[], after: readonly ExplainEntry[]): Omit<ScreenDiff, 'screen'> {
  const a = shownLabels(before)
  const b = shownLabels(after)
  const kept = inOrder(a, b)
  return {
    gains: b.filter((x) => !a.includes(x)),
    loses: a.filter((x) => !b.includes(x)),
    moved: b.filter((x) => a.includes(x) && !kept.has(x)),
  }
}

/** Screens whose entries can differ: their own file changed, or the shell (its menus show on home for all). */
function screensToDiff(live: LayoutFiles, target: LayoutFiles, before: LayoutSet, after: LayoutSet): string[] {
  const ids = new Set<string>()
  for (const s of [...before.screens, ...after.screens]) if (live[`screens/${s.id}.json`] !== target[`screens/${s.id}.json`]) ids.add(s.id)
  if (live['shell.json'] !== target['shell.json']) ids.add('home')
  return [...ids].sort()
}

/** What each of the six viewers gains, loses or sees moved, screen by screen, going from `before` to `after`. */
export async function diffSets(
  app: FastifyInstance,
  live: { files: LayoutFiles; set: LayoutSet },
  target: { files: LayoutFiles; set: LayoutSet },
): Promise<AudienceDiff[]> {
  const diffs: AudienceDiff[] = AUDIENCES.map((a) => ({ audience: a.id, screens: [] }))
  for (const id of screensToDiff(live.files, target.files, live.set, target.set)) {
    const resolveIn = async (set: LayoutSet) => {
      const screen = set.screens.find((s) => s.id === id)
      if (!screen) return AUDIENCES.map(() => [] as ExplainEntry[])
      const { path, status } = screenProbe(screen, set)
      const results = await resolveForAudiences(app, set, path, { language: 'EN', device: 'other', status })
      return results.map((r) => r.explain.entries)
    }
    const [before, after] = await Promise.all([resolveIn(live.set), resolveIn(target.set)])
    diffs.forEach((d, i) => {
      const change = diffEntries(before[i] ?? [], after[i] ?? [])
      if (change.gains.length || change.loses.length || change.moved.length) d.screens.push({ screen: id, ...change })
    })
  }
  return diffs
}
