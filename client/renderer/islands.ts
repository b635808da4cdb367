/**
 * Islands: of the blocks the server drew, only those that must act at once hydrate with the page. The others stay as
 * the server drew them, with no script loaded or run for them, until they are needed: a block with work of its own
 * on screen (a carousel that turns, a list that loads more as it is scrolled) when it comes near the view, a block
 * that only answers taps when a finger comes down on it or it gets the focus. A tap that arrives before its island is
 * live is held and given to the island once it is (the tap is what asked for it).
 *
 * A block's registration says which (registry.ts, `hydrate`). React keeps a block that waits as the server drew it:
 * each block is a Suspense boundary of its own, and the boundary stays dehydrated while the block's component
 * suspends on {@link islandWait}. A block drawn by the client (a later screen) never waits.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction'

/** How far ahead of the view a `visible` island starts: a flick's worth, so it is live when it arrives. */
const VISIBLE_MARGIN = '400px 0px'
/** What a held tap is given back to: the control it landed on (a card's button, a link), else what it touched. */
const CONTROLS = 'button, a[href], input, select, textarea, label, [role="button"], [role="tab"], [role="option"], [role="switch"], [role="menuitem"]'

type Island = {
  element: Element
  /** Its component has asked once whether to wait (the hydration pass). */
  asked: boolean
  activated: boolean
  live: boolean
  start: () => void
  started: Promise<void>
  /** The control of a tap that came before the island was live. */
  held: HTMLElement | null
}

const islands = new Map<string, Island>()
let visibility: IntersectionObserver | null = null

function islandOf(target: EventTarget | null): [string, Island] | null {
  const block = target instanceof Element ? target.closest('[data-block]') : null
  const id = block?.getAttribute('data-block')
  const island = id == null ? undefined : islands.get(id)
  return id != null && island !== undefined && island.element === block ? [id, island] : null
}

/** Lets the island's component load and hydrate (once). */
function activateIsland(id: string): void {
  const island = islands.get(id)
  if (island === undefined || island.activated) return
  island.activated = true
  visibility?.unobserve(island.element)
  island.start()
}

function activateAt(target: EventTarget | null): void {
  const found = islandOf(target)
  if (found) activateIsland(found[0])
}

const onInteraction = (event: Event) => activateAt(event.target)

// A tap on an island not yet live does nothing of its own (no handler is attached to it, and a link would leave
// the page when the app would have gone there itself): it is held, and given back once the island is live.
const onClick = (event: MouseEvent) => {
  const found = islandOf(event.target)
  if (found === null || found[1].live) return
  const [id, island] = found
  event.preventDefault()
  event.stopImmediatePropagation()
  const target = event.target as Element
  island.held = target.closest<HTMLElement>(CONTROLS) ?? (target instanceof HTMLElement ? target : null)
  activateIsland(id)
}

/**
 * Before hydration: the server-drawn blocks of these ids wait as `when` says. A block the page does not show (its
 * element is missing) does not wait: if it is drawn later, it is drawn by the client.
 */
export function deferIslands(root: HTMLElement, blocks: readonly { id: string; when: HydrateWhen }[]): void {
  const doc = root.ownerDocument
  for (const { id, when } of blocks) {
    if (when === 'load' || islands.has(id)) continue
    const element = [...root.querySelectorAll('[data-block]')].find((candidate) => candidate.getAttribute('data-block') === id)
    if (element === undefined) continue
    let start = () => undefined as void
    const started = new Promise<void>((resolve) => (start = resolve))
    islands.set(id, { element, asked: false, activated: false, live: false, start, started, held: null })
    if (when === 'visible') {
      visibility ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) activateAt(entry.target)
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
      visibility.observe(element)
    }
  }
  if (islands.size === 0) return
  doc.addEventListener('pointerdown', onInteraction, { capture: true })
  doc.addEventListener('focusin', onInteraction, { capture: true })
}

/**
 * From the moment the page's early-input hold ends (app/earlyInput.ts): taps on islands not yet live are held here.
 * Before it, the early-input script keeps the page's last tap and plays it again as it ends, and this takes that one
 * over: one tap is played once.
 */
export function holdIslandTaps(doc: Document = document): void {
  if (islands.size > 0) doc.addEventListener('click', onClick, { capture: true })
}

/**
 * Asked by a block's component before its code is loaded: a promise to wait on while the block is an island not yet
 * needed, else null (load now). React asking again before the island was needed means it must draw the block now
 * (something it depends on changed): the island is activated then.
 */
export function islandWait(id: string): Promise<void> | null {
  const island = islands.get(id)
  if (island === undefined || island.activated) return null
  if (island.asked) {
    activateIsland(id)
    return null
  }
  island.asked = true
  return island.started
}

/** Whether the server-drawn block of this id waits to hydrate (the page does not wait for it to be live). */
export function isIsland(id: string): boolean {
  return islands.has(id)
}

/** The island hydrated: a tap it held is given to it now, after React has attached its handlers. */
export function islandLive(id: string): void {
  const island = islands.get(id)
  if (island === undefined || island.live) return
  island.live = true
  const control = island.held
  island.held = null
  if (control !== null) setTimeout(() => control.isConnected && control.click(), 0)
}
