import { CAPABILITIES_HEADER } from '../../schemas/constants.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { report } from '../lib/report.ts'
import { requestGateway } from './request.ts'

export type FetchScreenOptions = {
  /** Block types this build can draw, sent so the gateway drops the others. */
  blockTypes: readonly string[]
  signal?: AbortSignal
}

// Zod and the screen schema weigh ~27 KB gzip: they load in their own chunk, in parallel with the fetch.
async function loadValidator() {
  const [{ ScreenResponseSchema, ScreenFrameSchema: FrameSchema }, { ResolvedBlockSchema }] = await Promise.all([
    import('../../schemas/screen.ts'),
    import('../../schemas/blocks/index.ts'),
  ])

  return (json: unknown): ScreenResponse | undefined => {
    const full = ScreenResponseSchema.safeParse(json)
    if (full.success) return full.data
    // One malformed block must not blank the screen: keep a valid frame, drop only the blocks that fail.
    const frame = FrameSchema.safeParse(json)
    const rawBlocks = (json as { blocks?: unknown } | null)?.blocks
    if (!frame.success || !Array.isArray(rawBlocks)) return undefined
    const blocks: ScreenResponse['blocks'] = []
    for (const raw of rawBlocks as unknown[]) {
      const parsed = ResolvedBlockSchema.safeParse(raw)
      if (parsed.success) {
        blocks.push(parsed.data)
        continue
      }
      const { id, type } = (raw ?? {}) as { id?: unknown; type?: unknown }
      report({ kind: 'invalidBlock', id: String(id), type: String(type), issues: parsed.error.message })
    }
    return { ...frame.data, blocks }
  }
}

let validatorPromise: ReturnType<typeof loadValidator> | null = null

function screenValidator() {
  validatorPromise ??= loadValidator().catch((error: unknown) => {
    validatorPromise = null
    throw error
  })
  return validatorPromise
}

function screenUrl(path: string, lang: string): string {
  const query = new URLSearchParams({ path, lang })
  return `/api/screen?${query.toString()}`
}

/** GET /api/screen for a client path (with its query string); resolves only with a valid screen. */
export function fetchScreen(path: string, lang: string, options: FetchScreenOptions): Promise<ScreenResponse> {
  const headers = { [CAPABILITIES_HEADER]: options.blockTypes.join(',') }
  return requestGateway(screenUrl(path, lang), { headers, signal: options.signal ?? null }, screenValidator(), 'INVALID_SCREEN')
}
