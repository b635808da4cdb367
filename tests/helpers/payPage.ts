import { expect } from 'vitest'

/**
 * Pays (or cancels) on the simulator's payment page as the player's browser would: opens the page, posts its form,
 * and answers where the page sends the player back.
 */
export async function payOnPaymentPage(payUrl: string, result: 'success' | 'fail'): Promise<string> {
  const url = new URL(payUrl)
  const page = await fetch(url)
  expect(await page.text()).toContain('SimPay checkout')
  const answer = await fetch(new URL(url.pathname, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket: url.searchParams.get('ticket') ?? '', result }),
    redirect: 'manual',
  })
  expect(answer.status).toBe(303)
  return answer.headers.get('location') ?? ''
}
