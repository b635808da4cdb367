// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import CategoryMenuBlock from '../../../client/blocks/CategoryMenuBlock.tsx'
import type { ResolvedBlockOf } from '../../../schemas/blocks/index.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const toast = { type: 'toast', text: 'Please login first', ms: 2000 } as const
const game = (id: string, name: string) => ({ id, name, image: `/media/${id}.svg`, action: toast })
const props: ResolvedBlockOf<'categoryMenu'>['props'] = {
  title: 'Lottery',
  tabs: [
    { id: 'all', label: 'All', games: [game('1', 'Mien Bac'), game('2', 'Ho Chi Minh')] },
    { id: 'vietnam_northern', label: 'Northern', games: [game('1', 'Mien Bac')] },
    { id: 'vietnam_southern', label: 'Southern', games: [game('2', 'Ho Chi Minh')] },
  ],
}

describe('CategoryMenuBlock', () => {
  it("starts on 'All', shows the chosen tab's games, and runs a game's action", () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<CategoryMenuBlock id="menu" props={props} status="ok" />, { onAction })
    expect(screen.getByRole('tablist', { name: 'Lottery' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mien Bac', 'Ho Chi Minh'])
    fireEvent.click(screen.getByRole('tab', { name: 'Southern' }))
    expect(screen.getByRole('tabpanel', { name: 'Southern' })).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ho Chi Minh'])
    fireEvent.click(screen.getByRole('button', { name: 'Ho Chi Minh' }))
    expect(onAction).toHaveBeenCalledWith(toast)
  })
})
