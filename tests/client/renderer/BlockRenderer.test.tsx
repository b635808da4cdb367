// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ResolvedBlock } from '../../../schemas/blocks/index.ts'
import { addReportSink, type ClientReport } from '../../../client/lib/report.ts'
import { BlockRenderer } from '../../../client/renderer/BlockRenderer.tsx'
import { ScreenRenderer } from '../../../client/renderer/ScreenRenderer.tsx'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const ticker: ResolvedBlock = {
  id: 'ticker',
  type: 'noticeTicker',
  status: 'ok',
  props: { items: [{ id: 'n1', text: 'Deposit bonus all week' }], emptyText: 'No announcements', action: { type: 'navigate', to: '/m/notice' }, speedPxPerSecond: 60 },
}
const status: ResolvedBlock = {
  id: 'status',
  type: 'statusNotice',
  status: 'ok',
  props: { icon: 'maintenance', title: 'System upgrading', message: 'Back soon' },
}

function collectReports() {
  const reports: ClientReport[] = []
  const stop = addReportSink((event) => reports.push(event))
  return { reports, stop }
}

describe('BlockRenderer', () => {
  it('skips a block type this build does not know and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { reports, stop } = collectReports()
    const unknown = { id: 'jackpot', type: 'jackpotMeter', status: 'ok', props: {} } as unknown as ResolvedBlock
    const view = renderWithProviders(
      <>
        <BlockRenderer block={unknown} />
        <BlockRenderer block={ticker} />
      </>,
      { onAction: vi.fn(async () => undefined) },
    )
    expect(await screen.findByText('Deposit bonus all week')).toBeTruthy()
    expect(view.container.querySelector('[class*="jackpot"]')).toBeNull()
    expect(reports).toContainEqual({ kind: 'unknownBlock', id: 'jackpot', type: 'jackpotMeter' })
    expect(warn).toHaveBeenCalledWith('[client] unknownBlock', expect.objectContaining({ type: 'jackpotMeter' }))
    stop()
  })

  it('contains a block that throws while its siblings render', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { reports, stop } = collectReports()
    // Malformed props that slipped past validation: `items` is not a list, so the component throws.
    const broken = { id: 'quick', type: 'quickNav', status: 'ok', props: { items: 42 } } as unknown as ResolvedBlock
    renderWithProviders(<ScreenRenderer blocks={[ticker, broken, status]} />, { onAction: vi.fn(async () => undefined) })
    expect(await screen.findByText('Deposit bonus all week')).toBeTruthy()
    expect(await screen.findByText('System upgrading')).toBeTruthy()
    await vi.waitFor(() => expect(reports.some((r) => r.kind === 'blockCrashed' && r.id === 'quick')).toBe(true))
    expect(screen.queryByRole('navigation')).toBeNull()
    stop()
  })
})

describe('ScreenRenderer', () => {
  it('leaves out blocks whose clientWhen is false on this device', async () => {
    window.localStorage.setItem('hideDownloadBar', '1')
    const hidden: ResolvedBlock = { ...status, id: 'bar', props: { ...status.props, title: 'Get the app' }, clientWhen: { op: 'not', cond: { op: 'client', fact: 'hideDownloadBar' } } }
    const shown: ResolvedBlock = { ...status, id: 'web', props: { ...status.props, title: 'Not in the app' }, clientWhen: { op: 'not', cond: { op: 'client', fact: 'nativeApp' } } }
    renderWithProviders(<ScreenRenderer blocks={[hidden, shown]} />, { onAction: vi.fn(async () => undefined) })
    expect(await screen.findByText('Not in the app')).toBeTruthy()
    expect(screen.queryByText('Get the app')).toBeNull()
  })
})
