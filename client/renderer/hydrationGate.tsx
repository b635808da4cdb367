import { createContext, useContext, useEffect, useLayoutEffect } from 'react'
import { islandLive } from './islands.ts'

/**
 * When a server-drawn page is live. React hydrates the shell with the root, then each block's Suspense boundary in
 * passes of its own, later: the page answers taps only once every block drawn has hydrated (or failed and gone).
 * Each block says it is expected (from outside its boundary, in the root's commit) and then settled (from inside,
 * when its boundary commits); the gate opens once the root has committed and every expected block has settled.
 */
export type HydrationGate = {
  expect: (id: string) => () => void
  settle: (id: string) => void
  rootCommitted: () => void
}

const GateContext = createContext<HydrationGate | null>(null)
export const HydrationGateProvider = GateContext.Provider

export function createHydrationGate(open: () => void): HydrationGate {
  const expected = new Set<string>()
  const settled = new Set<string>()
  let committed = false
  let opened = false
  const check = () => {
    if (opened || !committed || [...expected].some((id) => !settled.has(id))) return
    opened = true
    open()
  }
  return {
    expect(id) {
      if (!opened) expected.add(id)
      return () => {
        expected.delete(id)
        check()
      }
    },
    settle(id) {
      settled.add(id)
      check()
    },
    rootCommitted() {
      committed = true
      check()
    },
  }
}

/** Outside a block's boundary: the block is expected to hydrate (null: nothing of it will). */
export function useExpectHydration(id: string | null): void {
  const gate = useContext(GateContext)
  useLayoutEffect(() => (id === null ? undefined : gate?.expect(id)), [gate, id])
}

/** Inside a block's boundary (or in its place when it failed): the block has hydrated. */
export function HydrationMark({ id }: { id: string }) {
  const gate = useContext(GateContext)
  useEffect(() => {
    gate?.settle(id)
    islandLive(id)
  }, [gate, id])
  return null
}
