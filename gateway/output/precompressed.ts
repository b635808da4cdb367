// Answers the gateway serialized itself, sent compressed by hand. Kept answers (the memoised visitor screens) are
// compressed once per coding, when first asked for in it, and then sent as they are; an answer made for one request
// is compressed once (in place when small, in the thread pool when large), without @fastify/compress's stream
// machinery (which profiling showed costing as much as the compression itself). @fastify/compress leaves a reply
// alone once it carries a coding. An answer made for one request goes out in zstd where the browser takes it (level
// 3: on a 33 KB member home 68 µs for 5,997 bytes, where br 2 took 111 µs for 6,028); a kept one in br 9, smallest.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, zstdCompress, zstdCompressSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'br' | 'gzip' | 'zstd'

export type PreparedAnswer = {
  readonly body: Buffer
  /** Set when the route answers If-None-Match. */
  readonly etag?: string
  /** Kept answers only: their codings, filled per coding on first use (`null` when it did not make them smaller). */
  readonly encoded?: Partial<Record<Encoding, Buffer | null>>
  /**
   * A kept answer whose codings are made as a per-request answer's are (cheap, not smallest): one kept by its content
   * for as long as it is asked again (a member's screen that did not change), which may be a single time.
   */
  readonly fast?: true
}

/**
 * What a kept answer may come to hold, for the byte bounds of the caches that keep it: its body, and the codings made
 * of it later, counted at the body's size (they are smaller).
 */
export function keptBytes(answer: PreparedAnswer): number {
  return answer.body.length * 2 || 1
}

export function prepareAnswer(json: string | Buffer, options: { isKept: boolean; hasEtag: boolean; fast?: boolean }): PreparedAnswer {
  const body = typeof json === 'string' ? Buffer.from(json) : json
  const etag = options.hasEtag ? `W/"${createHash('sha1').update(body).digest('base64url')}"` : undefined
  return { body, ...(etag ? { etag } : {}), ...(options.isKept ? { encoded: {} } : {}), ...(options.isKept && options.fast ? { fast: true as const } : {}) }
}

// Once per kept answer, so a higher quality than per request; 11 costs ~10× more for a few per cent, which a memo
// entry renewed every PUBLIC_CACHE_TTL_MS would pay again and again. Per request, br 2: on a 257 KB 1,000-game page
// it took 879 µs for 16,303 bytes where br 4 (the compress plugin's) took 1,618 µs for 16,092.
const brotliOf = (quality: number, size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
})
const zstdOf = (size: number) => ({ params: { [constants.ZSTD_c_compressionLevel]: 3 }, pledgedSrcSize: size })
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const zstdAsync = promisify(zstdCompress)
/** Below this an answer is sent as it is (@fastify/compress's threshold). */
const THRESHOLD = 1024
/**
 * Up to this size an answer made for one request is compressed on the event loop: handing ~100 µs of work to the
 * thread pool cost more CPU than the work itself (br 2 on a 33 KB member home: ~255 µs of CPU through the pool,
 * ~120–140 µs in place; gzip 6: ~530 against ~310). Larger answers (a 1,000-game page: ~880 µs) still go to the pool.
 */
const IN_PLACE_MAX = 64 * 1024

function encodeKept(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 })
  if (encoding === 'zstd') return zstdCompressSync(body, { params: { [constants.ZSTD_c_compressionLevel]: 19 }, pledgedSrcSize: body.length })
  return brotliCompressSync(body, brotliOf(9, body.length))
}

async function encodeOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= IN_PLACE_MAX) {
    if (encoding === 'gzip') return gzipSync(body, { level: 6 })
    return encoding === 'zstd' ? zstdCompressSync(body, zstdOf(body.length)) : brotliCompressSync(body, brotliOf(2, body.length))
  }
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 })
  return encoding === 'zstd' ? zstdAsync(body, zstdOf(body.length)) : brotliAsync(body, brotliOf(2, body.length))
}

/** At equal weight, kept answers: smallest first (br 9 is smaller than zstd 19 on these answers). */
const KEPT_ORDER: readonly Encoding[] = ['br', 'zstd', 'gzip']
/** At equal weight, answers made for one request: cheapest to make first, at about br 2's size. */
const ONCE_ORDER: readonly Encoding[] = ['zstd', 'br', 'gzip']

/**
 * The coding a request accepts best (q > 0), from its Accept-Encoding; `*` stands for any coding not named. At equal
 * weight the first of `order`.
 */
export function acceptedEncoding(header: string | undefined, order: readonly Encoding[] = KEPT_ORDER): Encoding | undefined {
  if (!header) return undefined
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    q.set(name.trim(), weight === undefined ? 1 : Number(weight))
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0
  const ranked = order.filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a))
  return ranked[0]
}

type Choice = { kept: Encoding | undefined; once: Encoding | undefined }

// Browsers send a handful of Accept-Encoding texts: each is read once, not on every answer.
const encodingByHeader = new Map<string, Choice>()
const KNOWN_HEADERS_MAX = 64

function encodingOf(header: string | undefined, isKept: boolean): Encoding | undefined {
  if (!header) return undefined
  let choice = encodingByHeader.get(header)
  if (!choice) {
    choice = { kept: acceptedEncoding(header, KEPT_ORDER), once: acceptedEncoding(header, ONCE_ORDER) }
    if (encodingByHeader.size >= KNOWN_HEADERS_MAX) encodingByHeader.clear()
    encodingByHeader.set(header, choice)
  }
  return isKept ? choice.kept : choice.once
}

async function bytesFor(answer: PreparedAnswer, encoding: Encoding): Promise<Buffer | null> {
  if (answer.body.length < THRESHOLD) return null
  if (!answer.encoded) return encodeOnce(answer.body, encoding)
  let bytes = answer.encoded[encoding]
  if (bytes === undefined) {
    const made = answer.fast ? await encodeOnce(answer.body, encoding) : encodeKept(answer.body, encoding)
    bytes = made.length < answer.body.length ? made : null
    answer.encoded[encoding] = bytes
  }
  return bytes
}

/** Sends a prepared answer in the best coding the request accepts, or as it is. */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, type: string): Promise<FastifyReply> {
  reply.header('vary', 'Cookie, Accept-Encoding')
  if (answer.etag) {
    reply.header('etag', answer.etag)
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send()
  }
  reply.type(type)
  const encoding = encodingOf(request.headers['accept-encoding'], answer.encoded !== undefined && !answer.fast)
  const bytes = encoding ? await bytesFor(answer, encoding) : null
  if (!encoding || !bytes) return reply.send(answer.body)
  return reply.header('content-encoding', encoding).send(bytes)
}
