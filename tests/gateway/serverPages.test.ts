import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS, buildTestApp, login, ROOT, type TestApp } from '../helpers/buildTestApp.ts'

const ENTRY_CSS = '.topbar{display:flex}'
const BANNER_CSS = '.banner__slide{aspect-ratio:5/2}'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

let t: TestApp
let dir: string
let clientDir: string
let bundle: string

/** The boot data a page carries for the client to hydrate from. */
function bootOf(html: string): {
  path: string
  lang: string
  theme: string
  screen: { blocks: { type: string }[]; replaceAddress?: string }
  texts: Record<string, string>
} {
  const match = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error('no boot data in the page')
  return JSON.parse(match[1])
}

// The server build of the real client, and a client build reduced to what the page template needs.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-pages-'))
  bundle = join(dir, 'server/entry-server.js')
  await build({ configFile: join(ROOT, 'client/vite.config.ts'), logLevel: 'silent', build: { ssr: true, outDir: join(dir, 'server'), emptyOutDir: true } })
  clientDir = join(dir, 'client')
  await mkdir(join(clientDir, '.vite'), { recursive: true })
  const template = (await readFile(join(ROOT, 'client/index.html'), 'utf8'))
    .replace(/\s*<script type="module" src="\/main.tsx"><\/script>/, '')
    .replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/main-1.js"></script><link rel="stylesheet" crossorigin href="/assets/main-1.css"></head>',
    )
  await writeFile(join(clientDir, 'index.html'), template)
  const manifest = {
    'index.html': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'blocks/BannerCarouselBlock.tsx': { file: 'assets/Banner-1.js', css: ['assets/Banner-1.css'], imports: ['_shared-1.js', '_swiper-1.js'] },
    '_swiper-1.js': { file: 'assets/swiper-1.js' },
    'blocks/DownloadBarBlock.tsx': { file: 'assets/DownloadBar-1.js', imports: ['_shared-1.js'] },
    'blocks/QuickNavBlock.tsx': { file: 'assets/QuickNav-1.js', imports: ['_shared-1.js'] },
  }
  await writeFile(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest))
  await mkdir(join(clientDir, 'assets'), { recursive: true })
  await writeFile(join(clientDir, 'assets/main-1.css'), ENTRY_CSS)
  await writeFile(join(clientDir, 'assets/Banner-1.css'), BANNER_CSS)
  t = await buildTestApp({ env: { CLIENT_DIR: clientDir, SSR_BUNDLE: bundle } })
}, 120_000)
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

describe('GET /m/… drawn on the server', () => {
  it("answers the home with its blocks' markup and the screen GET /api/screen answers, inlined as inert JSON", async () => {
    const res = await t.request().get('/m/home')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('private, no-cache')
    const api = await t.request().get('/api/screen').query({ path: '/m/home', lang: 'EN' })
    const boot = bootOf(res.text)
    expect(boot).toMatchObject({ path: '/m/home', lang: 'EN', theme: 'dark' })
    expect(boot.screen).toEqual(api.body)
    expect(boot.texts.client_brand).toBe('LuckyStar')
    // The blocks are in #root: the banner, the ticker's text, the first hot game's name.
    const root = res.text.slice(res.text.indexOf('<div id="root">'), res.text.indexOf('<script type="application/json"'))
    const games = (api.body.blocks as { type: string; props: { tabs?: { games: { name: string }[] }[] } }[]).find((b) => b.type === 'gameBlock')
    expect(root).toContain('swiper-slide')
    expect(root).toContain('Welcome bonus')
    expect(root).toContain(games?.props.tabs?.[0]?.games[0]?.name)
    expect(res.text).toMatch(/<html lang="en" dir="ltr" data-theme="dark">/)
  })

  it("writes the first screen's stylesheets into the page, preloads its largest picture, and keeps the app's scripts for later", async () => {
    const res = await t.request().get('/m/home')
    const head = res.text.slice(0, res.text.indexOf('</head>'))
    // No request between the HTML and the first paint: the entry's and the banner's stylesheets are in the page,
    // each followed by a disabled link (not loaded) that tells the client's chunk loader it is in.
    expect(head).toContain(`<style>${ENTRY_CSS}</style><link rel="stylesheet" href="/assets/main-1.css" disabled>`)
    expect(head).toContain(`<style>${BANNER_CSS}</style><link rel="stylesheet" href="/assets/Banner-1.css" disabled>`)
    expect(head).not.toMatch(/<link rel="stylesheet" crossorigin/)
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+">/)
    // No script is fetched before the first screen is on screen: the entry and the chunks of the blocks that hydrate
    // with the page wait, inert, in a template that the inline script starts (the entry's own imports are the entry's
    // business, not preloaded twice). The banner and the quick links are islands (client/renderer/registry.ts): their
    // code is asked for when they are needed, so it is not preloaded.
    expect(head).not.toMatch(/<script|modulepreload/)
    const template = /<template id="app-scripts">([^]*?)<\/template>/.exec(res.text)?.[1]
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/main-1.js"></script><link rel="modulepreload" crossorigin href="/assets/DownloadBar-1.js">',
    )
    expect(res.text.indexOf('<template id="app-scripts">')).toBeGreaterThan(res.text.indexOf('id="boot-data"'))
    // style-src allows exactly these two inline styles besides 'self'.
    expect(/style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]).toBe(`'self' ${sha256(ENTRY_CSS)} ${sha256(BANNER_CSS)}`)
  })

  it('writes only the stylesheets a screen needs (the login has no banner)', async () => {
    const res = await t.request().get('/m/login')
    expect(res.text).toContain(`<style>${ENTRY_CSS}</style>`)
    expect(res.text).not.toContain(BANNER_CSS)
    expect(/style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]).toBe(`'self' ${sha256(ENTRY_CSS)}`)
  })

  it('lets exactly the style attributes of its markup and its one inline script run (by hash), nothing else', async () => {
    const res = await t.request().get('/m/home')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("style-src 'self' 'sha256-")
    expect(csp).toMatch(/style-src-attr 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    // One classic script without src, right after the markup, and the only script source besides 'self' is its hash.
    const inline = [...res.text.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1] ?? '')
    expect(inline).toHaveLength(1)
    expect(res.text).toContain(`</div><script>${inline[0]}</script><script type="application/json" id="boot-data">`)
    const hash = createHash('sha256')
      .update(inline[0] ?? '', 'utf8')
      .digest('base64')
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${hash}'`)
    expect(res.text).not.toMatch(/<script (?!type="application\/json"|type="module"[^>]*src=)/)
    // The API's answers keep script-src 'self' alone.
    const api = await t.request().get('/api/screen').query({ path: '/m/home', lang: 'EN' })
    expect(/script-src ([^;]*)/.exec(String(api.headers['content-security-policy']))?.[1]).toBe("'self'")
  })

  it('draws in the language and theme the page mirrored into cookies', async () => {
    const res = await t.request().get('/m/home').set('cookie', 'lang=CN; theme=light')
    expect(res.text).toMatch(/<html lang="zh" dir="ltr" data-theme="light">/)
    expect(bootOf(res.text)).toMatchObject({ lang: 'CN', theme: 'light' })
  })

  it('draws home for a path the site does not have, with the address to show', async () => {
    const res = await t.request().get('/m/nowhere')
    const boot = bootOf(res.text)
    expect(boot.path).toBe('/m/nowhere')
    expect(boot.screen.replaceAddress).toBe('/m/home')
  })

  it("draws a member's page for that member and lets no one keep it", async () => {
    const agent = t.request()
    expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
    const res = await agent.get('/m/member/home')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.text).toContain('Lucky Lee')
    const visitor = await t.request().get('/m/member/home')
    expect(visitor.text).not.toContain('Lucky Lee')
  })

  it('escapes < in the inlined JSON, so no text from the platform can end the element', async () => {
    const res = await t.request().get('/m/home')
    const json = /id="boot-data">([^]*?)<\/script>/.exec(res.text)?.[1] ?? ''
    expect(json).not.toContain('<')
    expect(json.length).toBeGreaterThan(1000)
  })
})

describe('without the server build', () => {
  it('answers the plain index.html', async () => {
    const plain = await buildTestApp({ env: { CLIENT_DIR: clientDir, SSR_BUNDLE: join(dir, 'missing/entry-server.js') }, simulator: t.sim })
    try {
      const res = await plain.request().get('/m/home')
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.text).toContain('<div id="root"></div>')
      expect(res.text).not.toContain('boot-data')
    } finally {
      await plain.close()
    }
  })
})
