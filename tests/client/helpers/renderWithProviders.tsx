import { cleanup, render, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { ActionContext, type ActionContextValue, type BlockEvent, type BlockEventHandler } from '../../../client/actions/actionContext.ts'
import { resetStatusMemory } from '../../../client/api/statusCache.ts'
import { AppProviders } from '../../../client/app/AppProviders.tsx'
import { createI18n } from '../../../client/app/i18n.ts'
import type { Action } from '../../../schemas/actions.ts'
import type { Language } from '../../../schemas/constants.ts'

// The root vitest config runs without globals, so Testing Library cannot clean up by itself.
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
})
afterEach(() => {
  cleanup()
  window.localStorage.clear()
  resetStatusMemory()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

export type RenderOptions = {
  route?: string
  /** Replace the real ActionHost with a spy: the test sees every action a component emits. */
  onAction?: (action: Action) => Promise<void>
  /** Gateway texts (the chrome's English defaults are always there). */
  texts?: Record<string, string>
  /** The page's language (its plural rules and direction); English unless given. */
  language?: Language
}

export type Rendered = RenderResult & {
  /** The router's current path and search. */
  currentPath: () => string
  /** Delivers a selectTab / loadMore to a block registered with the spy host. */
  dispatchToBlock: (id: string, event: BlockEvent) => boolean
}

/** Renders `ui` inside the app's providers (router, SWR with a fresh cache, i18n, theme, actions). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const { route = '/m/home', onAction, texts = {}, language = 'EN' } = options
  const i18n = createI18n({ language, texts })
  const location = { current: route }
  const handlers = new Map<string, BlockEventHandler>()
  const spyHost: ActionContextValue | null = onAction
    ? {
        onAction,
        registerBlock: (id, handler) => {
          handlers.set(id, handler)
          return () => handlers.delete(id)
        },
      }
    : null

  function LocationProbe() {
    const here = useLocation()
    location.current = here.pathname + here.search
    return null
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <AppProviders i18n={i18n} swr={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0, revalidateOnFocus: false }}>
          {spyHost ? <ActionContext.Provider value={spyHost}>{children}</ActionContext.Provider> : children}
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>
    )
  }

  const result = render(ui, { wrapper: Wrapper })
  return {
    ...result,
    currentPath: () => location.current,
    dispatchToBlock: (id, event) => {
      const handler = handlers.get(id)
      handler?.(event)
      return handler !== undefined
    },
  }
}
