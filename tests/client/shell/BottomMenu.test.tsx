// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BottomMenu } from '../../../client/shell/BottomMenu.tsx'
import { loadScreen } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const member = loadScreen('home-member')

describe('BottomMenu', () => {
  it('shows 99+ for a badge of 150 and the plain number below 100', () => {
    renderWithProviders(<BottomMenu items={member.shell.bottomMenu.items} route="/m/home" />, { onAction: vi.fn(async () => undefined) })
    const notice = screen.getByRole('button', { name: /Notice/ })
    expect(notice.textContent).toContain('99+')
    expect(notice.textContent).not.toContain('150')
    expect(screen.getByRole('button', { name: /Promotions/ }).textContent).toContain('3')
  })

  it('draws the emphasis item as the raised centre button and runs its action', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<BottomMenu items={member.shell.bottomMenu.items} route="/m/home" />, { onAction })
    const deposit = screen.getByRole('button', { name: 'Deposit' })
    expect(deposit.className).toContain('is-emphasis')
    fireEvent.click(deposit)
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/voucherCenter' })
  })

  it('marks the item of the route on show', () => {
    renderWithProviders(<BottomMenu items={member.shell.bottomMenu.items} route="/m/activity" />, { onAction: vi.fn(async () => undefined) })
    expect(screen.getByRole('button', { name: /Promotions/ }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })
})
