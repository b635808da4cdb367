// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TimingsTab } from '../../../client/studio/TimingsTab.tsx'
import type { TimingsAnswer } from '../../../schemas/rum.ts'

afterEach(cleanup)

const ANSWER: TimingsAnswer = {
  collecting: true,
  sampleRate: 0.1,
  since: '2026-11-27T03:00:00.000Z',
  budgets: { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 },
  screens: [
    { screen: 'games', vitals: { LCP: { p75: 3100, samples: 40 }, TTFB: { p75: 300, samples: 41 } }, blockErrors: 2, chunkErrors: 0 },
    { screen: 'home', vitals: { LCP: { p75: 1800, samples: 90 }, CLS: { p75: 0.02, samples: 88 } }, blockErrors: 0, chunkErrors: 1 },
  ],
}

function answering(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  )
}

describe('TimingsTab', () => {
  it("shows each screen's p75 against its budget, with the failures", async () => {
    answering(ANSWER)
    render(<TimingsTab />)
    const table = await screen.findByRole('table', { name: 'Timings per screen' })
    const games = within(table).getByRole('row', { name: /^games/ })
    expect(within(games).getByText(/3\.10 s over budget/)).toBeTruthy()
    expect(within(games).getByText(/300 ms within budget/)).toBeTruthy()
    expect(games.textContent).toContain('2')
    const home = within(table).getByRole('row', { name: /^home/ })
    expect(within(home).getByText(/1\.80 s within budget/)).toBeTruthy()
    expect(within(home).getByText(/0\.02 within budget/)).toBeTruthy()
    expect(screen.getByText(/LCP ≤ 2\.50 s, INP ≤ 200 ms, CLS ≤ 0\.10, TTFB ≤ 800 ms/)).toBeTruthy()
    expect(screen.getByText(/from 10 % of page loads/)).toBeTruthy()
  })

  it('says how to turn collection on, and when the figures cannot be read', async () => {
    answering({ ...ANSWER, collecting: false, sampleRate: 0, screens: [] })
    render(<TimingsTab />)
    expect(await screen.findByText(/Not collected: set METRICS_PORT or METRICS_TOKEN/)).toBeTruthy()
    expect(screen.getByText('No reports yet.')).toBeTruthy()
    cleanup()
    answering({ error: { code: 'GW_STUDIO_SIGNIN_REQUIRED' } }, 401)
    render(<TimingsTab />)
    expect((await screen.findByRole('alert')).textContent).toContain('could not be read')
  })
})
