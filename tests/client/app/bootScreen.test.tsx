// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setBootScreen } from '../../../client/api/bootScreen.ts'
import { AppRoutes } from '../../../client/app/router.tsx'
import { lazyBlock } from '../../../client/renderer/lazyBlock.ts'
import { jsonResponse, loadScreen, rawScreen } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
const screenCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/screen'))

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => (String(input).startsWith('/api/screen') ? jsonResponse(rawScreen('home-member')) : jsonResponse({}, 404)))
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => setBootScreen(null))

describe('the first screen the server put in the page', () => {
  it('is drawn without asking the gateway for it', async () => {
    setBootScreen({ path: '/m/home', lang: 'EN', screen: loadScreen('home-visitor') })
    renderWithProviders(<AppRoutes />, { route: '/m/home' })
    expect(await screen.findByText('Fortune Dragon', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
    // SWR's first load takes the server's screen: still no request once it has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screenCalls()).toEqual([])
  })

  it('serves only its own address and language: another page asks the gateway', async () => {
    setBootScreen({ path: '/m/home', lang: 'CN', screen: loadScreen('home-visitor') })
    renderWithProviders(<AppRoutes />, { route: '/m/home' })
    expect(await screen.findByText('lucky_tiger', { selector: '.topbar__name' })).toBeTruthy()
    expect(screenCalls()).toEqual(['/api/screen?path=%2Fm%2Fhome&lang=EN'])
  })
})

describe('lazyBlock', () => {
  it('draws a block loaded ahead in the very first render (a hydrating page needs no fallback)', async () => {
    const Hello = lazyBlock('blocks/Hello.tsx', async () => ({ default: ({ name }: { id: string; name: string }) => <p>Hello {name}</p> }))
    await Hello.preload()
    renderWithProviders(<Hello id="hello" name="Ana" />)
    expect(screen.getByText('Hello Ana')).toBeTruthy()
  })

  it('shows the fallback until a block not loaded ahead arrives', async () => {
    const Later = lazyBlock('blocks/Later.tsx', async () => ({ default: (_: { id: string }) => <p>Arrived</p> }))
    renderWithProviders(<Later id="later" />)
    expect(screen.queryByText('Arrived')).toBeNull()
    expect(await screen.findByText('Arrived')).toBeTruthy()
  })
})
