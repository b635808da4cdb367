import './lib/zodJitless.ts'
import type { i18n as I18n } from 'i18next'
import { startTransition, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { LANGUAGE_COOKIE, THEME_COOKIE, type BootData } from '../schemas/ssr.ts'
import { setBootScreen } from './api/bootScreen.ts'
import { AppProviders } from './app/AppProviders.tsx'
import { readBoot } from './app/boot.ts'
import { releaseEarlyInput } from './app/earlyInput.ts'
import { createI18n } from './app/i18n.ts'
import { AppRoutes } from './app/router.tsx'
import { applyTheme, readStoredTheme, useTheme, type Theme } from './app/theme.tsx'
import { mirrorChoice } from './lib/choiceCookie.ts'
import { rememberInstallFacts, serverClientFacts, ServerFactsContext } from './lib/clientWhen.ts'
import { readStoredLanguage } from './lib/language.ts'
import { startPressStates } from './lib/pressStates.ts'
import { startRum } from './lib/rum.ts'
import { createHydrationGate, HydrationGateProvider } from './renderer/hydrationGate.tsx'
import { deferIslands, holdIslandTaps, isIsland } from './renderer/islands.ts'
import { hydrateWhen, preloadBlocks } from './renderer/registry.ts'
import './styles/tokens.css'
import './styles/fonts.css'
import './styles/base.css'
import './styles/components.css'

const theme = readStoredTheme()
const language = readStoredLanguage()
// Before the first paint: no flash of the wrong theme. The cookies let the server draw the next page the same way.
applyTheme(theme)
mirrorChoice(THEME_COOKIE, theme)
mirrorChoice(LANGUAGE_COOKIE, language)
rememberInstallFacts()
startPressStates()

const container = document.getElementById('root')
if (container === null) throw new Error('#root is missing from index.html')

const boot = readBoot()
const current = window.location.pathname + window.location.search
// The server's screen is this page's first screen when it is for this address and language.
const usable = boot !== null && boot.path === current && boot.lang === language ? boot : null
if (usable) setBootScreen(usable)
startRum(boot?.rumSampleRate ?? 0)

/** Once hydrated with the server's theme: the one this device chose. */
function StoredTheme({ theme: stored }: { theme: Theme }) {
  const { setTheme } = useTheme()
  useEffect(() => setTheme(stored), [setTheme, stored])
  return null
}

/** Runs once the tree it is in has committed. */
function Committed({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

// Once every block that hydrates with the page has hydrated, the taps and typing the page's inline script held are React's.
// Should a block never settle (a render that suspends for good), the page does not stay deaf: 10 s at most.
const hydration = createHydrationGate(() => {
  releaseEarlyInput(container, true)
  holdIslandTaps()
})

function app(i18n: I18n, serverTheme?: Theme) {
  return (
    <StrictMode>
      <BrowserRouter>
        <ServerFactsContext.Provider value={serverTheme ? serverClientFacts(navigator.userAgent) : undefined}>
          <HydrationGateProvider value={serverTheme ? hydration : null}>
            <AppProviders i18n={i18n} theme={serverTheme}>
              <AppRoutes />
              {serverTheme !== undefined && serverTheme !== theme && <StoredTheme theme={theme} />}
            </AppProviders>
          </HydrationGateProvider>
        </ServerFactsContext.Provider>
      </BrowserRouter>
      {serverTheme && <Committed run={hydration.rootCommitted} />}
    </StrictMode>
  )
}

/** Hydrates what the server drew (its blocks' chunks loaded first, so that nothing stays dehydrated). */
function hydrate(page: BootData, root: HTMLElement): void {
  // Taps and typing before React answers were held by the page's inline script: given to React once hydrated.
  // The blocks that hydrate with the page are loaded first; the others are islands, loaded when they are needed.
  const blocks = page.screen.blocks.map((block) => ({ id: block.id, type: block.type, when: hydrateWhen(block.type) }))
  deferIslands(root, blocks)
  preloadBlocks(blocks.filter((block) => !isIsland(block.id)).map((block) => block.type)).then(
    () => {
      // Made here rather than as the module is evaluated: that evaluation is one task, which this keeps shorter.
      const i18n = createI18n({ language, bootTexts: page.texts })
      // As a transition, hydration is done in slices that yield to the browser (a plain hydrateRoot is one long
      // task: the shell and every block at once); a tap meanwhile is held by the inline script and replayed.
      startTransition(() => {
        hydrateRoot(root, app(i18n, page.theme))
      })
      setTimeout(() => {
        releaseEarlyInput(root, true)
        holdIslandTaps()
      }, 10_000)
    },
    () => {
      releaseEarlyInput(root, false)
      root.replaceChildren()
      createRoot(root).render(app(createI18n({ language, bootTexts: page.texts })))
    },
  )
}

// Hydration needs the same drawing: same screen, same texts. Otherwise the page draws from scratch. A theme other
// than the server's (stored before its cookie was) is shown at once (applyTheme above) and given to React once
// hydrated: drawing from scratch would throw away what the player typed before the page was live.
if (usable && container.firstChild !== null) hydrate(usable, container)
else {
  releaseEarlyInput(container, false)
  container.replaceChildren()
  createRoot(container).render(app(createI18n({ language, ...(usable ? { bootTexts: usable.texts } : {}) })))
}
