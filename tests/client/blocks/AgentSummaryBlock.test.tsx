// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import AgentSummaryBlock from '../../../client/blocks/AgentSummaryBlock.tsx'
import { SUMMARY } from '../helpers/agentFixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>

describe('AgentSummaryBlock', () => {
  it('draws figures with columns as a table, others as label and value, and a failed section in place of its rows', () => {
    renderWithProviders(<AgentSummaryBlock id="summary" props={SUMMARY} status="ok" />, { onAction: vi.fn(async () => undefined), texts })
    const team = screen.getByRole('region', { name: 'Team figures' })
    expect(within(team).getByRole('columnheader', { name: 'This period' })).toBeTruthy()
    const deposits = within(team).getByRole('row', { name: /Deposits/ })
    expect(
      within(deposits)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,200.00', '56,000.00'])
    expect(within(team).getByText('Figures of the last hour may still change.')).toBeTruthy()
    const income = screen.getByRole('region', { name: 'Income' })
    expect(within(income).getByText('Current daily salary')).toBeTruthy()
    expect(within(income).getByText('320.00')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Dividend' })).getByText('The dividend status cannot be shown right now.')).toBeTruthy()
  })

  it('shows what waits for the agent with its count, and goes there on a tap', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<AgentSummaryBlock id="summary" props={SUMMARY} status="ok" />, { onAction, texts })
    const row = screen.getByRole('button', { name: /Dividend contract requests/ })
    expect(row.textContent).toContain('2')
    expect(within(row).getByText('2 waiting')).toBeTruthy()
    fireEvent.click(row)
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/agent/contracts' })
  })

  it('has no waiting list when nothing waits', () => {
    renderWithProviders(<AgentSummaryBlock id="summary" props={{ ...SUMMARY, pending: [] }} status="ok" />, { onAction: vi.fn(async () => undefined), texts })
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.getAllByRole('region')).toHaveLength(3)
  })
})
