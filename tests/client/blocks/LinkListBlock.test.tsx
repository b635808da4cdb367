// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import LinkListBlock from '../../../client/blocks/LinkListBlock.tsx'
import type { ResolvedBlockOf } from '../../../schemas/blocks/index.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

const props: ResolvedBlockOf<'linkList'>['props'] = {
  title: 'Message center',
  back: { type: 'navigate', to: '/m/home', replace: true },
  items: [
    { id: 'announcements', label: 'Announcements', icon: 'notice', action: { type: 'navigate', to: '/m/notice' }, badge: 0 },
    { id: 'messages', label: 'Messages', icon: 'mail', action: { type: 'navigate', to: '/m/webEmail' }, badge: 5 },
    { id: 'chat', label: 'Live chat', icon: 'chat', action: { type: 'liveChat', back: '/m/message' }, badge: 150 },
    { id: 'app', label: 'App', icon: 'download', action: { type: 'navigate', to: '/m/app' }, clientWhen: { op: 'client', fact: 'nativeApp' } },
  ],
}

describe('LinkListBlock', () => {
  it("shows counts above zero, 99+ past 99, and runs each entry's action", () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<LinkListBlock id="centre" props={props} status="ok" />, { onAction, texts })
    expect(screen.getByRole('heading', { name: 'Message center' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Announcements' }).querySelector('.badge')).toBeNull()
    expect(screen.getByRole('button', { name: /Messages/ }).querySelector('.badge')?.textContent).toBe('5')
    expect(screen.getByRole('button', { name: /Live chat/ }).querySelector('.badge')?.textContent).toBe('99+')
    expect(screen.queryByRole('button', { name: 'App' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Live chat/ }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'liveChat', back: '/m/message' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/home', replace: true })
  })

  it('draws no title bar without a title', () => {
    renderWithProviders(<LinkListBlock id="centre" props={{ items: props.items }} status="ok" />, { onAction: vi.fn(async () => undefined), texts })
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })
})
