// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import AgentContractsBlock from '../../../client/blocks/AgentContractsBlock.tsx'
import { CONTRACTS } from '../helpers/agentFixtures.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true, then: [{ type: 'toast', text: 'Request sent', ms: 2000 }] }))
  vi.stubGlobal('fetch', fetchMock)
})

function show() {
  const onAction = vi.fn(async () => undefined)
  renderWithProviders(<AgentContractsBlock id="contracts" props={CONTRACTS} status="ok" />, { onAction, texts })
  return onAction
}

describe('AgentContractsBlock', () => {
  it('draws the first kind: terms per game type, history with its status', () => {
    show()
    expect(screen.getByRole('tab', { name: 'Daily wage' }).getAttribute('aria-selected')).toBe('true')
    const terms = screen.getByRole('region', { name: 'Lottery' })
    expect(within(terms).getByRole('columnheader', { name: 'Wage' })).toBeTruthy()
    expect(within(terms).getByRole('cell', { name: '100.00' })).toBeTruthy()
    const history = screen.getByRole('region', { name: 'History' })
    expect(within(history).getByText('Lottery daily wage')).toBeTruthy()
    expect(within(history).getByText('Paid').className).toContain('mstatus--ok')
  })

  it('applies for the chosen game type of this kind', async () => {
    const onAction = show()
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'LIVE' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/api/actions/applyContract')
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'dailySalary', gameType: 'LIVE' })
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ type: 'toast', text: 'Request sent', ms: 2000 }))
  })

  it('shows dividend requests waiting with their count, payouts, and no apply form when none may be asked', () => {
    const onAction = show()
    fireEvent.click(screen.getByRole('tab', { name: 'Dividend' }))
    expect(screen.getByText('No contract of this kind yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Payouts' })).getByText('Waiting').className).toContain('mstatus--pending')
    fireEvent.click(screen.getByRole('button', { name: /Requests waiting for your answer/ }))
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/agent/contracts' })
  })

  it('shows a kind the platform could not give as a notice only', () => {
    show()
    fireEvent.click(screen.getByRole('tab', { name: 'Hourly wage' }))
    expect(screen.getByText('Hourly wages cannot be shown right now.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull()
  })
})
