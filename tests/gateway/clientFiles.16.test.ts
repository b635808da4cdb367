import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp
let dir: string
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>')
  await writeFile(join(dir, 'assets/app-123.js'), SCRIPT)
  await writeFile(join(dir, 'assets/app-123.js.br'), brotliCompressSync(SCRIPT))
  t = await buildTestApp({ env: { CLIENT_DIR: dir } })
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

describe('files of the built client (issue 16)', () => {
  it.each(['/assets/missing-abc.js', '/assets/nothing', '/x.png', '/favicon.ico', '/m/home/logo.svg'])(
    'answers 404, not the app, for the missing file %s',
    async (path) => {
      const res = await t.request().get(path)
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('<div id="root">')
    },
  )

  it.each(['/m/index.html', '/m/register.html', '/m/home'])('still answers the app for the client route %s', async (path) => {
    const res = await t.request().get(path)
    expect(res.status).toBe(200)
    expect(res.text).toContain('<div id="root">')
  })

  it('serves the .br written at build as it is, to a browser that takes br', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('serves the file itself to a client that takes no coding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(SCRIPT)
  })

  it('answers a robots file that keeps crawlers out of the API, the studio and the docs', async () => {
    const res = await t.request().get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const lines = res.text.split('\n')
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /studio', 'Disallow: /docs']))
  })
})
