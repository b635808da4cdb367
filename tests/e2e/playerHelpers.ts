import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

type Box = { x: number; y: number; width: number; height: number }

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Holds every platform image (`/media/…`) the page asks for until `release`, as a slow network would. */
export async function holdImages(page: Page): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const handler = async (route: { continue: () => Promise<void> }) => {
    await gate
    await route.continue().catch(() => undefined)
  }
  await page.route('**/media/**', handler)
  return { release, stop: () => page.unroute('**/media/**', handler) }
}

/** Critical and serious axe findings on the page as it stands, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Colours are judged once fades and slides are over: mid-fade a text is drawn at part of its contrast.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
