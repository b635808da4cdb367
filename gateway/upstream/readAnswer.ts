import type { IncomingHttpHeaders } from 'node:http'
import type { Dispatcher } from 'undici'
import { UpstreamError } from './errors.ts'

/** What an endpoint answers: JSON (`/wps`, `/lgw`) or plain text (the RSA key). */
type AnswerType = 'json' | 'text'

/** A platform answer read whole, and its size in bytes. */
export type Answer = { statusCode: number; text: string; bytes: number }

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

export type AnswerRead = {
  source: string
  expected: AnswerType
  maxBytes: number
  /** Sees the answer's headers before its body (the `Set-Cookie` of a captcha). */
  onHeaders?: ((headers: IncomingHttpHeaders) => void) | undefined
}

/**
 * One platform call, its answer read whole as text, through undici's `dispatch` with a handler of our own: its
 * `request` wrapped every answer in a Readable stream, which was then iterated chunk by chunk (stream, iterator,
 * end-of-stream listeners and an abort listener per call, for bodies of a few KB). The reading rules: an answer of
 * a type the endpoint never sends (a proxy's HTML page) is a failure before its body is read, with an error status
 * as that HTTP error; a longer answer than `maxBytes` is a failure of the call and reading stops at once, so memory
 * never follows the platform's size. `signal` ends the call (its reason is the error), body reading included.
 */
export function requestAnswer(dispatcher: Dispatcher, request: Dispatcher.DispatchOptions, signal: AbortSignal, read: AnswerRead): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined
    let settled = false
    let statusCode = 0
    let size = 0
    const chunks: Buffer[] = []
    const abortCall = () => controller?.abort(signal.reason as Error)
    const finish = (error: unknown, answer?: Answer) => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', abortCall)
      if (answer) resolve(answer)
      else reject(error as Error)
    }
    // Stops reading: the connection goes, and the abort it reports afterwards is expected.
    const stop = (call: Dispatcher.DispatchController, error: Error) => {
      finish(error)
      call.abort(error)
    }
    signal.addEventListener('abort', abortCall)
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(call) {
        controller = call
        if (signal.aborted) call.abort(signal.reason as Error)
      },
      onResponseStart(call, status, headers) {
        if (status < 200) return
        statusCode = status
        try {
          read.onHeaders?.(headers)
        } catch (error) {
          return stop(call, error as Error)
        }
        if (!typeFits(read.expected, headers['content-type'])) {
          const type = mediaType(headers['content-type']) || 'no type'
          if (status >= 400) return stop(call, new UpstreamError('http', read.source, `HTTP ${status} (${type})`, { status }))
          return stop(call, new UpstreamError('contentType', read.source, `Answer of type ${type}`, { status }))
        }
        const declared = Number(headers['content-length'])
        if (Number.isFinite(declared) && declared > read.maxBytes) stop(call, tooLarge(read.source, status, read.maxBytes))
      },
      onResponseData(call, chunk) {
        if (settled) return
        size += chunk.length
        // A chunked answer has no length to check first.
        if (size > read.maxBytes) return stop(call, tooLarge(read.source, statusCode, read.maxBytes))
        chunks.push(chunk)
      },
      onResponseEnd() {
        finish(undefined, { statusCode, text: Buffer.concat(chunks, size).toString('utf8'), bytes: size })
      },
      onResponseError(_call, error) {
        finish(error)
      },
    }
    try {
      dispatcher.dispatch(request, handler)
    } catch (error) {
      finish(error)
    }
  })
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
