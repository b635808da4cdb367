import { describe, expect, it } from 'vitest'
import { UpstreamClient, type UpstreamOptions } from '../../gateway/upstream/client.ts'
import { deadlineIn, runWithDeadline } from '../../gateway/upstream/deadline.ts'
import { UpstreamError } from '../../gateway/upstream/errors.ts'
import { useSimulator } from '../helpers/simulatorFixture.ts'

const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const sim = useSimulator()

function client(extra: Partial<UpstreamOptions> = {}) {
  return new UpstreamClient({
    baseUrl: sim.url,
    merchant: 'sim88',
    timeoutMs: 400,
    announcementsTimeoutMs: 300,
    publicCache: { ttlMs: 0, staleMs: 0 },
    connections: 8,
    ...extra,
  })
}

async function failure(up: UpstreamClient, name: 'hotGames' | 'rsaKey' = 'hotGames'): Promise<UpstreamError> {
  const error = await up.fetch(name).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(UpstreamError)
  return error as UpstreamError
}

describe('UpstreamClient reading answers', () => {
  it('stops reading a 100 MB answer at its byte cap and fails the call at once', async () => {
    await sim.fault(HOT, 'huge')
    const up = client({ maxBytes: 1024 * 1024 })
    const started = performance.now()
    const error = await failure(up)
    expect([error.kind, error.source]).toEqual(['tooLarge', 'hotGames'])
    expect(performance.now() - started).toBeLessThan(300)
    await up.close()
  })

  it('refuses an answer whose declared length passes the cap without reading it', async () => {
    const up = client({ maxBytes: 2048 })
    expect((await failure(up)).kind).toBe('tooLarge')
    await up.close()
  })

  it.each([
    ['wrongType', 'contentType', 200],
    ['htmlError', 'http', 502],
    ['schemaInvalid', 'invalid', 200],
    ['reset', 'unreachable', undefined],
    ['resetMidBody', 'unreachable', undefined],
  ] as const)('turns a %s answer into a failure of kind %s', async (kind, expected, status) => {
    await sim.fault(HOT, kind)
    const up = client({ guard: { retryRatio: 0 } })
    const error = await failure(up)
    expect([error.kind, error.status]).toEqual([expected, status])
    await up.close()
  })

  it('reads the RSA key as text, and refuses it as an HTML page', async () => {
    const up = client()
    expect((await up.fetch('rsaKey')).value).toMatch(/^[0-9a-f]{256}$/)
    await sim.fault('/wps/session/key/rsa', 'htmlError', { status: 503 })
    const keyless = client({ guard: { retryRatio: 0 } })
    expect((await failure(keyless, 'rsaKey')).kind).toBe('http')
    await Promise.all([up.close(), keyless.close()])
  })

  it('gives up on a body that trickles in at the call timeout, not at the end of the body', async () => {
    await sim.fault(HOT, 'slowBody', { ms: 20 })
    const up = client()
    const started = performance.now()
    const error = await failure(up)
    expect(error.kind).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(400 + 50)
    await up.close()
  })

  it("ends every call of a request at the request's deadline, body reading included", async () => {
    await sim.fault(HOT, 'slowBody', { ms: 20 })
    const up = client({ timeoutMs: 5000 })
    const started = performance.now()
    const error = await runWithDeadline(deadlineIn(250), () => failure(up))
    expect(error.kind).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(250 + 50)
    const late = await runWithDeadline(deadlineIn(0), () => failure(up))
    expect(late.kind).toBe('timeout')
    await up.close()
  })

  it('ends a call still running after its request has been answered at the same deadline', async () => {
    await sim.fault(HOT, 'slowBody', { ms: 20 })
    const up = client({ timeoutMs: 5000 })
    const deadline = deadlineIn(250)
    const started = performance.now()
    const call = runWithDeadline(deadline, () => failure(up))
    // The answer goes before the call is over (a shared feed others wait on), as the deadlines plugin ends it.
    deadline.end()
    const error = await call
    expect(error.kind).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(250 + 50)
    await up.close()
  })
})

describe('GET /media/* with an endless image', () => {
  it('stops reading a chunked image past its cap and answers 404', async () => {
    const { createServer } = await import('node:http')
    const { buildTestApp } = await import('../helpers/buildTestApp.ts')
    let written = 0
    const images = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' })
      const chunk = Buffer.alloc(64 * 1024)
      const pump = () => {
        while (written < 200 * 1024 * 1024) {
          written += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        res.end()
      }
      res.on('close', () => {
        if (written < 16 * 1024 * 1024) written = Infinity
      })
      pump()
    })
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve))
    const { port } = images.address() as { port: number }
    const t = await buildTestApp({ env: { MEDIA_BASE_URL: `http://127.0.0.1:${port}` } })
    const res = await t.request().get('/media/TCG_PROD_IMAGES/BANNER/1.png')
    expect(res.status).toBe(404)
    // The gateway hung up after about 5 MB of the 200 MB.
    await expect.poll(() => written).toBe(Infinity)
    await t.close()
    images.closeAllConnections()
    await new Promise((resolve) => images.close(resolve))
  })
})
