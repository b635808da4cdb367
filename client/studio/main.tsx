import '../lib/zodJitless.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applyTheme, readStoredTheme } from '../app/theme.tsx'
import '../styles/tokens.css'
import '../styles/base.css'
import '../styles/components.css'
import './studio.css'
import { StudioApp } from './StudioApp.tsx'

applyTheme(readStoredTheme())
const container = document.getElementById('studio-root')
if (container === null) throw new Error('#studio-root is missing from studio/index.html')
// The gateway serves this page with a CSP nonce for the editor's <style> elements (and nothing else).
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? ''

createRoot(container).render(
  <StrictMode>
    <StudioApp nonce={nonce} />
  </StrictMode>,
)
