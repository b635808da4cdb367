import { LRUCache } from 'lru-cache'
import type { ScreenResponse } from '../../schemas/screen.ts'

/**
 * Every cache of visitor screen answers, and the one recipe their keys are made from (README, Memory). A screen
 * answer depends on what the request says of itself (the request key) and, past that, on what the platform said
 * (the memo key: the request key, the screen, the viewer's versions and each source's version). Only answers that
 * depend on shared data alone are kept; a member's, a degraded or a traced one never is.
 *
 * - memo: resolved screens by memo key, shared by GET /api/screen and the server-drawn pages (500 screens);
 * - answers: each one's bytes, compressed once, by memo key: side-by-side requests share one serialization;
 * - recent: a visitor's answer sent again as it is for VISITOR_SCREEN_SHARE_MS, by request key, without resolving
 *   (the resolve of a memoised screen still reads status, flags and every source's version);
 * - pages: server-drawn pages by memo key, theme and the User-Agent's variant.
 * Each of the last three holds at most 500 entries and 32 MiB.
 * - made: the other answers (a member's, a degraded one) by their content (gateway/output/json.ts), compressed once
 *   per coding: a member who opens the same screen again with nothing changed gets the same bytes without their
 *   being written and compressed again (at most 500 entries and 16 MiB);
 * - fromParts: answers made of kept parts alone (a member's whole home) and their bytes, by the inputs of those parts
 *   (resolveScreen's `madeKey`): the same inputs again skip the bind, the writing and the compressing (at most 500
 *   entries and 16 MiB of bytes).
 */
/** An answer made of kept parts and its bytes. */
type MadeFromParts<Answer> = { response: ScreenResponse; answer: Answer }

export type RequestKeyFacts = {
  /** The layout set's version. */
  version: string
  /** The asked path, query included. */
  path: string
  language: string
  device: string
  /** The block types the client can draw; null: all of them. */
  capabilities: ReadonlySet<string> | null
  /** The viewer's variants, country and time windows, where the layouts' conditions read them (`audienceStamp`). */
  audience: string
}

const ENTRIES_MAX = 500
const BYTES_MAX = 32 * 1024 * 1024
const MADE_BYTES_MAX = 16 * 1024 * 1024

/** What the request says of itself: a visitor's answer is the same for the same request key while nothing else changed. */
function requestKey(facts: RequestKeyFacts): string {
  return [facts.version, facts.path, facts.language, facts.device, [...(facts.capabilities ?? ['*'])].join(','), facts.audience].join('|')
}

/** The request key and what the platform said: the screen picked, the viewer's versions, each source's version. */
export function memoKeyOf(facts: RequestKeyFacts, screen: string, viewerVersions: string, sourceVersions: readonly string[]): string {
  return [requestKey(facts), screen, viewerVersions, ...sourceVersions].join('|')
}

/** A server-drawn page: the memoised screen, drawn in a theme for a User-Agent's variant. */
export function pageKeyOf(memoKey: string, theme: string, variant: string): string {
  return `${theme}|${variant}|${memoKey}`
}

export type ScreenCacheOptions<Answer, Page> = {
  /** VISITOR_SCREEN_SHARE_MS; 0: answers are not sent again without resolving. */
  shareMs: number
  answerBytes: (answer: Answer) => number
  pageBytes: (page: Page) => number
}

/** The caches, over the answer writer's own kept forms (bytes and their codings; a drawn page). */
export class ScreenCache<Answer extends object, Page extends object> {
  /** Resolved screens by memo key: what resolveScreen reads and writes (ResolveDeps.memo). */
  readonly memo = new LRUCache<string, ScreenResponse>({ max: ENTRIES_MAX })
  private readonly answers: LRUCache<string, Answer>
  private readonly recent: LRUCache<string, { answer: Answer; screen: string }> | undefined
  private readonly pages: LRUCache<string, Page>
  private readonly made: LRUCache<string, Answer>
  private readonly fromParts: LRUCache<string, MadeFromParts<Answer>>
  /** Answers made of kept parts, by their inputs: what resolveScreen reads (ResolveDeps.made), bytes included. */
  readonly madeScreens = { get: (key: string): MadeFromParts<Answer> | undefined => this.fromParts.get(key) }

  constructor(options: ScreenCacheOptions<Answer, Page>) {
    // Member answers, by keys as long as a screen's inputs: the keys count towards the bound too.
    const byBytes = <V extends object>(answerOf: (value: V) => Answer) =>
      new LRUCache<string, V>({ max: ENTRIES_MAX, maxSize: MADE_BYTES_MAX, sizeCalculation: (value, key) => options.answerBytes(answerOf(value)) + key.length })
    this.fromParts = byBytes<MadeFromParts<Answer>>((kept) => kept.answer)
    this.made = byBytes<Answer>((answer) => answer)
    this.answers = new LRUCache<string, Answer>({ max: ENTRIES_MAX, maxSize: BYTES_MAX, sizeCalculation: options.answerBytes })
    this.recent =
      options.shareMs > 0
        ? new LRUCache<string, { answer: Answer; screen: string }>({
            max: ENTRIES_MAX,
            ttl: options.shareMs,
            maxSize: BYTES_MAX,
            sizeCalculation: (kept) => options.answerBytes(kept.answer),
          })
        : undefined
    this.pages = new LRUCache<string, Page>({ max: ENTRIES_MAX, maxSize: BYTES_MAX, sizeCalculation: options.pageBytes })
  }

  /** The key a visitor's answer is shared under for a moment; undefined when sharing is off or the viewer has a session. */
  shareKey(facts: RequestKeyFacts, isVisitor: boolean): string | undefined {
    return this.recent && isVisitor ? requestKey(facts) : undefined
  }

  shared(key: string | undefined): { answer: Answer; screen: string } | undefined {
    return key === undefined ? undefined : this.recent?.get(key)
  }

  share(key: string | undefined, answer: Answer, screen: string): void {
    if (key !== undefined) this.recent?.set(key, { answer, screen })
  }

  answer(memoKey: string | undefined): Answer | undefined {
    return memoKey === undefined ? undefined : this.answers.get(memoKey)
  }

  keepAnswer(memoKey: string | undefined, answer: Answer): void {
    if (memoKey !== undefined) this.answers.set(memoKey, answer)
  }

  /** An answer made before with the same content key (outputJsonPieces). */
  madeAnswer(contentKey: string): Answer | undefined {
    return this.made.get(contentKey)
  }

  keepMade(contentKey: string, answer: Answer): void {
    this.made.set(contentKey, answer)
  }

  /**
   * The bytes of an answer made of kept parts: those of the entry resolveScreen found (`made`), or else by its inputs
   * (resolveScreen's `madeKey`: another request may have kept it meanwhile).
   */
  madeFromParts(made: object | undefined, madeKey: string): Answer | undefined {
    if (made && this.isMadeFromParts(made)) return made.answer
    return this.fromParts.get(madeKey)?.answer
  }

  private isMadeFromParts(made: object): made is MadeFromParts<Answer> {
    return 'answer' in made
  }

  keepMadeFromParts(madeKey: string, response: ScreenResponse, answer: Answer): void {
    this.fromParts.set(madeKey, { response, answer })
  }

  page(key: string): Page | undefined {
    return this.pages.get(key)
  }

  keepPage(key: string, page: Page): void {
    this.pages.set(key, page)
  }
}
