// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import AgentTeamBlock from '../../../client/blocks/AgentTeamBlock.tsx'
import type { AgentTeamPage } from '../../../schemas/blocks/agentTeam.ts'
import { teamPage, teamProps } from '../helpers/agentFixtures.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

type Answer = (url: URL, body: Record<string, unknown> | undefined) => Response
let answer: Answer
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  answer = (url) => {
    throw new Error(`unexpected fetch ${url.pathname}`)
  }
  fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    answer(new URL(String(input), 'http://site.test'), init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined),
  )
  vi.stubGlobal('fetch', fetchMock)
})

const asked = (path: string) => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://site.test')).filter((u) => u.pathname === path)
const rows = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-downline'))

async function show(first: AgentTeamPage | null = teamPage(1, 2, 1, 5)) {
  const onAction = vi.fn(async () => undefined)
  renderWithProviders(<AgentTeamBlock id="team" props={teamProps(first)} status="ok" />, { onAction, texts })
  await act(async () => undefined)
  return onAction
}

describe('AgentTeamBlock', () => {
  it('shows the first page the screen brought, with total and row details, without asking again', async () => {
    await show()
    expect(rows()).toHaveLength(5)
    expect(screen.getByTestId('team-total').textContent).toBe('Downlines: 10')
    const row = rows()[1]!
    expect(within(row).getByText('player2')).toBeTruthy()
    expect(within(row).getByText('Agent')).toBeTruthy()
    expect(within(row).getByText('Level 1')).toBeTruthy()
    expect(within(row).getByText('200.00')).toBeTruthy()
    expect(within(row).queryByText('Bets this period')).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: 'Details player2' }))
    expect(within(row).getByText('Bets this period')).toBeTruthy()
    expect(row.querySelector('[data-rebate="LOTT"]')).toBeTruthy()
    expect(asked('/api/data/agentTeam')).toEqual([])
  })

  it('loads page 2 on "Load more" and adds it below', async () => {
    answer = (url) => jsonResponse(teamPage(Number(url.searchParams.get('page')), 2, 6, 5))
    await show()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })))
    await waitFor(() => expect(rows()).toHaveLength(10))
    const [url] = asked('/api/data/agentTeam')
    expect(Object.fromEntries(url!.searchParams)).toMatchObject({ scope: 'direct', page: '2', pageSize: '5' })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('searches by account and switches to the whole team', async () => {
    answer = () => jsonResponse(teamPage(1, 1, 40, 1))
    await show()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by account' }), { target: { value: ' player40 ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(asked('/api/data/agentTeam')[0]!.searchParams.get('account')).toBe('player40')
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Whole team' })))
    await waitFor(() => expect(asked('/api/data/agentTeam')).toHaveLength(2))
    expect(Object.fromEntries(asked('/api/data/agentTeam')[1]!.searchParams)).toMatchObject({ scope: 'all', account: 'player40', page: '1' })
  })

  it('follows a newer first page when the screen is drawn again', async () => {
    const props = teamProps(teamPage(1, 2, 1, 5))
    const onAction = vi.fn(async () => undefined)
    const view = renderWithProviders(<AgentTeamBlock id="team" props={props} status="ok" />, { onAction, texts })
    expect(rows()).toHaveLength(5)
    view.rerender(<AgentTeamBlock id="team" props={{ ...props, first: teamPage(1, 1, 20, 2) }} status="ok" />)
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(within(rows()[0]!).getByText('player20')).toBeTruthy()
    expect(asked('/api/data/agentTeam')).toEqual([])
  })

  it('shows an empty team, and a failed list with a retry that loads it', async () => {
    answer = () => jsonResponse({ error: { code: 'GW_UPSTREAM_UNAVAILABLE', message: 'down' } }, 503)
    await show(null)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.client_error_generic))
    answer = () => jsonResponse({ items: [], page: 1, totalPages: 0, total: 0 })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    await waitFor(() => expect(screen.getByText('No downlines yet')).toBeTruthy())
  })

  it('sets a rebate: a refused rate shows under its field, an accepted one redraws the row', async () => {
    let refuse = true
    answer = (url, body) => {
      expect(url.pathname).toBe('/api/actions/setDownlineRebate')
      if (refuse) return jsonResponse({ error: { code: 'GW_FORM_INVALID', message: 'Above your own rate (1.8%)', field: 'rebate_LOTT' } }, 400)
      expect(body).toEqual({ customerId: 'c1', rebates: { LOTT: '1.5', RNG: '0.8' } })
      return jsonResponse({
        ok: true,
        data: {
          rebates: [
            { gameType: 'LOTT', label: 'Lottery', value: '1.5%', percent: '1.5' },
            { gameType: 'RNG', label: 'Slots', value: '0.8%', percent: '0.8' },
          ],
        },
      })
    }
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Rebate · player1' }))
    const dialog = screen.getByRole('dialog', { name: 'Rebates of player1' })
    const lottery = within(dialog).getByLabelText('Rebate Lottery') as HTMLInputElement
    expect(lottery.value).toBe('1.2')
    expect(within(dialog).getByText('Allowed: 0% to 1.8%')).toBeTruthy()
    fireEvent.change(lottery, { target: { value: '1.5' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })))
    expect(within(dialog).getByRole('alert').textContent).toBe('Above your own rate (1.8%)')
    expect(lottery.getAttribute('aria-describedby')).toContain(within(dialog).getByRole('alert').id)
    refuse = false
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Details player1' }))
    expect(within(rows()[0]!).getByText('1.5%')).toBeTruthy()
  })

  it("names the field of a rate that is not a percentage before sending it; the quota is the gateway's to check", async () => {
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Rebate · player1' }))
    fireEvent.change(screen.getByLabelText('Rebate Slots'), { target: { value: 'lots' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(screen.getByRole('alert').textContent).toBe('Enter a percentage such as 0.8')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('moves chosen downlines after a confirm step naming how many and to whom, then reloads the list', async () => {
    answer = (url, body) => {
      if (url.pathname === '/api/data/agentTeam') return jsonResponse(teamPage(1, 1, 3, 3))
      expect(body).toEqual({ customerIds: ['c1', 'c2'], targetAccount: 'boss9' })
      return jsonResponse({ ok: true, data: { moved: 2 } })
    }
    await show()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose player1' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose player2' }))
    expect(screen.getByText('2 chosen')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Move to another agent' }))
    fireEvent.change(screen.getByLabelText("Agent's account"), { target: { value: ' boss9 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByTestId('transfer-confirm').textContent).toBe('Move 2 downlines to boss9?')
    expect(asked('/api/actions/transferDownlines')).toEqual([])
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move' })))
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText('2 chosen')).toBeNull()
  })

  it('takes a refused target agent back to its field', async () => {
    answer = () => jsonResponse({ error: { code: 'GW_ACCOUNT_NOT_FOUND', message: 'No agent boss0 in your team', field: 'targetAccount' } }, 400)
    await show()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose player3' }))
    fireEvent.click(screen.getByRole('button', { name: 'Move to another agent' }))
    fireEvent.change(screen.getByLabelText("Agent's account"), { target: { value: 'boss0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move' })))
    expect(screen.getByRole('alert').textContent).toBe('No agent boss0 in your team')
    expect((screen.getByLabelText("Agent's account") as HTMLInputElement).value).toBe('boss0')
  })
})
