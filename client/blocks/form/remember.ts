import { readStored, removeStored, writeStored } from '../../lib/storage.ts'

// Remembers who logged in on this device, per login mode: the user name or mobile number and the dialling
// code. Never a password: the browser's password manager keeps that (autocomplete attributes).
const KEY = 'rememberLogin'

type Remembered = { mode: string; byMode: Record<string, Record<string, string>> }

function read(): Remembered | null {
  const raw = readStored(KEY)
  if (raw === null) return null
  try {
    const parsed = JSON.parse(raw) as Partial<Remembered>
    if (typeof parsed.mode !== 'string' || typeof parsed.byMode !== 'object' || parsed.byMode === null) return null
    return { mode: parsed.mode, byMode: parsed.byMode }
  } catch {
    return null
  }
}

export function rememberedMode(): string | null {
  return read()?.mode ?? null
}

export function rememberedValues(mode: string): Record<string, string> | null {
  const values = read()?.byMode[mode]
  if (!values) return null
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

export function remember(mode: string, values: Record<string, string>): void {
  const current = read() ?? { mode, byMode: {} }
  writeStored(KEY, JSON.stringify({ mode, byMode: { ...current.byMode, [mode]: values } }))
}

export function forget(): void {
  removeStored(KEY)
}
