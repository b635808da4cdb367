// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { deferIslands, holdIslandTaps, isIsland, islandLive, islandWait } from '../../../client/renderer/islands.ts'

/** A server drawing of one block with a button, in a root of its own (each test its own ids: islands stay known). */
function drawn(id: string): { root: HTMLElement; button: HTMLButtonElement } {
  const root = document.createElement('div')
  root.innerHTML = `<nav data-block="${id}"><button type="button">Go</button></nav>`
  document.body.append(root)
  return { root, button: root.querySelector('button') as HTMLButtonElement }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('islands', () => {
  it('an island that answers taps waits until a finger comes down on it', async () => {
    const { root, button } = drawn('tapOnly')
    deferIslands(root, [{ id: 'tapOnly', when: 'interaction' }])
    expect(isIsland('tapOnly')).toBe(true)
    const wait = islandWait('tapOnly')
    expect(wait).not.toBeNull()
    expect(await settled(wait as Promise<void>)).toBe(false)
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(await settled(wait as Promise<void>)).toBe(true)
  })

  it('holds a tap that comes before the island is live, and gives it back once, when it is', async () => {
    const { root, button } = drawn('held')
    deferIslands(root, [{ id: 'held', when: 'interaction' }])
    // The page's early-input hold has ended (before, that hold keeps taps).
    holdIslandTaps()
    const wait = islandWait('held') as Promise<void>
    const seen = vi.fn()
    root.addEventListener('click', seen)
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(tap)
    // Not done now (nothing would answer it), and its default (a link leaving the page) is kept from happening.
    expect(seen).not.toHaveBeenCalled()
    expect(tap.defaultPrevented).toBe(true)
    // The tap itself asked for the island.
    expect(await settled(wait)).toBe(true)
    islandLive('held')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toHaveBeenCalledTimes(1)
    // Live: taps go through as they come.
    button.click()
    expect(seen).toHaveBeenCalledTimes(2)
  })

  it('is drawn at once when React asks again before it was needed (something it reads changed)', () => {
    const { root } = drawn('askedTwice')
    deferIslands(root, [{ id: 'askedTwice', when: 'interaction' }])
    expect(islandWait('askedTwice')).not.toBeNull()
    expect(islandWait('askedTwice')).toBeNull()
  })

  it('never holds back a block that hydrates with the page, or one the server did not draw', () => {
    const { root } = drawn('form')
    deferIslands(root, [
      { id: 'form', when: 'load' },
      { id: 'notDrawn', when: 'interaction' },
    ])
    expect(isIsland('form')).toBe(false)
    expect(islandWait('form')).toBeNull()
    expect(isIsland('notDrawn')).toBe(false)
    expect(islandWait('notDrawn')).toBeNull()
  })
})
