import type { FastifyInstance } from 'fastify'
import type { ScreenLayout } from '../../schemas/layout.ts'
import { LANGUAGES } from '../../schemas/text.ts'
import { publishProblems } from '../layouts/store.ts'
import type { LayoutFiles, LayoutProblem, LayoutSet } from '../layouts/validate.ts'
import { validateLayouts } from '../layouts/validate.ts'
import { type AudienceId, type AudienceScreen, resolveForAudiences } from './preview.ts'

type BudgetFigure = { screen: string; audience: AudienceId; bytes: number; blocks: number; calls: number }
type BudgetBreach = BudgetFigure & { over: ('bytes' | 'blocks' | 'calls')[] }
export type Checks = { problems: LayoutProblem[]; budgets: BudgetFigure[]; breaches: BudgetBreach[] }

/** Every text key of English in every language file the site offers: a missing one would show English. */
function textProblems(set: LayoutSet | ReturnType<typeof validateLayouts>['set']): LayoutProblem[] {
  const english = Object.keys(set.texts.EN ?? {})
  const languages = set.shell?.languages ?? LANGUAGES
  return languages.flatMap((lang) => {
    const texts = set.texts[lang]
    const file = `i18n/${lang.toLowerCase()}.json`
    if (!texts) return [{ file, path: '(file)', message: `the ${lang} texts are missing (the language switch offers ${lang})` }]
    return english.filter((key) => !(key in texts)).map((key) => ({ file, path: key, message: `text key ${JSON.stringify(key)} is missing in ${lang} (English would show)` }))
  })
}

/** The path a screen is checked at, and the status that shows it (gates are shown by status, whatever the route). */
export function screenProbe(screen: ScreenLayout, set: LayoutSet): { path: string; status: number } {
  const home = set.screens.find((s) => s.id === 'home')?.routes[0] ?? '/m/home'
  const status = screen.id === 'maintenance' ? 1 : screen.id === 'restricted' ? 2 : 0
  return { path: screen.routes[0] ?? home, status }
}

function figureOf(screen: string, r: AudienceScreen): BudgetFigure {
  const blocks = r.screen.blocks.length + r.screen.popups.reduce((n, p) => n + (p.blocks?.length ?? 0), 0)
  return { screen, audience: r.audience, bytes: r.bytes, blocks, calls: r.calls.length }
}

/** Resolves every screen for every audience and measures it. */
async function measure(app: FastifyInstance, set: LayoutSet): Promise<BudgetFigure[]> {
  const figures: BudgetFigure[] = []
  for (const screen of set.screens) {
    const { path, status } = screenProbe(screen, set)
    const results = await resolveForAudiences(app, set, path, { language: 'EN', device: 'other', status })
    figures.push(...results.map((r) => figureOf(screen.id, r)))
  }
  return figures
}

/** The checks a set must pass to be published: schema, routes, text keys in every language, then budgets. */
export async function checkSet(app: FastifyInstance, files: LayoutFiles): Promise<Checks & { set?: LayoutSet }> {
  const problems = publishProblems(files)
  const { set } = validateLayouts(files)
  problems.push(...textProblems(set))
  if (problems.length || !set.shell || !set.version) return { problems, budgets: [], breaches: [] }
  const full: LayoutSet = { shell: set.shell, screens: set.screens, texts: set.texts, version: set.version }
  const budgets = await measure(app, full)
  const limits = app.config.studio.budgets
  const breaches = budgets.flatMap((f) => {
    const over = (['bytes', 'blocks', 'calls'] as const).filter((k) => f[k] > limits[k])
    return over.length ? [{ ...f, over }] : []
  })
  return { problems, budgets, breaches, set: full }
}
