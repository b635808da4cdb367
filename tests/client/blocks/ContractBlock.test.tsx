// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import ContractBlock from '../../../client/blocks/ContractBlock.tsx'
import type { ContractResolved } from '../../../schemas/blocks/contract.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const accept = { type: 'call', name: 'contract', body: { kind: 'dividend', key: 'RNG', decision: 'accept' } } as const
const props: ContractResolved = {
  kind: 'dividend',
  title: 'Dividend contract',
  intro: 'Your upline has sent you the contract below.',
  groups: [
    {
      id: 'RNG',
      label: 'Slots',
      status: 'New contract',
      columns: ['Min. bet', 'Net loss', 'Active members', 'Share'],
      rows: [['1,000', '5,000', '5', '30%']],
      actions: [
        { label: 'Accept', action: accept, primary: true },
        { label: 'Refuse', action: { ...accept, body: { ...accept.body, decision: 'refuse' } }, primary: false },
      ],
    },
  ],
  terms: { title: 'Dividend agreement', lines: ['The contract applies from the day you accept it.'] },
  emptyText: 'You have no pending contract of this kind.',
}

describe('ContractBlock', () => {
  it('draws the terms per game type as a table and sends the answer', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<ContractBlock id="contract" props={props} status="ok" />, { onAction })
    expect(screen.getByRole('columnheader', { name: 'Share' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: '30%' })).toBeTruthy()
    expect(screen.getByText('Dividend agreement')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(onAction).toHaveBeenCalledWith(accept)
  })

  it('shows its intro alone when nothing is pending', () => {
    renderWithProviders(<ContractBlock id="contract" props={{ ...props, groups: [], intro: props.emptyText }} status="ok" />, {
      onAction: vi.fn(async () => undefined),
    })
    expect(screen.getByText('You have no pending contract of this kind.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
