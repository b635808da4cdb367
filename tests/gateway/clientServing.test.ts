import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>')
  await writeFile(join(dir, 'assets/app-123.js'), 'console.log(1)')
  t = await buildTestApp({ env: { CLIENT_DIR: dir } })
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

describe('serving the built client', () => {
  it.each(['/', '/m/home', '/m/gameList?type=hot', '/m/member/agent/getHourContract', '/m/nowhere/at/all'])(
    'answers index.html for the client route %s',
    async (path) => {
      const res = await t.request().get(path)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.text).toContain('<div id="root">')
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    },
  )

  it('serves hashed assets as immutable', async () => {
    const res = await t.request().get('/assets/app-123.js')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers HEAD for a client route and a JSON 404 for other methods', async () => {
    expect((await t.request().head('/m/home')).status).toBe(200)
    const post = await t.request().post('/m/home').send({})
    expect(post.status).toBe(404)
    expect(post.body.error.code).toBe('GW_ROUTE_NOT_FOUND')
  })
})
