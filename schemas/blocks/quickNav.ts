import { z } from 'zod'
import { MenuItemSchema, ResolvedMenuItemSchema } from '../menu.ts'

export const QuickNavPropsSchema = z.object({ items: z.array(MenuItemSchema).min(1) }).strict()

export const QuickNavResolvedSchema = z.object({ items: z.array(ResolvedMenuItemSchema) })
