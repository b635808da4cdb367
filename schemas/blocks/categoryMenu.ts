import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'

/**
 * The scrolling category menu of the login page's side area (seeds 000 §3): an 'all' tab first, then one tab per
 * menu of the platform's lottery menus, named by its displayName or labelName; choosing a tab shows that menu's games.
 */
export const CategoryMenuPropsSchema = z
  .object({
    title: TextSchema.optional().describe('A heading above the menu'),
    allLabel: TextSchema.default({ t: 'all' }).describe("The first tab's label: every menu's games together"),
    prizeMode: z.enum(['Lott', 'Elott', 'ZY']).default('Lott').describe('The prize mode the games open in'),
    limit: z.number().int().min(1).max(60).default(12).describe('Games shown per tab at most'),
  })
  .strict()

const CategoryMenuGameSchema = z.object({ id: z.string(), name: z.string(), image: z.string(), action: ActionSchema })

export const CategoryMenuResolvedSchema = z.object({
  title: z.string().optional(),
  /** 'all' first, then one per menu, each with its games. */
  tabs: z.array(z.object({ id: z.string(), label: z.string(), games: z.array(CategoryMenuGameSchema) })).min(2),
})
