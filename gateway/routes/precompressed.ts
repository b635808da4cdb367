// Answers whose bytes are kept (the memoised visitor screens) are compressed once, when first asked for in an
// encoding, and then sent as they are: @fastify/compress leaves a reply alone once it carries a Content-Encoding.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'br' | 'gzip'

export type PreparedAnswer = {
  readonly body: Buffer
  readonly etag: string
  /**
   * Kept answers only: their codings, filled per coding on first use (`null` when it did not make them smaller).
   * An answer made for one request has none and is left to @fastify/compress.
   */
  readonly encoded?: Partial<Record<Encoding, Buffer | null>>
}

export function prepareAnswer(json: string, isKept: boolean): PreparedAnswer {
  const body = Buffer.from(json)
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
  return isKept ? { body, etag, encoded: {} } : { body, etag }
}

// Once per answer, so a higher quality than a per-request compressor can afford (br 4 there); 11 costs ~10× more
// for a few per cent, which a memo entry renewed every PUBLIC_CACHE_TTL_MS would pay again and again.
const BROTLI_QUALITY = 9
const GZIP_LEVEL = 9

function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL })
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  })
}

/** The codings a request accepts (q > 0), from its Accept-Encoding; `*` stands for any coding not named. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    q.set(name.trim(), weight === undefined ? 1 : Number(weight))
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0
  // Brotli first at equal weight: smaller on these JSON answers, and every browser that sends it decodes it.
  const ranked = (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a))
  return ranked[0]
}

/** Sends a prepared answer in the best coding the request accepts, or as it is. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, type: string): FastifyReply {
  reply.header('vary', 'Cookie, Accept-Encoding').header('etag', answer.etag)
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send()
  reply.type(type)
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  if (!encoding || !answer.encoded) return reply.send(answer.body)
  let bytes = answer.encoded[encoding]
  if (bytes === undefined) {
    const made = encode(answer.body, encoding)
    bytes = made.length < answer.body.length ? made : null
    answer.encoded[encoding] = bytes
  }
  // Only an answer too short to gain stays as it is (below @fastify/compress's threshold too).
  if (bytes === null) return reply.send(answer.body)
  return reply.header('content-encoding', encoding).send(bytes)
}
