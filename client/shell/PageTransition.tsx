import type { ReactNode } from 'react'
import './Shell.css'

type Props = { transitionKey: string; fade: boolean; fadeMs: number; children: ReactNode }

/** Remounts its content per page; a new page fades in over `fadeMs` unless `fade` is off. */
export function PageTransition({ transitionKey, fade, fadeMs, children }: Props) {
  const animate = fade && fadeMs > 0
  return (
    <div key={transitionKey} className={animate ? 'page page--fade' : 'page'} style={animate ? { animationDuration: `${fadeMs}ms` } : undefined}>
      {children}
    </div>
  )
}
