import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import './ui.css'

const DEFAULT_IMAGES = {
  game: '/img/default-game.svg',
  banner: '/img/default-banner.svg',
  flag: '/img/default-flag.svg',
} as const

type Props = {
  src: string
  alt: string
  /** Which default image replaces a missing or broken one. */
  fallback: keyof typeof DEFAULT_IMAGES
  /** width / height; the box is reserved before the image arrives so nothing shifts. */
  aspectRatio?: number
  className?: string
  /** Above the fold: load at once. */
  eager?: boolean
}

/** `elementtiming`, an attribute React passes through as it is (its types do not list it). */
const PAINT_TIMED = { elementtiming: 'eager-picture' } as Record<string, string>

// Seeds §2: images load when they come within 100 px of the viewport.
const ROOT_MARGIN = '100px'

/** An image that loads when near the viewport and falls back to a default picture when it fails. */
export function LazyImage({ src, alt, fallback, aspectRatio, className, eager = false }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, eager)
  const { shown, loaded, img, onLoad, onError } = usePicture(src, fallback, eager)
  // An eager picture is shown as soon as the browser has it, without waiting for the page's script (server-drawn
  // pages: the largest picture of the first screen must not wait for hydration); lazy ones fade in when loaded.
  const classes = ['lazy-img', eager ? 'lazy-img--eager' : '', loaded ? 'is-loaded' : '', className].filter(Boolean).join(' ')

  return (
    <div ref={box} className={classes} style={aspectRatio ? { aspectRatio: String(aspectRatio) } : undefined}>
      {/* Until the picture is in, a shimmer says it is coming (a tab switch shows a page of cards at once). */}
      {/* It shimmers only while the picture is on its way: far from view it holds still (issue 16: idle is idle). */}
      {!loaded && <span className={near ? 'lazy-img__placeholder' : 'lazy-img__placeholder is-idle'} aria-hidden="true" />}
      {near && (
        <img
          ref={img}
          src={shown}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          // The browser reports when an eager picture is painted (Element Timing): the page's script starts the
          // app's code once the picture the head preloads is on screen (client/app/appStart.ts).
          {...(eager ? PAINT_TIMED : {})}
          decoding="async"
          draggable={false}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </div>
  )
}

/** True once the box comes within ROOT_MARGIN of the viewport (at once when eager). */
function useNearViewport(box: RefObject<HTMLDivElement | null>, eager: boolean): boolean {
  // On the server (no window) only eager images are drawn, as the page draws them at hydration.
  const [near, setNear] = useState(() => eager || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'))
  useEffect(() => {
    const element = box.current
    if (near || element === null) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, box])
  return near
}

/** Which picture to show (the default one for a missing or broken source) and whether it has loaded. */
function usePicture(src: string, fallback: Props['fallback'], eager: boolean) {
  const [failed, setFailed] = useState<string | null>(null)
  const [loaded, setLoaded] = useState<string | null>(null)
  const fallbackSrc = DEFAULT_IMAGES[fallback]
  const shown = src.trim() === '' || failed === src ? fallbackSrc : src

  // A server-drawn (eager) image may have loaded or failed before the page hydrated: its events are gone.
  const img = useCallback(
    (element: HTMLImageElement | null) => {
      if (element === null || !element.complete) return
      if (element.naturalWidth > 0) setLoaded(shown)
      else if (eager && shown !== fallbackSrc) setFailed(src)
    },
    [shown, src, fallbackSrc, eager],
  )
  const onLoad = () => setLoaded(shown)
  const onError = () => {
    if (shown !== fallbackSrc) setFailed(src)
  }
  return { shown, loaded: loaded === shown, img, onLoad, onError }
}
