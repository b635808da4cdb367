// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import WithdrawPanelBlock from '../../../client/blocks/WithdrawPanelBlock.tsx'
import type { WithdrawPanelResolvedSchema } from '../../../schemas/blocks/withdrawPanel.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>
type Props = z.infer<typeof WithdrawPanelResolvedSchema>

const PROPS: Props = {
  balance: '￥5,000.00',
  balanceValue: '5000',
  symbol: '￥',
  decimals: 2,
  min: '￥100.00',
  max: '￥50,000.00',
  minValue: '100',
  maxValue: '50000',
  hasPassword: true,
  cards: [{ id: '7001', bankName: 'ICBC', number: '**** 6789', holder: 'LEE LUCKY' }],
  canAddCard: true,
  banks: [{ code: 'CCB', name: 'China Construction Bank' }],
  payee: 'LEE LUCKY',
  latest: [],
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input)
    if (url === '/api/actions/moneyAttempt') return jsonResponse({ ok: true, data: { attempt: 'k'.repeat(24), checking: false } })
    if (url === '/api/actions/withdraw') {
      const body = JSON.parse(String(init?.body)) as { amount: string }
      return jsonResponse({ ok: true, data: { status: 'submitted', orderNo: 'W1', amount: `￥${body.amount}` } })
    }
    throw new Error(`unexpected fetch ${url}`)
  })
  vi.stubGlobal('fetch', fetchMock)
})

const posted = (name: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api/actions/${name}`).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

async function show(props: Partial<Props> = {}, onAction = vi.fn(async () => undefined)) {
  renderWithProviders(<WithdrawPanelBlock id="withdraw" props={{ ...PROPS, ...props }} status="ok" />, { onAction, texts })
  await act(async () => undefined)
  return onAction
}

/** The form submits only once the gateway has handed out its attempt key. */
async function ready() {
  await waitFor(() => expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(false))
}

describe('WithdrawPanelBlock', () => {
  it('asks a member with no withdrawal password to set one first', async () => {
    await show({ hasPassword: false })
    expect(screen.getByRole('heading', { name: 'Set a withdrawal password' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  })

  it('opens the card form for a member with no card, the payee name fixed', async () => {
    await show({ cards: [] })
    expect(screen.getByRole('heading', { name: 'Add a bank card' })).toBeTruthy()
    expect((screen.getByLabelText('Real name') as HTMLInputElement).readOnly).toBe(true)
    expect(screen.getByText('Cards are in the name LEE LUCKY')).toBeTruthy()
  })

  it('checks the amount against the limits and the balance before anything is sent', async () => {
    await show()
    await ready()
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '99.99' } })
    fireEvent.change(screen.getByLabelText('Withdrawal password'), { target: { value: '246810' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })))
    expect(screen.getByRole('alert').textContent).toBe('The amount is below the minimum')
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5000.01' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })))
    expect(screen.getByRole('alert').textContent).toBe('The amount is more than your balance')
    expect(posted('withdraw')).toEqual([])
  })

  it('sends the withdrawal with the attempt key, and runs what the gateway says next', async () => {
    const onAction = await show()
    await ready()
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    fireEvent.change(screen.getByLabelText('Withdrawal password'), { target: { value: '246810' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })))
    expect(posted('withdraw')).toEqual([{ attempt: 'k'.repeat(24), amount: '5000', bankCardId: '7001', password: '246810' }])
    expect(onAction).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'navigate' }))
  })

  it('says nothing was sent when the gateway pauses money actions', async () => {
    await show()
    await ready()
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'GW_MONEY_UNAVAILABLE', message: 'Internal' } }, 503))
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '200' } })
    fireEvent.change(screen.getByLabelText('Withdrawal password'), { target: { value: '246810' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })))
    expect(await screen.findByText('Payments are paused for a moment. Nothing was sent; please try again shortly.')).toBeTruthy()
  })

  it('says why the form waits while the last request is checked, and until when', async () => {
    const until = '2026-11-27T10:30:00.000Z'
    fetchMock.mockImplementation(async (input) => {
      const url = String(input)
      if (url === '/api/actions/moneyAttempt') return jsonResponse({ ok: true, data: { attempt: 'k'.repeat(24), checking: true, until } })
      if (url === '/api/actions/withdrawCheck') return jsonResponse({ ok: true, data: { status: 'checking', amount: '￥250.00', until } })
      throw new Error(`unexpected fetch ${url}`)
    })
    await show()
    const note = await screen.findByTestId('withdraw-checking')
    expect(note.textContent).toContain('The answer to your last withdrawal was lost on the way')
    expect(note.textContent).toContain('You can make a new withdrawal once it shows, or from')
    expect(note.querySelector('time')?.getAttribute('datetime')).toBe(until)
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
