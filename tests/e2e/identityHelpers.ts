import { expect, type Page } from '@playwright/test'
import { gapOf, missOf } from '../helpers/sliderSolver.ts'
import { SIM_URL } from './ports.ts'

async function simJson<T>(path: string): Promise<T> {
  const res = await fetch(`${SIM_URL}${path}`)
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return (await res.json()) as T
}

type Challenge = { id: string; y: number; background: string; piece: string }
export type SliderWatch = { last: () => Challenge | null; solved: Set<string> }

/** Remembers the newest slider challenge the page fetched, so a test can drag the piece where it belongs. */
export function watchSliders(page: Page): SliderWatch {
  let last: Challenge | null = null
  page.on('response', async (res) => {
    if (!res.url().includes('/api/data/slider') || res.status() !== 200) return
    last = (await res.json()) as Challenge
  })
  return { last: () => last, solved: new Set() }
}

/**
 * Drags the slider handle to the gap, as a player lining the piece up with it would; `missBy` drops it that many
 * pixels off instead (to the side the track has room on), and waits for the page to say so.
 */
export async function solveSlider(page: Page, sliders: SliderWatch, missBy = 0): Promise<void> {
  const handle = page.getByRole('slider')
  await expect(handle).toBeVisible()
  // A failed attempt brings a new challenge: wait for it, and for the page to show it.
  await expect
    .poll(() => {
      const id = sliders.last()?.id
      return id !== undefined && !sliders.solved.has(id)
    })
    .toBe(true)
  const challenge = sliders.last() as Challenge
  sliders.solved.add(challenge.id)
  await expect(page.locator('.slider__background')).toHaveAttribute('src', challenge.background)
  await expect(handle).toHaveAttribute('aria-valuenow', '0')
  // Found in the picture, as a player finds it: the platform's slider and the gateway's own alike.
  const x = missBy === 0 ? gapOf(challenge) : missOf(challenge, missBy)
  await handle.scrollIntoViewIfNeeded()
  const frame = await page.locator('.slider__frame').boundingBox()
  const box = await handle.boundingBox()
  if (!frame || !box) throw new Error('slider not laid out')
  const scale = frame.width / 300
  const startX = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(startX, y)
  await page.mouse.down()
  await page.mouse.move(startX + (x * scale) / 2, y, { steps: 5 })
  await page.mouse.move(startX + x * scale, y, { steps: 5 })
  await page.mouse.up()
  if (missBy === 0) await expect(page.locator('.slider--done')).toBeVisible()
  else await expect(page.getByText('The security check failed, please try again')).toBeVisible()
}

export async function lastCaptcha(): Promise<string> {
  return (await simJson<{ code: string }>('/__sim/captcha/last')).code
}

export async function lastSms(mobile: string): Promise<string> {
  return (await simJson<{ code: string }>(`/__sim/sms/last?mobile=${mobile}`)).code
}
