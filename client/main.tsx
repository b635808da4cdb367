import './lib/zodJitless.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from './app/AppProviders.tsx'
import { createI18n } from './app/i18n.ts'
import { AppRoutes } from './app/router.tsx'
import { applyTheme, readStoredTheme } from './app/theme.tsx'
import { rememberInstallFacts } from './lib/clientWhen.ts'
import './styles/tokens.css'
import './styles/base.css'
import './styles/components.css'

// Before the first paint: no flash of the wrong theme.
applyTheme(readStoredTheme())
rememberInstallFacts()

const i18n = createI18n()
const container = document.getElementById('root')
if (container === null) throw new Error('#root is missing from index.html')

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders i18n={i18n}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
)
