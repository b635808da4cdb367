import type { BlockType, ResolvedBlockOf } from '../../schemas/blocks/index.ts'

/** What the renderer hands a block component: its id, resolved props and data status. */
export type BlockProps<T extends BlockType> = {
  id: string
  props: ResolvedBlockOf<T>['props']
  status: ResolvedBlockOf<T>['status']
}
