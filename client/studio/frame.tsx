import '../lib/zodJitless.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/fonts.css'
import '../styles/base.css'
import '../styles/components.css'
import './frame.css'
import { FrameApp } from './FrameApp.tsx'

// One audience's screen inside the studio's preview: a real 390 px viewport for the players' renderer.
const container = document.getElementById('root')
if (container === null) throw new Error('#root is missing from studio/frame.html')
createRoot(container).render(
  <StrictMode>
    <FrameApp />
  </StrictMode>,
)
