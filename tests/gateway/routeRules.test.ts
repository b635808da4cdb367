import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readLayoutFiles } from '../../gateway/layouts/store.ts'
import { validateLayouts } from '../../gateway/layouts/validate.ts'
import { ROOT } from '../helpers/buildTestApp.ts'

const good = await readLayoutFiles(join(ROOT, 'layouts'))

type Json = Record<string, unknown>

function edited(file: string, edit: (json: Json) => void): Record<string, string> {
  const json = JSON.parse(good[file] ?? '{}') as Json
  edit(json)
  return { ...good, [file]: JSON.stringify(json) }
}

const shellEdit = (edit: (shell: Json & { aliases: Record<string, string>; header: Json & { hiddenOn: string[]; titles: Json } }) => void) =>
  edited('shell.json', edit as (json: Json) => void)

/** Where the next entry of the shipped header.hiddenOn goes (the index a problem with it names). */
const nextHidden = (JSON.parse(good['shell.json'] ?? '{}') as { header: { hiddenOn: string[] } }).header.hiddenOn.length

function problemsOf(files: Record<string, string>) {
  const { problems, validFiles } = validateLayouts(files)
  return { refused: Object.keys(files).filter((f) => !validFiles.has(f)), problems: problems.map((p) => `${p.file} at ${p.path}: ${p.message}`) }
}

describe('validateLayouts: aliases and the routes rules name', () => {
  it('accepts the shipped layouts, whose aliases cover home and registration', () => {
    expect(problemsOf(good)).toEqual({ refused: [], problems: [] })
  })

  it("refuses a shell rule that names an alias, since only its route's rules apply", () => {
    const files = shellEdit((shell) => {
      shell.header.hiddenOn.push('/m/register.html')
      shell.header.titles['/'] = 'Home'
    })
    expect(problemsOf(files)).toEqual({
      refused: ['shell.json'],
      problems: [
        `shell.json at header.hiddenOn[${nextHidden}]: "/m/register.html" is an alias of "/m/register", whose rules it follows: name "/m/register" instead`,
        `shell.json at header.titles["/"]: "/" is an alias of "/m/home", whose rules it follows: name "/m/home" instead`,
      ],
    })
  })

  it('refuses an alias of an alias, an alias of itself and aliases that are not routes', () => {
    const files = shellEdit((shell) => {
      // Two routes made aliases here: the rules that name them go first (an alias has none of its own).
      shell.header.hiddenOn = shell.header.hiddenOn.filter((path) => path !== '/m/startLottery' && path !== '/m/game')
      delete shell.header.titles['/m/startLottery']
      delete shell.header.titles['/m/game']
      shell.aliases['/m/startLottery'] = '/m/index'
      shell.aliases['/m/game'] = '/m/game'
      shell.aliases['/m/old-home'] = '/m/nowhere'
    })
    expect(problemsOf(files).problems).toEqual([
      `shell.json at aliases["/m/startLottery"]: "/m/index" is an alias itself: point at the route it stands for`,
      `shell.json at aliases["/m/game"]: an alias cannot point at itself`,
      `shell.json at aliases["/m/old-home"]: "/m/old-home" (the alias) is not one of shell.json's routes`,
      `shell.json at aliases["/m/old-home"]: "/m/nowhere" (its target) is not one of shell.json's routes`,
    ])
  })

  it('refuses a shell rule for a path that is not a route (a typo would never apply)', () => {
    const files = shellEdit((shell) => {
      shell.header.hiddenOn.push('/m/logn')
    })
    expect(problemsOf(files).problems).toEqual([`shell.json at header.hiddenOn[${nextHidden}]: "/m/logn" is not one of shell.json's routes`])
  })

  it('refuses a screen that claims an alias or a path that is not a route, and a home screen without a route', () => {
    const register = edited('screens/register.json', (screen) => {
      screen.routes = ['/m/register', '/m/register.html', '/m/signup']
    })
    expect(problemsOf(register)).toEqual({
      refused: ['screens/register.json'],
      problems: [
        `screens/register.json at routes[1]: "/m/register.html" is an alias of "/m/register", whose rules it follows: name "/m/register" instead`,
        `screens/register.json at routes[2]: "/m/signup" is not one of shell.json's routes`,
      ],
    })
    const home = edited('screens/home.json', (screen) => {
      screen.routes = []
    })
    expect(problemsOf(home).problems).toEqual(['screens/home.json at routes: the home screen needs a route: paths the site does not have show it'])
  })
})
