import { LANGUAGES } from '../../schemas/text.ts'
import { experimentProblems } from './experimentRules.ts'
import type { LayoutFiles, LayoutProblem, LayoutSet } from './validate.ts'
import { validateLayouts } from './validate.ts'

/** What one screen costs one audience: answer bytes, blocks (pop-ups' included) and distinct platform calls. */
export type BudgetFigure = { screen: string; audience: string; bytes: number; blocks: number; calls: number }
export type Budgets = { bytes: number; blocks: number; calls: number }
export type BudgetBreach = BudgetFigure & { over: (keyof Budgets)[] }

/** Resolves every screen of a set for every audience and measures it (the studio does it through the gateway). */
export type Measure = (set: LayoutSet) => Promise<BudgetFigure[]>

/** A set that passed every check: the only thing a publish takes, so that it is validated once. */
export type CheckedSet = { readonly files: LayoutFiles; readonly set: LayoutSet }

export type LayoutChecks = { problems: LayoutProblem[]; budgets: BudgetFigure[]; breaches: BudgetBreach[]; checked?: CheckedSet }

/** The files a site needs; each is reported only when it is absent, never because it is broken (its own problems say why). */
function requiredProblems(files: LayoutFiles): LayoutProblem[] {
  const problems: LayoutProblem[] = []
  if (!('shell.json' in files)) problems.push({ file: 'shell.json', path: '(file)', message: 'missing: the shell (header, menus, routes) is required' })
  if (!('screens/home.json' in files)) problems.push({ file: 'screens/home.json', path: '(file)', message: 'missing: a home screen is required' })
  if (!('i18n/en.json' in files)) problems.push({ file: 'i18n/en.json', path: '(file)', message: 'missing: English texts are required' })
  return problems
}

/**
 * Every text key of English in every language file the site offers: a missing one would show English. A
 * language whose file is there but broken is left to its own problem.
 */
function textProblems(files: LayoutFiles, set: ReturnType<typeof validateLayouts>['set']): LayoutProblem[] {
  const english = set.texts.EN
  if (!english) return []
  const keys = Object.keys(english)
  const languages = set.shell?.languages ?? LANGUAGES
  return languages.flatMap((lang) => {
    const texts = set.texts[lang]
    const file = `i18n/${lang.toLowerCase()}.json`
    if (!texts) return file in files ? [] : [{ file, path: '(file)', message: `the ${lang} texts are missing (the language switch offers ${lang})` }]
    return keys.flatMap((key) => {
      if (!(key in texts)) return [{ file, path: key, message: `text key ${JSON.stringify(key)} is missing in ${lang} (English would show)` }]
      return texts[key]?.trim() ? [] : [{ file, path: key, message: `text key ${JSON.stringify(key)} is empty in ${lang} (players would see nothing)` }]
    })
  })
}

/** Schema, routes (ownership included), navigate targets, required files, every text key in every language, experiments. */
export function setProblems(files: LayoutFiles): { problems: LayoutProblem[]; set?: LayoutSet } {
  const { set, problems } = validateLayouts(files)
  problems.push(...requiredProblems(files), ...textProblems(files, set), ...experimentProblems(set.screens))
  if (problems.length || !set.shell || !set.version || !set.texts.EN) return { problems }
  return { problems, set: { shell: set.shell, screens: set.screens, texts: set.texts, version: set.version } }
}

function breachesOf(figures: readonly BudgetFigure[], limits: Budgets): BudgetBreach[] {
  return figures.flatMap((f) => {
    const over = (['bytes', 'blocks', 'calls'] as const).filter((k) => f[k] > limits[k])
    return over.length ? [{ ...f, over }] : []
  })
}

const LIMIT_WORDS: Record<keyof Budgets, string> = { bytes: 'answer bytes', blocks: 'blocks', calls: 'distinct platform calls' }

/** A breach as a problem of the screen's own file, with the figure and the budget. */
export function breachProblem(b: BudgetBreach, limits: Budgets): LayoutProblem {
  const figures = b.over.map((k) => `${b[k].toLocaleString('en-US')} ${LIMIT_WORDS[k]} (budget ${limits[k].toLocaleString('en-US')})`).join(', ')
  return { file: `screens/${b.screen}.json`, path: `for ${b.audience}`, message: `over budget: ${figures}` }
}

/**
 * The one set of checks for a set of layout files: the studio's editor (as the operator types), publish,
 * rollback and `npm run layouts:check` all call it. Budgets are measured only when everything else holds and a
 * `measure` is given (resolving screens needs the gateway and a platform).
 */
export async function checkLayouts(files: LayoutFiles, options: { measure?: Measure | undefined; limits: Budgets }): Promise<LayoutChecks> {
  const { problems, set } = setProblems(files)
  if (!set) return { problems, budgets: [], breaches: [] }
  const budgets = options.measure ? await options.measure(set) : []
  return { problems, budgets, breaches: breachesOf(budgets, options.limits), checked: { files, set } }
}

export function formatProblem(p: LayoutProblem): string {
  return `${p.file} at ${p.path}: ${p.message}`
}
