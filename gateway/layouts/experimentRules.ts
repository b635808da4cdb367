import type { Condition } from '../../schemas/conditions.ts'
import type { ScreenLayout } from '../../schemas/layout.ts'
import type { LayoutProblem } from './validate.ts'

/** Every `variant` condition under a value, with its JSON path. */
function variantConditions(value: unknown, path: string, found: { path: string; cond: Extract<Condition, { op: 'variant' }> }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => variantConditions(v, `${path}[${i}]`, found))
  else if (value && typeof value === 'object') {
    if ((value as { op?: unknown }).op === 'variant') found.push({ path, cond: value as Extract<Condition, { op: 'variant' }> })
    for (const [k, v] of Object.entries(value)) variantConditions(v, path ? `${path}.${k}` : k, found)
  }
}

/**
 * Experiments: an id names one experiment across the site (its counts are kept under it), and a variant condition
 * names an experiment of its own screen and variants it has (a typo would hide the block from everyone).
 */
export function experimentProblems(screens: readonly ScreenLayout[]): LayoutProblem[] {
  const problems: LayoutProblem[] = []
  const owner = new Map<string, string>()
  for (const screen of screens) {
    const file = `screens/${screen.id}.json`
    screen.experiments.forEach((experiment, i) => {
      const other = owner.get(experiment.id)
      if (other) problems.push({ file, path: `experiments[${i}].id`, message: `experiment ${JSON.stringify(experiment.id)} is also in ${other}` })
      else owner.set(experiment.id, file)
    })
    const found: { path: string; cond: Extract<Condition, { op: 'variant' }> }[] = []
    variantConditions({ blocks: screen.blocks, popups: screen.popups, redirects: screen.redirects }, '', found)
    for (const { path, cond } of found) {
      const experiment = screen.experiments.find((e) => e.id === cond.experiment)
      if (!experiment) {
        problems.push({ file, path, message: `no experiment ${JSON.stringify(cond.experiment)} on this screen (add it under experiments)` })
        continue
      }
      const unknown = cond.in.filter((v) => !experiment.variants.some((variant) => variant.id === v))
      if (unknown.length) problems.push({ file, path, message: `experiment ${JSON.stringify(cond.experiment)} has no variant ${unknown.map((v) => JSON.stringify(v)).join(', ')}` })
    }
  }
  return problems
}
