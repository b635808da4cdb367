import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { registry } from '../../../client/renderer/registry.ts'

const CLIENT = join(import.meta.dirname, '../../../client')

describe('registry', () => {
  it("names each block's own module, so the server preloads the chunk the block really loads", () => {
    const source = readFileSync(join(CLIENT, 'renderer/registry.ts'), 'utf8')
    for (const [type, block] of Object.entries(registry)) {
      expect(existsSync(join(CLIENT, block.module)), `${type}: ${block.module}`).toBe(true)
      const hydrate = block.hydrate === 'load' ? '' : `, '${block.hydrate}'`
      expect(source, type).toContain(`${type}: lazyBlock('${block.module}', () => import('../${block.module}')${hydrate})`)
    }
    expect(new Set(Object.values(registry).map((block) => block.module)).size).toBe(Object.keys(registry).length)
  })
})
