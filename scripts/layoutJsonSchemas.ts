import { z } from 'zod'
import { ScreenLayoutSchema, ShellLayoutSchema } from '../schemas/layout.ts'

/** JSON Schemas for editors: input shape (defaults optional), descriptions from `.describe()`. */
export function layoutJsonSchemas(): Record<string, unknown> {
  return {
    'screen.schema.json': { title: 'Screen layout', ...z.toJSONSchema(ScreenLayoutSchema, { io: 'input', unrepresentable: 'any', reused: 'ref' }) },
    'shell.schema.json': { title: 'Shell layout', ...z.toJSONSchema(ShellLayoutSchema, { io: 'input', unrepresentable: 'any', reused: 'ref' }) },
  }
}
