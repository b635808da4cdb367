// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import EntryListBlock from '../../../client/blocks/EntryListBlock.tsx'
import type { EntryCard, EntryListResolved } from '../../../schemas/blocks/entryList.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const claim = { type: 'call', name: 'claimReward', body: { transactionId: 'TX1' } } as const
const unclaimed: EntryCard[] = [
  {
    id: 'TX1',
    title: 'Lucky Wheel Spin',
    lines: ['Bonus 18', 'Expires 2025-03-08'],
    badge: { text: 'Unclaimed', tone: 'accent' },
    button: { label: 'Claim', action: claim },
  },
  { id: 'TX3', title: 'Deposit Bonus Ticket', lines: ['Bonus 50'], badge: { text: 'Unclaimed', tone: 'accent' }, note: 'Deposit at least ￥100 today' },
]

const props: EntryListResolved = {
  source: 'rewards',
  layout: 'compact',
  tabs: [
    { id: 'unclaimed', label: 'Unclaimed', count: 2 },
    { id: 'claimed', label: 'Claimed', count: 1 },
  ],
  tab: 'unclaimed',
  items: unclaimed,
  emptyText: 'No rewards here yet',
  loadingText: 'Please wait…',
  failedText: 'This list could not be loaded. Please try again.',
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(
        JSON.stringify({
          tab: 'claimed',
          items: [{ id: 'TX4', title: 'Weekly Cashback', lines: ['Claimed on 2025-02-27'], badge: { text: 'Claimed', tone: 'muted' } }],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  )
  vi.stubGlobal('fetch', fetchMock)
})

describe('EntryListBlock', () => {
  it('draws each entry with its lines, badge, open condition and claim button', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<EntryListBlock id="rewards" props={props} status="ok" />, { onAction })
    expect(screen.getByRole('tab', { name: 'Unclaimed 2', selected: true })).toBeTruthy()
    expect(screen.getByText('Expires 2025-03-08')).toBeTruthy()
    expect(screen.getByText('Deposit at least ￥100 today')).toBeTruthy()
    const buttons = screen.getAllByRole('button', { name: 'Claim' })
    expect(buttons).toHaveLength(1)
    fireEvent.click(buttons[0] as HTMLElement)
    expect(onAction).toHaveBeenCalledWith(claim)
  })

  it('lets a claim be pressed once while the gateway answers', async () => {
    let finish: () => void = () => undefined
    const onAction = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderWithProviders(<EntryListBlock id="rewards" props={props} status="ok" />, { onAction })
    const button = screen.getByRole('button', { name: 'Claim' }) as HTMLButtonElement
    fireEvent.click(button)
    fireEvent.click(button)
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(button.disabled).toBe(true)
    finish()
    await waitFor(() => expect(button.disabled).toBe(false))
  })

  it('loads another tab from the list route, in the page language', async () => {
    renderWithProviders(<EntryListBlock id="rewards" props={props} status="ok" />, { onAction: vi.fn(async () => undefined) })
    fireEvent.click(screen.getByRole('tab', { name: 'Claimed 1' }))
    expect(await screen.findByText('Weekly Cashback')).toBeTruthy()
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/data/rewards?tab=claimed&lang=EN')
    fireEvent.click(screen.getByRole('tab', { name: 'Unclaimed 2' }))
    expect(screen.getByText('Lucky Wheel Spin')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('says when the tab failed or is empty, and when the block is degraded', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'GW_UPSTREAM_REJECTED', message: 'x' } }), { status: 502, headers: { 'content-type': 'application/json' } }),
    )
    const { unmount } = renderWithProviders(<EntryListBlock id="rewards" props={props} status="ok" />, { onAction: vi.fn(async () => undefined) })
    fireEvent.click(screen.getByRole('tab', { name: 'Claimed 1' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This list could not be loaded. Please try again.')
    unmount()
    renderWithProviders(<EntryListBlock id="rewards" props={{ ...props, items: [] }} status="ok" />, { onAction: vi.fn(async () => undefined) })
    expect(screen.getByText('No rewards here yet')).toBeTruthy()
  })
})
