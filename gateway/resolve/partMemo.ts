// Parts of screens (bound blocks, pop-ups, the shell) kept by what they were made from, so that a member's screen
// builds only what is the member's own and changed.
// A block whose resolver is `pure` (gateway/blocks/types.ts) binds the same answer from the same inputs: the screen's
// stamp (layout version, screen, path, language, device, capabilities, audience, the viewer's role and type, the
// versions of status and white label) and the data of the sources it declares. Shared data is named by its version;
// a member's data by its content: the platform reader keeps what one answer text parses to (frozen,
// gateway/upstream/parseAnswer.ts), so the same favourites or recent games come back as the same objects, and the
// strip bound from them is kept too. Whoever asks next with the same inputs (the same member, or another with the
// same favourites) gets the same block object, and its JSON (kept beside it, gateway/output/json.ts). A screen's
// pop-ups are kept by the blocks they hold, the shell by the member's summary and counts.
import { LRUCache } from 'lru-cache'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import { MEMBER_SOURCES } from '../sources/loader.ts'
import type { SourceName, SourceResult } from '../sources/types.ts'
import { deepFreeze } from '../upstream/parseAnswer.ts'

/** A kept part's JSON, made once, and the id that names it in an answer's content key (gateway/output/json.ts). */
export type KeptJson = { bytes: Buffer; id: string }
const keptJson = new WeakMap<object, KeptJson>()
let nextKept = 0

/** The JSON of a kept part (a bound block, a pop-up, a shell), if it is one. */
export function keptJsonOf(value: object): KeptJson | undefined {
  return keptJson.get(value)
}

function keepJson(value: object): Buffer {
  let kept = keptJson.get(value)
  if (!kept) {
    // `\0` cannot appear in JSON text (it is escaped), so an id never reads as a piece of it.
    kept = { bytes: Buffer.from(JSON.stringify(value)), id: `\0${nextKept++}` }
    keptJson.set(value, kept)
  }
  return kept.bytes
}

const ENTRIES_MAX = 4000
/** Counted as the blocks' JSON; the objects themselves take about as much again. */
const BYTES_MAX = 16 * 1024 * 1024

const serials = new WeakMap<object, number>()
let nextSerial = 0

function serialOf(value: object): number {
  let serial = serials.get(value)
  if (serial === undefined) {
    serial = nextSerial++
    serials.set(value, serial)
  }
  return serial
}

/** How deep a small object is looked into, and how many members it may have, to be named by its content. */
const DEPTH_MAX = 2
const WRAPPER_KEYS_MAX = 8

/**
 * A key that names a value by its content, or undefined when it cannot: a primitive by itself, a small object or list
 * (a count, a page of a list: its items, page and total) by the keys of what it holds, and a larger frozen one (a kept
 * platform answer, or a part of one) by its identity. An unfrozen object may change in place, so it is never named by
 * its identity.
 */
export function contentKey(value: unknown, depth = 0): string | undefined {
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value !== 'object') return undefined
  if (!Object.isFrozen(value)) return depth < DEPTH_MAX ? partsKey(value, depth) : undefined
  // A frozen value (a kept platform answer) cannot change: its key at each depth is worked out once.
  let keys = frozenKeys.get(value)
  if (!keys) frozenKeys.set(value, (keys = []))
  return (keys[depth] ??= (depth < DEPTH_MAX ? partsKey(value, depth) : undefined) ?? `#${serialOf(value)}`)
}

/** The content keys of frozen values, by depth. */
const frozenKeys = new WeakMap<object, string[]>()

function partsKey(value: object, depth: number): string | undefined {
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== Array.prototype) return undefined
  const keys = Object.keys(value)
  if (keys.length > WRAPPER_KEYS_MAX) return undefined
  const parts: string[] = []
  for (const key of keys) {
    const part = contentKey((value as Record<string, unknown>)[key], depth + 1)
    if (part === undefined) return undefined
    parts.push(`${key}:${part}`)
  }
  return Array.isArray(value) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`
}

/**
 * One source's data in a key: shared data by its version, a member's by `keyOf` (a block's key: its content; a whole
 * answer's: `identityKey`); undefined: not keyable.
 */
export function sourceKey(
  name: SourceName,
  result: SourceResult<SourceName> | undefined,
  keyOf: (value: unknown) => string | undefined = contentKey,
): string | undefined {
  if (!result) return undefined
  // A shared answer with no version of its own (-1: read without the shared cache, or a last good copy) is named
  // by its content, like a member's.
  if (!MEMBER_SOURCES.has(name) && result.version >= 0) return `${name}@${result.version}`
  const key = keyOf(result.value)
  return key === undefined ? undefined : `${name}=${key}`
}

/**
 * A value named for a whole answer's key: a frozen one (a kept platform answer, or a page made once from it) by its
 * identity, any other by its content. Shorter than `contentKey`, so a member's answer key stays a few hundred
 * characters (its content named every member answer in full: ~700 characters built and hashed on every home). Two
 * equal answers from different texts are two keys: the answer is made once more, its parts still come from the memo.
 */
export function identityKey(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && Object.isFrozen(value) ? `#${serialOf(value)}` : contentKey(value)
}

/** A part made once for its key; null: a block that had nothing to show. */
type Kept = { part: object | null; bytes: number }

/** Plans (what a screen shows and reads for a stamp): a few small arrays each. */
const PLANS_MAX = 2000

export class PartMemo {
  private readonly kept = new LRUCache<string, Kept>({ max: ENTRIES_MAX, maxSize: BYTES_MAX, sizeCalculation: (kept) => kept.bytes || 1 })
  private readonly plans = new LRUCache<string, object>({ max: PLANS_MAX })

  /**
   * What a screen shows and reads for a key that names all it was worked out from (its blocks' verdicts, the sources
   * they need): made once and shared, read only, by every request with that key.
   */
  planned<T extends object>(key: string, make: () => T): T {
    const hit = this.plans.get(key)
    if (hit) return hit as T
    const plan = make()
    this.plans.set(key, plan)
    return plan
  }

  /**
   * The block kept under `key`, or the one `bind` makes (a block, null for nothing to show, or whatever else the
   * caller's bind answers, such as a lost block), kept when `keep` says so.
   */
  bound<Other>(key: string, bind: () => { block: ResolvedBlock | null | Other; keep: boolean }): ResolvedBlock | null | Other {
    const hit = this.kept.get(key)
    if (hit) return hit.part as ResolvedBlock | null
    const { block, keep } = bind()
    if (keep && isBlock(block)) this.keep(key, block)
    return block
  }

  /** The part kept under `key`, or the one `make` makes, kept. */
  made<T extends object>(key: string, make: () => T): T {
    const hit = this.kept.get(key)
    if (hit) return hit.part as T
    const part = make()
    this.keep(key, part)
    return part
  }

  /** Frozen, for every screen that shows it shares it, and its JSON (a list's, each element's) made once. */
  private keep(key: string, part: object | null): void {
    deepFreeze(part)
    const bytes =
      part === null ? 1 : Array.isArray(part) ? part.reduce((sum: number, element: object) => sum + keepJson(element).length, 1) : keepJson(part).length
    this.kept.set(key, { part, bytes })
  }
}

function isBlock(value: unknown): value is ResolvedBlock | null {
  return value === null || (typeof value === 'object' && 'type' in value)
}
