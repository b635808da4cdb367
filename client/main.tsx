import './lib/zodJitless.ts'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { LANGUAGE_COOKIE, THEME_COOKIE, type BootData } from '../schemas/ssr.ts'
import { setBootScreen } from './api/bootScreen.ts'
import { AppProviders } from './app/AppProviders.tsx'
import { readBoot } from './app/boot.ts'
import { createI18n } from './app/i18n.ts'
import { AppRoutes } from './app/router.tsx'
import { applyTheme, readStoredTheme, type Theme } from './app/theme.tsx'
import { mirrorChoice } from './lib/choiceCookie.ts'
import { rememberInstallFacts, serverClientFacts, ServerFactsContext } from './lib/clientWhen.ts'
import { readStoredLanguage } from './lib/language.ts'
import { preloadBlocks } from './renderer/registry.ts'
import './styles/tokens.css'
import './styles/base.css'
import './styles/components.css'

const theme = readStoredTheme()
const language = readStoredLanguage()
// Before the first paint: no flash of the wrong theme. The cookies let the server draw the next page the same way.
applyTheme(theme)
mirrorChoice(THEME_COOKIE, theme)
mirrorChoice(LANGUAGE_COOKIE, language)
rememberInstallFacts()

const container = document.getElementById('root')
if (container === null) throw new Error('#root is missing from index.html')

const boot = readBoot()
const current = window.location.pathname + window.location.search
// The server's screen is this page's first screen when it is for this address and language.
const usable = boot !== null && boot.path === current && boot.lang === language ? boot : null
if (usable) setBootScreen(usable)
const i18n = createI18n({ language, ...(usable ? { bootTexts: usable.texts } : {}) })

function app(serverTheme?: Theme) {
  return (
    <StrictMode>
      <BrowserRouter>
        <ServerFactsContext.Provider value={serverTheme ? serverClientFacts(navigator.userAgent) : undefined}>
          <AppProviders i18n={i18n} theme={serverTheme}>
            <AppRoutes />
          </AppProviders>
        </ServerFactsContext.Provider>
      </BrowserRouter>
    </StrictMode>
  )
}

/** Hydrates what the server drew (its blocks' chunks loaded first, so that nothing stays dehydrated). */
function hydrate(page: BootData, root: HTMLElement): void {
  preloadBlocks(page.screen.blocks.map((block) => block.type)).then(
    () => hydrateRoot(root, app(page.theme)),
    () => {
      root.replaceChildren()
      createRoot(root).render(app())
    },
  )
}

// Hydration needs the same drawing: same screen, same texts, same theme. Otherwise the page draws from scratch.
if (usable && usable.theme === theme && container.firstChild !== null) hydrate(usable, container)
else {
  container.replaceChildren()
  createRoot(container).render(app())
}
