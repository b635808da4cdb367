// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../../client/app/router.tsx'
import { jsonResponse, loadScreen, rawScreen } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

type Answer = () => Response | Promise<Response>
let screenAnswers: Answer[]
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

function answerScreens(...answers: Answer[]) {
  screenAnswers = answers
}

beforeEach(() => {
  screenAnswers = []
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input)
    if (url.startsWith('/api/screen')) {
      const next = screenAnswers.length > 1 ? screenAnswers.shift() : screenAnswers[0]
      if (next === undefined) throw new TypeError('Failed to fetch')
      return next()
    }
    return jsonResponse({ error: { code: 'GW_NOT_FOUND', message: 'not found' } }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('ScreenPage', () => {
  it('draws the visitor home: top banner buttons, blocks and bottom menu', async () => {
    answerScreens(() => jsonResponse(rawScreen('home-visitor')))
    renderWithProviders(<AppRoutes />, { route: '/m/home' })

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Join now' })).toBeTruthy()
    expect(await screen.findByText(/Welcome to LuckyStar!/)).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeTruthy()
    expect(screen.getByText('Fortune Dragon')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy()
    expect(within(screen.getAllByRole('navigation').at(-1) as HTMLElement).getByText('Promotions')).toBeTruthy()

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/screen?path=%2Fm%2Fhome&lang=EN')
    const capabilities = (init?.headers as Record<string, string>)['x-client-blocks']
    expect(capabilities?.split(',').sort()).toEqual([
      'affiliateLinks',
      'agentContracts',
      'agentSummary',
      'agentTeam',
      'announcementPopup',
      'appDownload',
      'articleList',
      'bannerCarousel',
      'categoryMenu',
      'contract',
      'depositPanel',
      'downloadBar',
      'entryList',
      'floatingService',
      'form',
      'gameBlock',
      'gameEntrance',
      'gameStrip',
      'helpCenter',
      'linkList',
      'lotteryFrame',
      'lotteryPanel',
      'memberSummary',
      'menuList',
      'noticeTicker',
      'promotionDetail',
      'quickNav',
      'rebatePanel',
      'recordList',
      'referralCard',
      'statusNotice',
      'withdrawPanel',
    ])
  })

  it("shows the member's balance, name and VIP label, and asks before logging out", async () => {
    answerScreens(() => jsonResponse(rawScreen('home-member')))
    renderWithProviders(<AppRoutes />, { route: '/m/home' })

    expect(await screen.findByText('lucky_tiger', { selector: '.topbar__name' })).toBeTruthy()
    expect(screen.getByText('12,345', { exact: false, selector: '.topbar__balance' }).textContent).toBe('₱12,345')
    expect(screen.getByText('VIP Gold')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy()
  })

  it('shows the localized error screen for an answer that breaks the contract, and retries', async () => {
    answerScreens(
      () => jsonResponse({ path: '/m/home', status: 0, blocks: 'nope' }),
      () => jsonResponse(rawScreen('home-visitor')),
    )
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByText("We can't reach the platform right now")).toBeTruthy()
    expect(screen.queryByText(/nope/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
  })

  it('never shows raw error text for a 5xx or a network failure', async () => {
    answerScreens(() => jsonResponse({ error: { code: 'GW_UPSTREAM_DOWN', message: 'ECONNREFUSED 10.0.0.3:443' } }, 502))
    const first = renderWithProviders(<AppRoutes />)
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.queryByText(/ECONNREFUSED/)).toBeNull()
    first.unmount()

    answerScreens()
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByText("We can't reach the platform right now")).toBeTruthy()
    expect(screen.queryByText(/Failed to fetch/)).toBeNull()
  })

  it('tries again by itself after a 503, no sooner than Retry-After, and says when', async () => {
    const unavailable = () => {
      const res = jsonResponse({ error: { code: 'GW_UPSTREAM_UNAVAILABLE', message: 'The platform cannot be reached right now' } }, 503)
      res.headers.set('retry-after', '2')
      return res
    }
    answerScreens(unavailable, () => jsonResponse(rawScreen('home-visitor')))
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByText("We can't reach the platform right now")).toBeTruthy()
    expect(await screen.findByText('Trying again in 2 s')).toBeTruthy()
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/screen'))).toHaveLength(1)
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 4000 })).toBeTruthy()
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/screen'))).toHaveLength(2)
  })

  it('does not try a refusal again by itself', async () => {
    answerScreens(() => jsonResponse({ error: { code: 'GW_SCREEN_NOT_FOUND', message: 'No screen for this path' } }, 404))
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
    await new Promise((r) => setTimeout(r, 1500))
    expect(screen.queryByText(/Trying again in/)).toBeNull()
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/screen'))).toHaveLength(1)
  })

  it('drops one malformed block and keeps the rest of the screen', async () => {
    const raw = rawScreen('home-visitor') as { blocks: Record<string, unknown>[] }
    raw.blocks[0] = { id: 'ticker', type: 'noticeTicker', status: 'ok', props: { items: 'oops' } }
    answerScreens(() => jsonResponse(raw))
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeTruthy()
    expect(screen.queryByText('No announcements')).toBeNull()
  })

  it('renders the cached maintenance screen at once, then the fresh answer, and clears the cache on status 0', async () => {
    window.localStorage.setItem('systemStatus', JSON.stringify({ status: 1, screen: loadScreen('maintenance') }))
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    answerScreens(async () => {
      await gate
      return jsonResponse(rawScreen('home-visitor'))
    })
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByText('System upgrading')).toBeTruthy()
    expect(screen.getByText('IP: 203.0.113.7')).toBeTruthy()

    release()
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(screen.queryByText('System upgrading')).toBeNull()
    expect(window.localStorage.getItem('systemStatus')).toBeNull()
  })

  it('remembers a maintenance answer for the next start', async () => {
    answerScreens(() => jsonResponse(rawScreen('maintenance')))
    renderWithProviders(<AppRoutes />)
    expect(await screen.findByText('System upgrading')).toBeTruthy()
    const cached = JSON.parse(window.localStorage.getItem('systemStatus') ?? 'null') as { status: number; screen: { screen: string } }
    expect(cached.status).toBe(1)
    expect(cached.screen.screen).toBe('maintenance')
  })

  it('follows a bottom-menu tap to the next screen', async () => {
    const activity = { ...(rawScreen('home-visitor') as object), path: '/m/activity', screen: 'activity', blocks: [] }
    answerScreens(
      () => jsonResponse(rawScreen('home-visitor')),
      () => jsonResponse(activity),
    )
    const view = renderWithProviders(<AppRoutes />)
    fireEvent.click(await screen.findByRole('button', { name: 'Promotions' }))
    await vi.waitFor(() => expect(view.currentPath()).toBe('/m/activity'))
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/screen?path=%2Fm%2Factivity&lang=EN'))
  })

  it('shows the one-off notice the gateway sends, such as the end of a session', async () => {
    const visitor = rawScreen('home-visitor') as Record<string, unknown>
    answerScreens(() => jsonResponse({ ...visitor, notice: 'The account has been logged out, please log in again' }))
    renderWithProviders(<AppRoutes />, { route: '/m/home' })
    expect(await screen.findByText('The account has been logged out, please log in again')).toBeTruthy()
  })

  it('moves the address of a path the site does not have to home, and marks Home in the bottom menu (issue 15)', async () => {
    const home = rawScreen('home-visitor') as Record<string, unknown>
    answerScreens(
      () => jsonResponse({ ...home, path: '/m/doesNotExist', replaceAddress: '/m/home' }),
      () => jsonResponse(home),
    )
    const view = renderWithProviders(<AppRoutes />, { route: '/m/doesNotExist' })
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeTruthy()
    await vi.waitFor(() => expect(view.currentPath()).toBe('/m/home'))
    const menu = screen.getAllByRole('navigation').at(-1) as HTMLElement
    expect(within(menu).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    expect(fetchMock.mock.calls.map(([u]) => String(u))[0]).toBe('/api/screen?path=%2Fm%2FdoesNotExist&lang=EN')
  })

  it("keeps the address of an alias, with its route's bottom menu entry marked", async () => {
    answerScreens(() => jsonResponse({ ...(rawScreen('home-visitor') as object), path: '/m' }))
    const view = renderWithProviders(<AppRoutes />, { route: '/m' })
    const menu = (await screen.findAllByRole('navigation')).at(-1) as HTMLElement
    expect(within(menu).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    expect(view.currentPath()).toBe('/m')
  })
})
