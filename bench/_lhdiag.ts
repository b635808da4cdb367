// Temporary: one Lighthouse run with its diagnostics.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from '../tests/e2e/chromium.ts'
import { startChild } from './processes.ts'
const path = process.argv[2] ?? '/m/home'
const sim = await startChild('simulatorProcess.ts')
const gw = await startChild('gatewayProcess.ts', { BENCH_UPSTREAM_URL: `http://127.0.0.1:${sim.port}` })
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const r = await lighthouse(`http://127.0.0.1:${gw.port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
chrome.kill()
const lhr = r!.lhr
const a = (id: string) => lhr.audits[id]
console.log('score', lhr.categories.performance?.score, 'FCP', a('first-contentful-paint')?.numericValue, 'LCP', a('largest-contentful-paint')?.numericValue, 'TBT', a('total-blocking-time')?.numericValue, 'SI', a('speed-index')?.numericValue, 'CLS', a('cumulative-layout-shift')?.numericValue)
const m = (a('metrics')?.details as { items: Record<string, number>[] } | undefined)?.items?.[0] ?? {}
console.log('observed', Object.fromEntries(Object.entries(m).filter(([k]) => k.startsWith('observed') && !k.includes('Ts'))))
for (const id of ['largest-contentful-paint-element', 'lcp-lazy-loaded', 'render-blocking-resources', 'render-blocking-insight', 'lcp-breakdown-insight', 'bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'third-party-summary', 'font-display-insight', 'unused-javascript', 'total-byte-weight', 'dom-size-insight', 'document-latency-insight']) {
  const au = a(id)
  if (!au) continue
  console.log(`== ${id}: ${au.displayValue ?? ''} score=${au.score}`)
  console.log((JSON.stringify(au.details, (k, v) => (k === 'debugData' || k === 'nodeId' ? undefined : v)) ?? '').slice(0, 2500))
}
const net = a('network-requests')?.details as { items: { url: string; transferSize: number; resourceSize: number; networkRequestTime: number; networkEndTime: number; priority: string }[] } | undefined
for (const it of net?.items ?? []) console.log('net', String(it.transferSize).padStart(7), String(it.resourceSize).padStart(7), it.networkRequestTime?.toFixed(0).padStart(6), it.networkEndTime?.toFixed(0).padStart(6), it.priority, it.url.replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 90))
await gw.stop(); await sim.stop()
