import { expectTypeOf, test } from 'vitest'
import type { BlockProps } from '../../client/blocks/types.ts'
import { registry, type BlockRegistry } from '../../client/renderer/registry.ts'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'

test('the registry keys are exactly the resolved block types', () => {
  expectTypeOf<keyof typeof registry>().toEqualTypeOf<ResolvedBlock['type']>()
  expectTypeOf(registry).toExtend<BlockRegistry>()
})

test("each entry takes that block's resolved props", () => {
  expectTypeOf(registry.gameBlock).toExtend<React.ComponentType<BlockProps<'gameBlock'>>>()
  expectTypeOf<React.ComponentProps<typeof registry.noticeTicker>['props']>().toEqualTypeOf<Extract<ResolvedBlock, { type: 'noticeTicker' }>['props']>()
})
