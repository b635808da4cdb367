// The last maintenance / restricted answer, kept so that a reload shows it at once (seeds: "read from a
// local cache first, then refreshed").
import type { ScreenResponse } from '../../schemas/screen.ts'
import { readStored, removeStored, writeStored } from '../lib/storage.ts'

const KEY = 'systemStatus'

type StatusCache = { status: 1 | 2; screen: ScreenResponse }

let memory: ScreenResponse | null | undefined

function looksLikeScreen(value: unknown): value is ScreenResponse {
  if (typeof value !== 'object' || value === null) return false
  const screen = value as Partial<Record<keyof ScreenResponse, unknown>>
  return (
    typeof screen.path === 'string' &&
    (screen.status === 1 || screen.status === 2) &&
    Array.isArray(screen.blocks) &&
    Array.isArray(screen.popups) &&
    typeof screen.shell === 'object' &&
    screen.shell !== null
  )
}

function load(): ScreenResponse | null {
  const raw = readStored(KEY)
  if (raw === null) return null
  try {
    const parsed = JSON.parse(raw) as Partial<StatusCache>
    if ((parsed.status === 1 || parsed.status === 2) && looksLikeScreen(parsed.screen)) return parsed.screen
  } catch {
    // Corrupt entry: treated as absent and replaced by the next answer.
  }
  return null
}

/** The cached maintenance / restricted screen, or null when the platform was last seen open. */
export function readStatusScreen(): ScreenResponse | null {
  if (memory === undefined) memory = load()
  return memory
}

/** Remembers a non-zero status answer; a status 0 answer clears the cache. */
export function rememberStatus(screen: ScreenResponse): void {
  if (screen.status === 0) {
    if (readStatusScreen() !== null) removeStored(KEY)
    memory = null
    return
  }
  memory = screen
  writeStored(KEY, JSON.stringify({ status: screen.status, screen }))
}

/** Tests only: forget what was read from storage. */
export function resetStatusMemory(): void {
  memory = undefined
}
