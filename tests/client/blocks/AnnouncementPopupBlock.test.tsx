// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import AnnouncementPopupBlock from '../../../client/blocks/AnnouncementPopupBlock.tsx'
import type { ResolvedBlockOf } from '../../../schemas/blocks/index.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

const props: ResolvedBlockOf<'announcementPopup'>['props'] = {
  entries: [
    { id: '201', title: 'Welcome', content: [{ tag: 'p', children: ['Hello'] }] },
    {
      id: '304',
      title: 'New Player Pack',
      content: ['Free spins'],
      activity: { label: 'Go to activity', action: { type: 'navigate', to: '/m/rewardCenter' } },
    },
  ],
  dismissLabel: 'I know it',
}

describe('AnnouncementPopupBlock', () => {
  it('pages through the entries with previous and next; I know it closes the popup from any entry', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<AnnouncementPopupBlock id="popup" props={props} status="ok" />, { onAction, texts })
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy()
    expect(screen.getByText('1 of 2')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Go to activity' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'New Player Pack' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy()
    expect(onAction).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'I know it' }))
    expect(onAction.mock.calls).toEqual([[{ type: 'closePopup' }]])
  })

  it('closes and goes to the activity from a promotion', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<AnnouncementPopupBlock id="popup" props={props} status="ok" />, { onAction, texts })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Go to activity' }))
    expect(onAction.mock.calls).toEqual([[{ type: 'closePopup' }], [{ type: 'navigate', to: '/m/rewardCenter' }]])
  })

  it('shows no pager for a single entry', () => {
    renderWithProviders(<AnnouncementPopupBlock id="popup" props={{ ...props, entries: props.entries.slice(0, 1) }} status="ok" />, {
      onAction: vi.fn(async () => undefined),
      texts,
    })
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })
})
