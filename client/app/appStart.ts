/**
 * A server-drawn page is whole before any of the app's code runs: its markup, its stylesheets, its pictures. The
 * gateway writes the app's scripts (the entry and the first screen's chunks, ~160 KB) into an inert template
 * ({@link APP_SCRIPTS_ID}) instead of the head, and this part of the page's inline script starts them once the first
 * screen is on screen: the page parsed, its largest picture (the one the head preloads) arrived and painted (or
 * failed). Requested from the start, they shared a phone's connection with that picture and their evaluation
 * came before the first paint. Taps and typing meanwhile are held (./earlyInput.ts) and given to the app when it has
 * hydrated.
 */
import { APP_SCRIPTS_ID } from '../../schemas/ssr.ts'

/** The longest the app waits for the picture (ms): a slow picture does not keep the page deaf for long. */
export const APP_START_CAP_MS = 1500

/**
 * How long after the picture arrived the app waits for the browser to say it was painted (ms) before starting anyway:
 * a picture that is not the page's largest content, or one painted off screen, gets no such word.
 */
export const APP_PAINT_WAIT_MS = 250

/**
 * Self-contained (it runs as the page's inline script, turned to text): it refers to nothing outside itself. Starts
 * the scripts of the template `templateId` once: when the picture has been painted, as the browser's element-timing
 * or largest-contentful-paint entry for it says (where the browser has no such entries: the frame after the picture
 * arrived; `paintWaitMs` after it arrived when no entry names it, e.g. a picture painted off screen); when it
 * failed, after a frame; or `capMs` after the page was parsed whatever happens (a hidden tab draws no frame). A frame alone is not enough where the browser
 * can say more: on a busy phone the picture's paint is presented after that frame, and scripts fetched before it
 * count in the time to the largest paint.
 */
export function startAppAfterFirstScreen(doc: Document, templateId: string, capMs: number, paintWaitMs: number): void {
  let started = false
  const start = () => {
    const template = doc.getElementById(templateId)
    if (started || !(template instanceof HTMLTemplateElement)) return
    started = true
    doc.head.append(doc.importNode(template.content, true))
  }
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0))
  const afterPaint = (picture: HTMLImageElement) => {
    // Element Timing names the picture whatever its size (it carries `elementtiming`); the largest paint only when
    // it is the largest content.
    const types =
      typeof PerformanceObserver === 'undefined'
        ? []
        : (PerformanceObserver.supportedEntryTypes ?? []).filter((type) => type === 'element' || type === 'largest-contentful-paint')
    if (types.length === 0) {
      afterNextFrame()
      return
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === picture)) return
      observer.disconnect()
      setTimeout(start, 0)
    })
    for (const type of types) observer.observe({ type, buffered: true })
    setTimeout(() => {
      observer.disconnect()
      afterNextFrame()
    }, paintWaitMs)
  }
  const whenParsed = () => {
    setTimeout(start, capMs)
    const href = doc.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')
    const picture = href ? Array.from(doc.images).find((image) => image.getAttribute('src') === href) : undefined
    if (picture === undefined) {
      afterNextFrame()
      return
    }
    if (picture.complete) {
      afterPaint(picture)
      return
    }
    picture.addEventListener('load', () => afterPaint(picture), { once: true })
    picture.addEventListener('error', afterNextFrame, { once: true })
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenParsed, { once: true })
  else whenParsed()
}

/** The page's inline script's second part. */
export function appStartScript(): string {
  return `(${startAppAfterFirstScreen.toString()})(document, ${JSON.stringify(APP_SCRIPTS_ID)}, ${APP_START_CAP_MS}, ${APP_PAINT_WAIT_MS});`
}
