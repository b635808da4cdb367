// `npm run layouts:schema`: writes the JSON Schemas that layout files reference with "$schema", from the Zod source.
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { layoutJsonSchemas } from './layoutJsonSchemas.ts'

const dir = resolve(import.meta.dirname, '../layouts/schema')
for (const [file, schema] of Object.entries(layoutJsonSchemas())) {
  await writeFile(resolve(dir, file), `${JSON.stringify(schema, null, 2)}\n`)
  console.warn(`wrote layouts/schema/${file}`)
}
