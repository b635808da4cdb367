import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { UpstreamClient } from '../../gateway/upstream/client.ts'
import { endpoints } from '../../gateway/upstream/endpoints.ts'
import type { UpstreamError } from '../../gateway/upstream/errors.ts'

/** A platform stand-in that records every request and answers each path as the test says. */
type Seen = { method: string; path: string; headers: IncomingMessage['headers']; body: string }
let server: Server
let seen: Seen[] = []
let answers: Record<string, { status: number; body: string; type?: string }> = {}
const MODULUS = 'c'.repeat(255) + 'd'

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? ''
      seen.push({ method: req.method ?? '', path, headers: req.headers, body })
      const answer = answers[path] ?? { status: 404, body: '{"success":false,"errorCode":"resource.not.found"}' }
      res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
  answers = { '/wps/session/key/rsa': { status: 200, body: MODULUS, type: 'text/plain' } }
})

function client() {
  const { port } = server.address() as AddressInfo
  return new UpstreamClient({
    baseUrl: `http://127.0.0.1:${port}`,
    merchant: 'm1',
    timeoutMs: 1000,
    announcementsTimeoutMs: 500,
    publicCache: { ttlMs: 0, staleMs: 0 },
    connections: 2,
  })
}

describe('UpstreamClient requests', () => {
  it('sends an encrypted body with Encryption and X-Digest, and retries once with a fresh key when the body is refused', async () => {
    answers['/wps/session/login'] = { status: 400, body: '{"success":false,"errorCode":"request_body_required","message":"System error"}' }
    const up = client()
    const error = (await up.call(endpoints.login, { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e)) as UpstreamError
    expect([error.kind, error.errorCode]).toEqual(['rejected', 'request_body_required'])
    const logins = seen.filter((s) => s.path === '/wps/session/login')
    expect(logins).toHaveLength(2)
    expect(seen.filter((s) => s.path === '/wps/session/key/rsa')).toHaveLength(2)
    for (const login of logins) {
      const value = (JSON.parse(login.body) as { value: string }).value
      expect(login.headers['x-digest']).toBe(value)
      expect(login.headers.encryption).toMatch(/^[0-9a-f]{256}$/)
      expect(login.headers['content-type']).toBe('application/json;charset=UTF-8')
    }
    expect(logins[0]?.headers.encryption).not.toBe(logins[1]?.headers.encryption)
    await up.close()
  })

  it("sends each header once, a caller's replacing the client's of the same name whatever its case", async () => {
    answers['/wps/session/login/freeplay'] = { status: 200, body: '{"success":true,"value":"t"}' }
    const up = client()
    await up.call(endpoints.freePlay, { body: { os: 'Web' }, headers: { Cookie: 'SHELL_deviceId=d1', Language: 'VI' } }).catch(() => undefined)
    const [call] = seen.filter((s) => s.path === '/wps/session/login/freeplay')
    expect([call?.headers.language, call?.headers.cookie, call?.headers.merchant]).toEqual(['VI', 'SHELL_deviceId=d1', 'm1'])
    await up.close()
  })

  it('does not retry a call whose body is not encrypted', async () => {
    answers['/wps/session/login/freeplay'] = { status: 400, body: '{"success":false,"errorCode":"request_body_required","message":"System error"}' }
    const up = client()
    await up.call(endpoints.freePlay, { body: { os: 'Web' } }).catch(() => undefined)
    expect(seen.filter((s) => s.path === '/wps/session/login/freeplay')).toHaveLength(1)
    await up.close()
  })

  it('posts the e-mail reset as a form, with the module public clients name (COMM3)', async () => {
    answers['/wps/member/password/email'] = { status: 200, body: '{"success":true}' }
    const up = client()
    await up.call(endpoints.resetPasswordByEmail, { body: { username: 'member0', email: 'a+b@example.test' } })
    const [post] = seen.filter((s) => s.path === '/wps/member/password/email')
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    expect(post?.headers.moduleid).toBe('COMM3')
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({ username: 'member0', email: 'a+b@example.test' })
    await up.close()
  })
})
