// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DepositReturn } from '../../../../client/blocks/money/DepositReturn.tsx'
import { jsonResponse } from '../../helpers/fixtures.ts'
import { renderWithProviders } from '../../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>
const KEY = 'a'.repeat(24)

// The answers' schemas load in a chunk of their own: loaded once here, before time is faked.
beforeAll(async () => {
  await import('../../../../schemas/api/actions.ts')
})

let answers: string[]
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  answers = []
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) !== '/api/actions/depositStatus') throw new Error(`unexpected fetch ${String(input)}`)
    return jsonResponse({ ok: true, data: { status: answers.shift() ?? 'unpaid', amount: '￥500.00', orderNo: 'D42' } })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
})

const asked = () => fetchMock.mock.calls.length
/** Lets an answer through (its body is read on the event loop, past the faked timers). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
}
/** Time passes a second at a time, each answer let through as it would be. */
const wait = (ms: number) =>
  act(async () => {
    await settle()
    for (let passed = 0; passed < ms; passed += 1000) {
      await vi.advanceTimersByTimeAsync(Math.min(1000, ms - passed))
      await settle()
    }
  })

async function show() {
  renderWithProviders(<DepositReturn attempt={KEY} />, { texts })
  await wait(0)
}

describe('DepositReturn', () => {
  it('asks while the order is unpaid, a few times and saying so, then leaves the next check to the player', async () => {
    await show()
    const status = screen.getByTestId('deposit-status')
    expect(status.textContent).toContain('The payment of ￥500.00 is not finished yet')
    expect(status.textContent).toContain('Order D42')
    expect(status.textContent).toContain('Checking again in a few seconds…')
    await wait(60_000)
    expect(asked()).toBe(5)
    expect(status.textContent).not.toContain('Checking again')
    await wait(60_000)
    expect(asked()).toBe(5)
    answers = ['success']
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check again' })))
    await wait(0)
    expect(status.textContent).toContain('Deposit of ￥500.00 received')
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull()
  })

  it('stops asking once the platform says the payment went through or failed', async () => {
    answers = ['checking', 'failed']
    await show()
    expect(screen.getByTestId('deposit-status').textContent).toContain('Checking your deposit…')
    await wait(60_000)
    expect(asked()).toBe(2)
    expect(screen.getByTestId('deposit-status').textContent).toContain('The payment of ￥500.00 did not go through')
  })

  it('asks nothing while the page is hidden, and asks at once when it shows again', async () => {
    await show()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    await wait(60_000)
    expect(asked()).toBe(1)
    answers = ['success']
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')))
    await wait(0)
    expect(asked()).toBe(2)
    expect(screen.getByTestId('deposit-status').dataset.status).toBe('success')
  })
})
