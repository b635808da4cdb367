import { createServer } from 'node:http'
import { gunzipSync } from 'node:zlib'

/** A span as OTLP/HTTP JSON carries it (ids hex), with its attributes flattened. */
export type ReceivedSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  attributes: Record<string, unknown>
  status?: { code?: number; message?: string }
  /** The whole span as sent, for searching. */
  raw: string
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number }
type OtlpSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  attributes?: { key: string; value: OtlpValue }[]
  status?: { code?: number; message?: string }
}
type OtlpBody = { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] }

export type OtlpReceiver = { url: string; spans: ReceivedSpan[]; close: () => Promise<void> }

/** An OTLP/HTTP receiver (JSON bodies, as the gateway's exporter sends them) on a free loopback port. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) return void res.writeHead(415).end()
      const bytes = Buffer.concat(chunks)
      const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8')) as OtlpBody
      for (const span of (body.resourceSpans ?? []).flatMap((r) => r.scopeSpans ?? []).flatMap((s) => s.spans ?? [])) {
        const attributes = Object.fromEntries(
          (span.attributes ?? []).map((a) => [a.key, a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? a.value.doubleValue]),
        )
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
          name: span.name,
          attributes,
          ...(span.status ? { status: span.status } : {}),
          raw: JSON.stringify(span),
        })
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
