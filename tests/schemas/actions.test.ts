import { describe, expect, it } from 'vitest'
import { ActionSchema, AuthoredActionSchema } from '../../schemas/actions.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { layoutJsonSchemas } from '../../scripts/layoutJsonSchemas.ts'
import { loadScreen } from '../client/helpers/fixtures.ts'

const layoutOnly = [
  { type: 'customerService', csType: 'LIVECHAT' },
  { type: 'resourceLink', resourceType: 'TELEGRAM' },
  { type: 'navigate', to: '/m/withdraw', requires: 'realAccount', refusal: { t: 'free_reject' }, refusalMs: 1000 },
  { type: 'confirm', text: 'Chat?', then: [{ type: 'customerService', csType: 'CS' }] },
]

describe('AuthoredActionSchema and ActionSchema', () => {
  it('lets layouts write the actions only the gateway resolves, and access rules on any action', () => {
    expect(layoutOnly.map((action) => AuthoredActionSchema.safeParse(action).success)).toEqual([true, true, true, true])
  })

  it('refuses them in what the page receives: the gateway has turned each into an action the page runs', () => {
    expect(layoutOnly.map((action) => ActionSchema.safeParse(action).success)).toEqual([false, false, false, false])
    expect(ActionSchema.parse({ type: 'confirm', text: 'Chat?', then: [{ type: 'openExternal', url: 'https://chat.example/cs' }] })).toMatchObject({
      type: 'confirm',
    })
  })

  it('refuses a screen that carries one, wherever it is (here a menu item of the bottom menu)', () => {
    const screen = loadScreen('home-member')
    const item = screen.shell.bottomMenu.items[0]
    expect(item).toBeDefined()
    const unresolved = { ...screen, shell: { ...screen.shell, bottomMenu: { ...screen.shell.bottomMenu, items: [{ ...item, action: layoutOnly[0] }] } } }
    expect(ScreenResponseSchema.safeParse(screen).success).toBe(true)
    expect(ScreenResponseSchema.safeParse(unresolved).success).toBe(false)
  })

  it('offers operators the authored actions wherever a layout holds one: no layout schema names the resolved union', () => {
    for (const schema of Object.values(layoutJsonSchemas())) {
      const defs = Object.keys((schema as { $defs?: object }).$defs ?? {})
      expect(defs).toEqual(expect.arrayContaining(['AuthoredAction', 'AuthoredSimpleAction']))
      expect(defs.filter((name) => name === 'Action' || name === 'SimpleAction')).toEqual([])
    }
  })
})
