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

/** What the platform sends nearly always, as it sends it: known to fit a JSON answer without taking it apart. */
const USUAL_JSON = new Set(['application/json', 'application/json;charset=UTF-8', 'application/json; charset=utf-8', 'application/json;charset=utf-8'])

function typeFits(expected: AnswerType, header: string | string[] | undefined): boolean {
  if (expected === 'json' && typeof header === 'string' && USUAL_JSON.has(header)) return true
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
    const call: CallState = { controller: undefined, settled: false }
    const abortCall = () => call.controller?.abort(signal.reason as Error)
    const finish: Finish = (error, answer) => {
      if (call.settled) return
      call.settled = true
      signal.removeEventListener('abort', abortCall)
      if (answer) resolve(answer)
      else reject(error as Error)
    }
    signal.addEventListener('abort', abortCall)
    const handler = answerHandler(read, signal, call, finish)
    try {
      dispatcher.dispatch(request, handler)
    } catch (error) {
      finish(error)
    }
  })
}

/** One call's progress: undici's controller once it has started, and whether its promise is settled. */
type CallState = { controller: Dispatcher.DispatchController | undefined; settled: boolean }
type Finish = (error: unknown, answer?: Answer) => void

/** The dispatch handler of one call: it keeps the body's chunks and stops at the first reason to refuse it. */
function answerHandler(read: AnswerRead, signal: AbortSignal, call: CallState, finish: Finish): Dispatcher.DispatchHandler {
  let statusCode = 0
  let size = 0
  const chunks: Buffer[] = []
  // Stops reading: the connection goes, and the abort it reports afterwards is expected.
  const stop = (controller: Dispatcher.DispatchController, error: Error) => {
    finish(error)
    controller.abort(error)
  }
  return {
    onRequestStart(controller) {
      call.controller = controller
      if (signal.aborted) controller.abort(signal.reason as Error)
    },
    onResponseStart(controller, status, headers) {
      if (status < 200) return
      statusCode = status
      const refusal = headersRefusal(read, status, headers)
      if (refusal !== undefined) stop(controller, refusal)
    },
    onResponseData(controller, chunk) {
      if (call.settled) return
      size += chunk.length
      // A chunked answer has no length to check first.
      if (size > read.maxBytes) return stop(controller, tooLarge(read.source, statusCode, read.maxBytes))
      chunks.push(chunk)
    },
    onResponseEnd() {
      finish(undefined, { statusCode, text: Buffer.concat(chunks, size).toString('utf8'), bytes: size })
    },
    onResponseError(_controller, error) {
      finish(error)
    },
  }
}

/** Why an answer is refused on its headers alone: `onHeaders` threw, a type the endpoint never sends, or a declared length over `maxBytes`. */
function headersRefusal(read: AnswerRead, status: number, headers: IncomingHttpHeaders): Error | undefined {
  try {
    read.onHeaders?.(headers)
  } catch (error) {
    return error as Error
  }
  if (!typeFits(read.expected, headers['content-type'])) {
    const type = mediaType(headers['content-type']) || 'no type'
    if (status >= 400) return new UpstreamError('http', read.source, `HTTP ${status} (${type})`, { status })
    return new UpstreamError('contentType', read.source, `Answer of type ${type}`, { status })
  }
  const declared = Number(headers['content-length'])
  if (Number.isFinite(declared) && declared > read.maxBytes) return tooLarge(read.source, status, read.maxBytes)
  return undefined
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
