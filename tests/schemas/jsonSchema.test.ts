import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { layoutJsonSchemas } from '../../scripts/layoutJsonSchemas.ts'
import { ROOT } from '../helpers/buildTestApp.ts'

describe('layouts/schema/*.schema.json', () => {
  it.each(Object.entries(layoutJsonSchemas()))('%s matches the Zod source (run npm run layouts:schema)', async (file, schema) => {
    expect(JSON.parse(await readFile(join(ROOT, 'layouts/schema', file), 'utf8'))).toEqual(schema)
  })
})
