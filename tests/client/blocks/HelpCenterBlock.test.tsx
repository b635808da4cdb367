// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import HelpCenterBlock from '../../../client/blocks/HelpCenterBlock.tsx'
import type { ResolvedBlockOf } from '../../../schemas/blocks/index.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

const props: ResolvedBlockOf<'helpCenter'>['props'] = {
  items: [
    { title: 'About us', action: { type: 'navigate', to: '/m/helpDetail?p=0' }, children: [] },
    { title: 'FAQs', children: [{ title: 'I forgot my password', action: { type: 'navigate', to: '/m/helpDetail?p=1&c=0' } }] },
  ],
  emptyText: 'No data',
}

describe('HelpCenterBlock', () => {
  it("lists the entries and their children; a tap goes to the entry's address", () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<HelpCenterBlock id="help" props={props} status="ok" />, { onAction, texts })
    expect(screen.getByRole('heading', { name: 'FAQs' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'I forgot my password' }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/helpDetail?p=1&c=0' })
    fireEvent.click(screen.getByRole('button', { name: 'About us' }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/helpDetail?p=0' })
  })

  it('shows the entry the address names, with a way back to every topic', () => {
    const onAction = vi.fn(async () => undefined)
    const detail = { title: 'I forgot my password', section: 'FAQs', content: [{ tag: 'p' as const, children: ['Use Forgot password.'] }] }
    renderWithProviders(<HelpCenterBlock id="help" props={{ ...props, detail }} status="ok" />, { onAction, texts })
    expect(screen.getByRole('heading', { name: 'I forgot my password' })).toBeTruthy()
    expect(screen.getByText('Use Forgot password.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All help topics' }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/help' })
  })

  it('shows the empty state, and a retry when the platform failed', () => {
    const onAction = vi.fn(async () => undefined)
    const { rerender } = renderWithProviders(<HelpCenterBlock id="help" props={{ items: [], emptyText: 'No data' }} status="ok" />, { onAction, texts })
    expect(screen.getByText('No data')).toBeTruthy()
    rerender(<HelpCenterBlock id="help" props={{ items: [], emptyText: 'No data' }} status="degraded" />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'refresh' })
  })
})
