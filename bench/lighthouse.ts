// Lab figures a phone sees (issue 16): Lighthouse 13 mobile (its default config: emulated phone, simulated
// slow 4G and 4× CPU) on home, gameList and login, median of 5 runs each, and axe's critical and serious
// findings on the same pages in both themes. Debian's Chromium, headless, one run at a time.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts'

export const LIGHTHOUSE_PAGES = ['/m/home', '/m/gameList', '/m/login'] as const
const RUNS = 5
// Chrome's own headless mode (the old one cannot trace a page load: NO_NAVSTART); chrome-launcher adds its defaults.
const LIGHTHOUSE_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

type Run = { score: number; lcpMs: number; tbtMs: number; cls: number }
type Figures = Run & { runs: Run[]; failures: string[] }
/** A page as the app serves it, and the same page with its scripts removed (what the server drew, and nothing more). */
export type PageFigures = Figures & { path: string; withoutScripts: Figures }
export type AxeCounts = { path: string; theme: 'dark' | 'light'; critical: number; serious: number; rules: string[] }

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`${url}: Lighthouse gave no result`)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  }
}

function summary(runs: Run[], failures: string[], path: string): Figures {
  if (runs.length === 0) throw new Error(`${path}: no Lighthouse run finished (${failures.join('; ')})`)
  return {
    runs,
    failures,
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  }
}

/** One run in a fresh Chromium, as Lighthouse's CLI does it; a run Lighthouse gives up on is kept as a failure. */
async function freshRun(url: string, runs: Run[], failures: string[]): Promise<void> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS })
  try {
    runs.push(await lighthouseRun(url, chrome.port))
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error))
  } finally {
    chrome.kill()
  }
}

/**
 * The app's pages served again with every script taken out (inline, external, preloads): the page the server drew,
 * which blocks nothing. Its blocking time is the floor the app's own is compared with.
 */
async function withoutScripts(base: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest(
      `${base}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, host: new URL(base).host, 'accept-encoding': 'identity' } },
      (answer) => {
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html')
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const page = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
            .replace(/<link rel="modulepreload"[^>]*>/g, '')
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(page)) }
          delete headers['content-encoding']
          res.writeHead(answer.statusCode ?? 502, headers)
          res.end(page)
        })
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/**
 * Median of five Lighthouse runs per page, of the app's page and of the same page without its scripts, side by side:
 * one of each in turn, so that the machine's load falls on both alike.
 */
export async function lighthouseFigures(base: string): Promise<PageFigures[]> {
  const bare = await withoutScripts(base)
  const figures: PageFigures[] = []
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const app = { runs: [] as Run[], failures: [] as string[] }
      const still = { runs: [] as Run[], failures: [] as string[] }
      // A run Lighthouse itself gives up on (NO_FCP, NO_NAVSTART: a busy machine) is counted and run again, twice at most.
      for (let attempt = 0; (app.runs.length < RUNS || still.runs.length < RUNS) && attempt < RUNS + 2; attempt++) {
        if (app.runs.length < RUNS) await freshRun(`${base}${path}`, app.runs, app.failures)
        if (still.runs.length < RUNS) await freshRun(`${bare.base}${path}`, still.runs, still.failures)
      }
      figures.push({ path, ...summary(app.runs, app.failures, path), withoutScripts: summary(still.runs, still.failures, `${path} without scripts`) })
    }
  } finally {
    await bare.close()
  }
  return figures
}

/** Critical and serious axe findings per page and theme, on a phone-sized page once its network is quiet. */
export async function axeCounts(base: string): Promise<AxeCounts[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const counts: AxeCounts[] = []
  try {
    for (const theme of ['dark', 'light'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      await context.addInitScript((choice) => window.localStorage.setItem('theme', choice), theme)
      const page = await context.newPage()
      for (const path of LIGHTHOUSE_PAGES) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
        const { violations } = await new AxeBuilder({ page }).analyze()
        const of = (impact: string) => violations.filter((v) => v.impact === impact)
        const rules = [...of('critical'), ...of('serious')].map((v) => `${v.id}×${v.nodes.length}`)
        counts.push({ path, theme, critical: of('critical').length, serious: of('serious').length, rules })
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return counts
}
