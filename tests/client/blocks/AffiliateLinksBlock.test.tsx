// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import AffiliateLinksBlock from '../../../client/blocks/AffiliateLinksBlock.tsx'
import { linksProps } from '../helpers/agentFixtures.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true, data: { code: 'AG779' }, then: [{ type: 'refresh' }] }))
  vi.stubGlobal('fetch', fetchMock)
})

const posted = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/actions/createAffiliateLink')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

function show(props = linksProps(2)) {
  const onAction = vi.fn(async () => undefined)
  renderWithProviders(<AffiliateLinksBlock id="links" props={props} status="ok" />, { onAction, texts })
  return onAction
}

describe('AffiliateLinksBlock', () => {
  it('shows each link with its code, rebates, sign-ups, the full address, copy buttons and a QR code', () => {
    show()
    const card = screen.getAllByRole('listitem')[0]!
    expect(within(card).getByTestId('link-code').textContent).toBe('AG771')
    expect(within(card).getByText('Member')).toBeTruthy()
    expect([...card.querySelectorAll('.agent-rate dt')].map((d) => d.textContent)).toContain('Slots')
    expect(within(card).getByText('12')).toBeTruthy()
    expect(within(card).getByTestId('link-url').textContent).toBe(`${window.location.origin}/m/register?affiliateCode=AG771`)
    expect(within(card).getByRole('img', { name: 'QR code of link AG771' })).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Copy Code' })).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Copy Link' })).toBeTruthy()
  })

  it('copies the full link', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    show()
    await act(async () => fireEvent.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Copy Link' })))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/m/register?affiliateCode=AG772`)
  })

  it('deletes a link through the action the gateway gave it (its confirm step included)', () => {
    const onAction = show()
    fireEvent.click(screen.getByRole('button', { name: 'Delete link AG772' }))
    expect(onAction).toHaveBeenCalledWith({
      type: 'confirm',
      text: 'Delete this link?',
      then: [{ type: 'call', name: 'deleteAffiliateLink', body: { id: 'L2' } }],
    })
  })

  it('asks for every rate, within the limits the platform gave, before a link is made, and sends it once', async () => {
    const onAction = show()
    fireEvent.click(screen.getByRole('radio', { name: 'Agent link' }))
    const form = screen.getByRole('form', { name: 'Create a link' })
    const lottery = within(form).getByLabelText('Rebate Lottery') as HTMLInputElement
    const slots = within(form).getByLabelText('Rebate Slots') as HTMLInputElement
    expect([lottery.value, lottery.placeholder, lottery.getAttribute('aria-required')]).toEqual(['', '0 – 1.8', 'true'])
    const create = within(form).getByRole('button', { name: 'Create a link' })
    await act(async () => fireEvent.click(create))
    expect(screen.getByRole('alert').textContent).toBe('Enter a rate from 0% to 1.8%')
    expect(lottery.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(lottery, { target: { value: '1.1' } })
    fireEvent.change(slots, { target: { value: '1.3' } })
    await act(async () => fireEvent.click(create))
    expect(screen.getByRole('alert').textContent).toBe('Between 0% and 1.2%')
    fireEvent.change(slots, { target: { value: 'lots' } })
    await act(async () => fireEvent.click(create))
    expect(screen.getByRole('alert').textContent).toBe('Enter a percentage such as 0.8')
    expect(posted()).toEqual([])
    fireEvent.change(slots, { target: { value: '0' } })
    await act(async () => {
      fireEvent.click(create)
      fireEvent.click(create)
    })
    expect(posted()).toEqual([{ memberType: 'agent', rebates: { LOTT: '1.1', RNG: '0' } }])
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ type: 'refresh' }))
    expect(lottery.value).toBe('')
  })

  it('shows a rate the gateway refuses under its field', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'GW_FORM_INVALID', message: 'Above your own rate (1.2%)', field: 'rebate_RNG' } }, 400))
    show()
    fireEvent.change(screen.getByLabelText('Rebate Lottery'), { target: { value: '1' } })
    const slots = screen.getByLabelText('Rebate Slots')
    fireEvent.change(slots, { target: { value: '1.2' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create a link' })))
    expect(screen.getByRole('alert').textContent).toBe('Above your own rate (1.2%)')
    expect(slots.getAttribute('aria-invalid')).toBe('true')
  })

  it('offers no form at the limit, and says why', () => {
    show(linksProps(5))
    expect(screen.queryByRole('form', { name: 'Create a link' })).toBeNull()
    expect(screen.getByText('You have the most links allowed (5). Delete one to create another.')).toBeTruthy()
  })

  it('says when there is no link yet and still offers the form', () => {
    show(linksProps(0))
    expect(screen.getByText('No affiliate link yet')).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Create a link' })).toBeTruthy()
  })

  it('shows only the failure when the links cannot be read', () => {
    show(linksProps(0, { unavailable: 'Affiliate links cannot be shown right now.' }))
    expect(screen.getByText('Affiliate links cannot be shown right now.')).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
