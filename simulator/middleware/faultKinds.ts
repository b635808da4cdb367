// Faults a real network or a proxy in front of the platform produces, modelled on Toxiproxy's toxics
// (reset_peer, slicer + latency, limit_data) and on the error pages proxies serve.
import type { Request, Response } from 'express'
import type { Fault, SimState } from '../state.ts'

const TRICKLE_BYTES = 8
const DEFAULT_TRICKLE_MS = 100
const DEFAULT_HUGE_BYTES = 100 * 1024 * 1024
export const PROXY_ERROR_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'

type BodyHandler = (body: Buffer, send: (chunk?: Buffer) => void) => void

/** Lets the endpoint answer as usual, then hands its body to `handle` instead of sending it. */
function interceptBody(res: Response, handle: BodyHandler): void {
  const end = res.end.bind(res) as (chunk?: unknown) => Response
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    const text = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk
    handle(Buffer.isBuffer(text) ? text : Buffer.alloc(0), (b) => void end(b))
    return res
  }) as Response['end']
}

/** Keeps the response where reset and close can drop it, and runs `stop` when it goes. */
function park(state: SimState, res: Response, stop: () => void): void {
  state.held.set(res, { timer: undefined, hang: true })
  res.once('close', () => {
    stop()
    state.held.delete(res)
  })
}

/** A TCP reset instead of any answer. */
export function resetBeforeAnswer(req: Request): void {
  req.socket.resetAndDestroy()
}

/** The status line, the headers and half the body, then a TCP reset. */
export function resetMidBody(req: Request, res: Response): void {
  interceptBody(res, (body) => {
    res.write(body.subarray(0, Math.max(1, Math.floor(body.length / 2))))
    setTimeout(() => req.socket.resetAndDestroy(), 20)
  })
}

/** The headers at once, then the real body a few bytes at a time. */
export function slowBody(state: SimState, fault: Fault, res: Response): void {
  interceptBody(res, (body, send) => {
    res.flushHeaders()
    let offset = 0
    const timer = setInterval(() => {
      if (offset >= body.length) {
        clearInterval(timer)
        state.held.delete(res)
        send()
        return
      }
      res.write(body.subarray(offset, offset + TRICKLE_BYTES))
      offset += TRICKLE_BYTES
    }, fault.ms ?? DEFAULT_TRICKLE_MS)
    park(state, res, () => clearInterval(timer))
  })
}

/** A valid JSON answer of `bytes` bytes (100 MB unless told), streamed with back-pressure and no length. */
export function hugeBody(state: SimState, fault: Fault, res: Response): void {
  const total = fault.bytes ?? DEFAULT_HUGE_BYTES
  const item = Buffer.from(`{"gameName":"${'x'.repeat(1000)}"},`)
  const chunk = Buffer.concat(Array.from({ length: 64 }, () => item))
  let sent = 0
  let stopped = false
  park(state, res, () => {
    stopped = true
  })
  res.status(200).type('application/json').flushHeaders()
  const pump = () => {
    while (!stopped && sent < total) {
      sent += chunk.length
      if (!res.write(chunk)) return void res.once('drain', pump)
    }
    if (stopped) return
    state.held.delete(res)
    res.end('{}]}}')
  }
  res.write('{"success":true,"value":{"list":[')
  pump()
}

/** The endpoint's own answer with its value (or raw JSON) replaced by valid JSON of the wrong shape. */
export function schemaInvalid(res: Response): void {
  interceptBody(res, (body, send) => {
    const text = body.toString('utf8')
    const wrong = wrongShape(text)
    res.setHeader('content-length', Buffer.byteLength(wrong))
    send(Buffer.from(wrong))
  })
}

function wrongShape(text: string): string {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    // The RSA key is plain text: a text that is no hex modulus.
    return 'unexpected answer'
  }
  const flip = (value: unknown) => (Array.isArray(value) ? { unexpected: [1, 2, 3] } : [{ unexpected: true }])
  if (json && typeof json === 'object' && 'success' in json && (json as { success: unknown }).success === true) {
    return JSON.stringify({ ...json, value: flip((json as { value?: unknown }).value) })
  }
  return JSON.stringify(flip(json))
}

/** The endpoint's own answer under a content type no client of the platform reads. */
export function wrongType(res: Response): void {
  interceptBody(res, (body, send) => {
    res.setHeader('content-type', 'application/octet-stream')
    send(body)
  })
}

/** A proxy's HTML error page (502 unless told). */
export function htmlError(fault: Fault, res: Response): void {
  res
    .status(fault.status ?? 502)
    .type('text/html')
    .send(PROXY_ERROR_PAGE)
}
