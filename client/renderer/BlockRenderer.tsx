import { memo, Suspense, type ComponentType } from 'react'
import type { BlockType, ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { BlockProps } from '../blocks/types.ts'
import { report } from '../lib/report.ts'
import { BlockBoundary } from './BlockBoundary.tsx'
import { HydrationMark, useExpectHydration } from './hydrationGate.tsx'
import { isIsland } from './islands.ts'
import { isRegisteredBlockType, registry } from './registry.ts'

/**
 * One block through the registry; an unknown type is reported and skipped, a crash stays in its boundary. Drawn again
 * only for a new block: a block still waiting to hydrate (an island) that is drawn again is drawn anew instead.
 */
export const BlockRenderer = memo(function BlockRenderer({ block }: { block: ResolvedBlock }) {
  const known = isRegisteredBlockType(block.type)
  // The page is live without its islands: they hydrate when they are needed.
  useExpectHydration(known && !isIsland(block.id) ? block.id : null)
  if (!known) {
    report({ kind: 'unknownBlock', id: block.id, type: String(block.type) })
    return null
  }
  // The mapped registry type pairs each entry with its own props; indexing by a union loses that pairing.
  const Component = registry[block.type] as ComponentType<BlockProps<BlockType>>
  return (
    <BlockBoundary id={block.id} type={block.type} resetKey={block.props}>
      <Suspense fallback={<div className={`block-placeholder block-placeholder--${block.type}`} aria-hidden="true" />}>
        <Component id={block.id} props={block.props} status={block.status} />
        <HydrationMark id={block.id} />
      </Suspense>
    </BlockBoundary>
  )
})
