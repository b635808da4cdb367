import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { BlockRenderer } from './BlockRenderer.tsx'

/** The blocks of a screen, in order, minus those whose `clientWhen` is false on this device. */
export function ScreenRenderer({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  const shows = useClientWhen()
  return (
    <>
      {blocks
        .filter((block) => shows(block.clientWhen))
        .map((block) => (
          <BlockRenderer key={block.id} block={block} />
        ))}
    </>
  )
}
