// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runAction, type ActionDeps } from '../../../client/actions/runAction.ts'
import { GatewayError } from '../../../client/api/gatewayError.ts'
import type { Action } from '../../../schemas/actions.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

// Overrides are vi.fn() mocks as well, so the mocked type of every member still holds.
function makeDeps(overrides: Partial<ActionDeps> = {}) {
  const base = {
    navigate: vi.fn<ActionDeps['navigate']>(),
    canGoBack: vi.fn<ActionDeps['canGoBack']>(() => false),
    historyBack: vi.fn<ActionDeps['historyBack']>(),
    scrollToTop: vi.fn<ActionDeps['scrollToTop']>(),
    openWindow: vi.fn<ActionDeps['openWindow']>(),
    openHere: vi.fn<ActionDeps['openHere']>(),
    setFavourite: vi.fn<ActionDeps['setFavourite']>(),
    clearFavourites: vi.fn<ActionDeps['clearFavourites']>(),
    showToast: vi.fn<ActionDeps['showToast']>(() => 7),
    dismissToast: vi.fn<ActionDeps['dismissToast']>(),
    confirm: vi.fn<ActionDeps['confirm']>(async () => true),
    openPopup: vi.fn<ActionDeps['openPopup']>(),
    closePopup: vi.fn<ActionDeps['closePopup']>(),
    openSidebar: vi.fn<ActionDeps['openSidebar']>(),
    closeSidebar: vi.fn<ActionDeps['closeSidebar']>(),
    dispatchToBlock: vi.fn<ActionDeps['dispatchToBlock']>(() => true),
    setTheme: vi.fn<ActionDeps['setTheme']>(),
    setLanguage: vi.fn<ActionDeps['setLanguage']>(),
    callGateway: vi.fn<ActionDeps['callGateway']>(async () => ({ ok: true as const })),
    revalidateScreens: vi.fn<ActionDeps['revalidateScreens']>(async () => undefined),
    refreshScreens: vi.fn<ActionDeps['refreshScreens']>(async () => undefined),
    forgetSession: vi.fn<ActionDeps['forgetSession']>(),
    setClientFact: vi.fn<ActionDeps['setClientFact']>(),
    currentTheme: vi.fn<ActionDeps['currentTheme']>(() => 'dark'),
    text: (value: Parameters<ActionDeps['text']>[0]) => (typeof value === 'string' ? value : `[${value.t}]`),
  }
  return { ...base, ...overrides } as typeof base
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('runAction', () => {
  it('navigates, replacing the entry and scrolling to the top when asked', async () => {
    const deps = makeDeps()
    await runAction({ type: 'navigate', to: '/m/activity' }, deps)
    await runAction({ type: 'navigate', to: '/m/home', replace: true, scrollTop: true }, deps)
    expect(deps.navigate.mock.calls).toEqual([
      ['/m/activity', { replace: false }],
      ['/m/home', { replace: true }],
    ])
    expect(deps.scrollToTop).toHaveBeenCalledTimes(1)
  })

  it('goes to the fallback when no page of the site is behind this one', async () => {
    const deps = makeDeps({ canGoBack: () => false })
    await runAction({ type: 'back', fallback: '/m/home' }, deps)
    expect(deps.historyBack).not.toHaveBeenCalled()
    expect(deps.navigate).toHaveBeenCalledWith('/m/home', { replace: true })
  })

  it('goes back one page when a page of the site is behind this one', async () => {
    const deps = makeDeps({ canGoBack: () => true })
    await runAction({ type: 'back', fallback: '/m/home' }, deps)
    expect(deps.historyBack).toHaveBeenCalledTimes(1)
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('opens http(s) links outside and refuses javascript: URLs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const deps = makeDeps()
    await runAction({ type: 'openExternal', url: 'javascript:alert(1)' }, deps)
    await runAction({ type: 'openExternal', url: 'JavaScript:alert(document.cookie)' }, deps)
    await runAction({ type: 'openExternal', url: 'data:text/html,<script>alert(1)</script>' }, deps)
    expect(deps.openWindow).not.toHaveBeenCalled()
    await runAction({ type: 'openExternal', url: 'https://chat.example.com/c/1' }, deps)
    expect(deps.openWindow).toHaveBeenCalledWith('https://chat.example.com/c/1')
  })

  it('runs the actions of a confirm only after OK, in order', async () => {
    const answer = deferred<boolean>()
    const deps = makeDeps({ confirm: vi.fn(() => answer.promise) })
    const action: Action = {
      type: 'confirm',
      text: { t: 'sure_logout' },
      then: [
        { type: 'toast', text: 'first', ms: 1000 },
        { type: 'navigate', to: '/m/home' },
      ],
    }
    const running = runAction(action, deps)
    await Promise.resolve()
    expect(deps.confirm).toHaveBeenCalledWith({ text: '[sure_logout]', okLabel: '[client_ok]', cancelLabel: '[client_cancel]' })
    expect(deps.showToast).not.toHaveBeenCalled()
    expect(deps.navigate).not.toHaveBeenCalled()
    answer.resolve(true)
    await running
    expect(deps.showToast).toHaveBeenCalledWith('first', 1000)
    expect(deps.navigate).toHaveBeenCalledWith('/m/home', { replace: false })
    expect(deps.showToast.mock.invocationCallOrder[0]).toBeLessThan(deps.navigate.mock.invocationCallOrder[0] ?? 0)
  })

  it('runs nothing when a confirm is cancelled', async () => {
    const deps = makeDeps({ confirm: vi.fn(async () => false) })
    await runAction({ type: 'confirm', text: 'Sure?', okLabel: 'Yes', cancelLabel: 'No', then: [{ type: 'logout' }] }, deps)
    expect(deps.confirm).toHaveBeenCalledWith({ text: 'Sure?', okLabel: 'Yes', cancelLabel: 'No' })
    expect(deps.callGateway).not.toHaveBeenCalled()
  })

  it('calls the gateway and runs the actions it answers with', async () => {
    const deps = makeDeps({
      callGateway: vi.fn(async () => ({ ok: true as const, then: [{ type: 'toast' as const, text: 'Changes saved', ms: 1500 }] })),
    })
    await runAction({ type: 'call', name: 'checkUsername', body: { username: 'lucky' } }, deps)
    expect(deps.callGateway).toHaveBeenCalledWith('checkUsername', { username: 'lucky' })
    expect(deps.showToast).toHaveBeenCalledWith('Changes saved', 1500)
  })

  it("shows the gateway's message when a call is refused", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const deps = makeDeps({
      callGateway: vi.fn(async () => {
        throw new GatewayError('rejected', 403, 'GW_FORBIDDEN', 'Please login an actual account to use this function')
      }),
    })
    await runAction({ type: 'call', name: 'favourite' }, deps)
    expect(deps.showToast).toHaveBeenCalledWith('Please login an actual account to use this function', 3000)
  })

  it('launches a game behind a please-wait toast and only ends the toast on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const game = { nodeId: '9', gameType: 'RNG', vendor: 'PG' }
    const ok = makeDeps({
      callGateway: vi.fn(async () => ({ ok: true as const, then: [{ type: 'navigate' as const, to: '/m/launchGame?gameId=9' }] })),
    })
    await runAction({ type: 'launchGame', game }, ok)
    expect(ok.showToast).toHaveBeenCalledWith('[in_please_wait]', 3000)
    expect(ok.callGateway).toHaveBeenCalledWith('launchGame', { game })
    expect(ok.navigate).toHaveBeenCalledWith('/m/launchGame?gameId=9', { replace: false })
    expect(ok.dismissToast).toHaveBeenCalledWith(7)

    const failing = makeDeps({ callGateway: vi.fn(async () => Promise.reject(new GatewayError('server', 502, 'GW_UPSTREAM_UNAVAILABLE'))) })
    await runAction({ type: 'launchGame', game }, failing)
    expect(failing.dismissToast).toHaveBeenCalledWith(7)
    expect(failing.showToast).toHaveBeenCalledTimes(1)
    expect(failing.navigate).not.toHaveBeenCalled()
  })

  it('logs out, goes home as the gateway says and refetches every screen', async () => {
    // The gateway's answer to logout (gateway/actions/logout.ts).
    const deps = makeDeps({
      callGateway: vi.fn<ActionDeps['callGateway']>(async () => ({ ok: true as const, then: [{ type: 'navigate' as const, to: '/m/home', replace: true }] })),
    })
    await runAction({ type: 'logout' }, deps)
    expect(deps.callGateway).toHaveBeenCalledWith('logout', {})
    expect(deps.navigate).toHaveBeenCalledWith('/m/home', { replace: true })
    expect(deps.revalidateScreens).toHaveBeenCalledTimes(1)
  })

  it('routes selectTab and loadMore to the block by id and reports a missing block', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const deps = makeDeps({ dispatchToBlock: vi.fn(() => false) })
    await runAction({ type: 'selectTab', block: 'games', tab: 'FISH' }, deps)
    expect(deps.dispatchToBlock).toHaveBeenCalledWith('games', { type: 'selectTab', block: 'games', tab: 'FISH' })
    expect(warn).toHaveBeenCalled()
  })

  it('passes theme, language, sidebar and popup actions to their owners', async () => {
    const deps = makeDeps()
    await runAction({ type: 'setTheme', theme: 'toggle' }, deps)
    await runAction({ type: 'setLanguage', lang: 'TH' }, deps)
    await runAction({ type: 'openSidebar' }, deps)
    await runAction({ type: 'openPopup', id: 'promo' }, deps)
    expect(deps.setTheme).toHaveBeenCalledWith('toggle')
    expect(deps.setLanguage).toHaveBeenCalledWith('TH')
    expect(deps.openSidebar).toHaveBeenCalled()
    expect(deps.openPopup).toHaveBeenCalledWith('promo')
  })

  it("reports an action of a type it does not know (a newer gateway's) and runs nothing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const deps = makeDeps()
    await runAction({ type: 'teleport', to: '/m/moon' } as unknown as Action, deps)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unresolvedAction'), expect.objectContaining({ action: 'teleport' }))
    expect([deps.navigate, deps.openWindow, deps.showToast].map((f) => f.mock.calls.length)).toEqual([0, 0, 0])
  })

  it('launches the live chat: a loading message, the gateway call, then after about 500 ms the chat page here', async () => {
    vi.useFakeTimers()
    const deps = makeDeps({
      callGateway: vi.fn<ActionDeps['callGateway']>(async () => ({
        ok: true as const,
        then: [{ type: 'openExternal', url: 'https://chat.example/live', target: 'self' }],
      })),
      currentTheme: vi.fn<ActionDeps['currentTheme']>(() => 'light'),
    })
    const running = runAction({ type: 'liveChat', back: '/m/message' }, deps)
    expect(deps.showToast).toHaveBeenCalledWith('[chat_loading]', 9_999_000)
    await vi.advanceTimersByTimeAsync(0)
    expect(deps.callGateway).toHaveBeenCalledWith('liveChat', { back: '/m/message', theme: 'light' })
    expect(deps.openHere).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(500)
    await running
    expect(deps.openHere).toHaveBeenCalledWith('https://chat.example/live')
    vi.useRealTimers()
  })

  it('ends the loading message and says why when the chat cannot open', async () => {
    const deps = makeDeps({
      callGateway: vi.fn<ActionDeps['callGateway']>(async () =>
        Promise.reject(new GatewayError('rejected', 403, 'GW_FORBIDDEN', 'Trial accounts cannot use this feature')),
      ),
    })
    await runAction({ type: 'liveChat' }, deps)
    expect(deps.dismissToast).toHaveBeenCalledWith(7)
    expect(deps.showToast).toHaveBeenLastCalledWith('Trial accounts cannot use this feature', 3000)
    expect(deps.openHere).not.toHaveBeenCalled()
  })

  it('remembers a device fact', async () => {
    const deps = makeDeps()
    await runAction({ type: 'setClientFact', fact: 'announcementPopupA', value: false }, deps)
    expect(deps.setClientFact).toHaveBeenCalledWith('announcementPopupA', false)
  })
})
