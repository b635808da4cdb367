// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import ArticleListBlock from '../../../client/blocks/ArticleListBlock.tsx'
import type { ArticleEntry } from '../../../schemas/blocks/articleList.ts'
import type { ResolvedBlockOf } from '../../../schemas/blocks/index.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

type Props = ResolvedBlockOf<'articleList'>['props']

const entry = (id: string, title: string, unread?: boolean): ArticleEntry => ({
  id,
  title,
  time: '2025-03-12T07:30:00.000Z',
  summary: `${title} in short`,
  content: [{ tag: 'p', children: [`${title} in full`] }],
  ...(unread !== undefined ? { unread } : {}),
  ...(unread ? { open: { type: 'call', name: 'markRead', body: { source: 'inbox', id } } } : {}),
})

const props: Props = {
  source: 'inbox',
  emptyText: 'No data',
  pageSize: 2,
  first: { items: [entry('1', 'Birthday gift', true), entry('2', 'Security notice', false)], page: 1, totalPages: 2 },
}

describe('ArticleListBlock', () => {
  it('opens an unread entry, marks it read here at once and asks the gateway once', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<ArticleListBlock id="inbox" props={props} status="ok" />, { onAction, texts })
    const gift = screen.getByRole('button', { name: /Birthday gift/ })
    expect(gift.textContent).toContain('(Unread)')
    expect(gift.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(gift)
    expect(screen.getByText('Birthday gift in full')).toBeTruthy()
    expect(gift.textContent).not.toContain('(Unread)')
    expect(onAction).toHaveBeenCalledWith({ type: 'call', name: 'markRead', body: { source: 'inbox', id: '1' } })
    fireEvent.click(gift)
    fireEvent.click(gift)
    expect(onAction).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: /Security notice/ }))
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Security notice in full')).toBeTruthy()
    expect(screen.queryByText('Birthday gift in full')).toBeNull()
  })

  it('shows no unread mark where the read state is not known, and the date of each entry', () => {
    renderWithProviders(
      <ArticleListBlock id="n" props={{ ...props, source: 'announcements', first: { items: [entry('9', 'Welcome')], page: 1, totalPages: 1 } }} status="ok" />,
      { onAction: vi.fn(async () => undefined), texts },
    )
    const item = screen.getByRole('button', { name: /Welcome/ })
    expect(item.textContent).not.toContain('(Unread)')
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-12T07:30:00.000Z')
  })

  it('loads the next page from /api/data/<source> when asked, and appends it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ items: [entry('3', 'Older news', true)], page: 2, totalPages: 2 }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithProviders(<ArticleListBlock id="inbox" props={props} status="ok" />, { onAction: vi.fn(async () => undefined), texts })
    // The end of the list is on screen: scrolling down asks for the next page.
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true })
    fireEvent.scroll(window)
    await waitFor(() => expect(screen.getByRole('button', { name: /Older news/ })).toBeTruthy())
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/data/inbox?page=2&pageSize=2&lang=EN')
  })

  it('shows the empty text, the lock with its way out, and a way to try again when degraded', () => {
    const onAction = vi.fn(async () => undefined)
    const { rerender } = renderWithProviders(<ArticleListBlock id="a" props={{ ...props, first: { items: [], page: 1, totalPages: 1 } }} status="ok" />, {
      onAction,
      texts,
    })
    expect(screen.getByText('No data')).toBeTruthy()
    rerender(
      <ArticleListBlock
        id="a"
        props={{
          source: 'inbox',
          emptyText: 'No data',
          pageSize: 10,
          locked: { text: 'Please login first', label: 'Login', action: { type: 'navigate', to: '/m/login' } },
        }}
        status="ok"
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/login' })
    rerender(<ArticleListBlock id="a" props={{ source: 'inbox', emptyText: 'No data', pageSize: 10 }} status="degraded" />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onAction).toHaveBeenLastCalledWith({ type: 'refresh' })
  })
})
