import type { Dispatcher } from 'undici'
import { UpstreamError } from './errors.ts'

/** What an endpoint answers: JSON (`/wps`, `/lgw`) or plain text (the RSA key). */
export type AnswerType = 'json' | 'text'

const JSON_TYPE = /^(application\/(.+\+)?json|text\/json)$/
// Some platform builds send the key JSON-quoted (protocol-fidelity §3): a JSON type is a key's type too.
const TEXT_TYPE = /^(text\/plain|application\/(.+\+)?json)$/

function mediaType(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

function typeFits(expected: AnswerType, header: string | string[] | undefined): boolean {
  return (expected === 'json' ? JSON_TYPE : TEXT_TYPE).test(mediaType(header))
}

/**
 * The body of a platform answer as text, read at most `maxBytes` deep: a longer answer is a failure of the
 * call and reading stops at once, so memory never follows the platform's size. An answer of a type the
 * endpoint never sends (a proxy's HTML page) is a failure before its body is read; with an error status it
 * counts as that HTTP error.
 */
export async function readAnswer(source: string, res: Dispatcher.ResponseData, expected: AnswerType, maxBytes: number): Promise<string> {
  const status = res.statusCode
  if (!typeFits(expected, res.headers['content-type'])) {
    discard(res.body)
    const type = mediaType(res.headers['content-type']) || 'no type'
    if (status >= 400) throw new UpstreamError('http', source, `HTTP ${status} (${type})`, { status })
    throw new UpstreamError('contentType', source, `Answer of type ${type}`, { status })
  }
  const declared = Number(res.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(res.body)
    throw tooLarge(source, status, maxBytes)
  }
  const body = await readAtMost(res.body, maxBytes)
  if (!body) throw tooLarge(source, status, maxBytes)
  return body.toString('utf8')
}

/** A body whole, or null as soon as it passes `maxBytes` (reading stops there; a chunked answer has no length to check first). */
export async function readAtMost(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      discard(body)
      return null
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, size)
}

/** Stops reading: the connection goes, and the abort it reports is expected. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined)
  body.destroy()
}

function tooLarge(source: string, status: number, maxBytes: number): UpstreamError {
  return new UpstreamError('tooLarge', source, `Answer longer than ${maxBytes} bytes`, { status })
}
