// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import MenuListBlock from '../../../client/blocks/MenuListBlock.tsx'
import type { MenuListResolvedSchema } from '../../../schemas/blocks/menuList.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>
type Props = z.infer<typeof MenuListResolvedSchema>

const PROPS: Props = {
  heading: 'Profile',
  entries: [
    { id: 'account', label: 'Account', icon: 'user', value: 'member0' },
    { id: 'nickname', label: 'Nickname', icon: 'user', value: 'Lucky Lee', edit: { field: 'nickname', value: 'Lucky Lee', inputMode: 'text' } },
    { id: 'deposit', label: 'Deposit', icon: 'deposit', action: { type: 'navigate', to: '/m/voucherCenter' } },
  ],
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true }))
  vi.stubGlobal('fetch', fetchMock)
})

const posted = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/actions/setProfile').map(([, init]) => JSON.parse(String(init?.body)) as unknown)

async function show(onAction = vi.fn(async () => undefined)) {
  renderWithProviders(<MenuListBlock id="profile" props={PROPS} status="ok" />, { onAction, texts })
  await act(async () => undefined)
  return onAction
}

describe('MenuListBlock', () => {
  it('shows member facts and runs a row’s action on tap', async () => {
    const onAction = await show()
    expect(screen.getByRole('region', { name: 'Profile' })).toBeTruthy()
    expect(screen.getByText('member0')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/voucherCenter' })
  })

  it('edits a profile value in place and closes the form once the gateway has saved it', async () => {
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }))
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Lucky Two' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull())
    expect(posted()).toEqual([{ field: 'nickname', value: 'Lucky Two' }])
  })

  it('keeps the form open with the gateway’s reason beside the field when it refuses the value', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'GW_FORM_INVALID', message: 'The nickname is 2 to 20 letters or digits', field: 'nickname' } }, 400),
    )
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }))
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The nickname is 2 to 20 letters or digits')).toBeTruthy()
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('!')
  })

  it('checks the value with the rule the gateway applies before sending, and still shows a refusal only the gateway can make', async () => {
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }))
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The nickname is 2 to 20 letters or digits')).toBeTruthy()
    expect(posted()).toEqual([])
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'GW_FORM_INVALID', message: 'This nickname is taken', field: 'nickname' } }, 400))
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Lucky Two' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This nickname is taken')).toBeTruthy()
    expect(posted()).toEqual([{ field: 'nickname', value: 'Lucky Two' }])
  })
})
