// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { addReportSink, type ClientReport } from '../../../client/lib/report.ts'
import { BlockRenderer } from '../../../client/renderer/BlockRenderer.tsx'
import { ScreenRenderer } from '../../../client/renderer/ScreenRenderer.tsx'
import type { ResolvedBlock } from '../../../schemas/blocks/index.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const ticker: ResolvedBlock = {
  id: 'ticker',
  type: 'noticeTicker',
  status: 'ok',
  props: {
    items: [{ id: 'n1', text: 'Deposit bonus all week' }],
    emptyText: 'No announcements',
    action: { type: 'navigate', to: '/m/notice' },
    speedPxPerSecond: 60,
  },
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
    // In its place, a line that says so and a way to try again (which fails again: the props are still broken).
    expect((await screen.findByRole('alert')).textContent).toContain('This part could not be shown.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(reports.filter((r) => r.kind === 'blockCrashed' && r.id === 'quick')).toHaveLength(2))
    expect(screen.getByRole('alert')).toBeTruthy()
    stop()
  })

  it("draws a notice's actions and runs the one tapped", async () => {
    const onAction = vi.fn(async (_action: unknown) => undefined)
    const notice: ResolvedBlock = {
      id: 'screenNotice',
      type: 'statusNotice',
      status: 'degraded',
      props: {
        icon: 'restricted',
        title: 'This page cannot be shown right now',
        message: 'Part of the platform is not answering.',
        actions: [
          { id: 'retry', label: 'Try again', action: { type: 'refresh' } },
          { id: 'liveChat', label: 'Live chat', action: { type: 'liveChat', back: '/m/withdraw' } },
        ],
      },
    }
    renderWithProviders(<BlockRenderer block={notice} />, { onAction })
    expect(await screen.findByRole('heading', { name: 'This page cannot be shown right now' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Live chat' }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onAction.mock.calls.map(([action]) => action)).toEqual([{ type: 'liveChat', back: '/m/withdraw' }, { type: 'refresh' }])
  })
})

describe('ScreenRenderer', () => {
  it('leaves out blocks whose clientWhen is false on this device', async () => {
    window.localStorage.setItem('hideDownloadBar', '1')
    const hidden: ResolvedBlock = {
      ...status,
      id: 'bar',
      props: { ...status.props, title: 'Get the app' },
      clientWhen: { op: 'not', cond: { op: 'client', fact: 'hideDownloadBar' } },
    }
    const shown: ResolvedBlock = {
      ...status,
      id: 'web',
      props: { ...status.props, title: 'Not in the app' },
      clientWhen: { op: 'not', cond: { op: 'client', fact: 'nativeApp' } },
    }
    renderWithProviders(<ScreenRenderer blocks={[hidden, shown]} />, { onAction: vi.fn(async () => undefined) })
    expect(await screen.findByText('Not in the app')).toBeTruthy()
    expect(screen.queryByText('Get the app')).toBeNull()
  })
})
