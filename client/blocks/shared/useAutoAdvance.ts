import { useEffect } from 'react'
import type { Swiper } from 'swiper'

/**
 * Moves the carousel to its next slide every `delayMs` while `running`. Swiper's own autoplay keeps a
 * requestAnimationFrame loop going between slides (to report the time left), which kept an idle home's main
 * thread 25–29 % busy at 4× CPU throttle (issue 16): a timer wakes the page once per slide instead.
 */
export function useAutoAdvance(swiper: Swiper | null, delayMs: number, running: boolean): void {
  useEffect(() => {
    if (swiper === null || !running) return undefined
    const advance = () => {
      if (swiper.destroyed) return
      // Without loop the last slide goes back to the first, as Swiper's autoplay does.
      if (!swiper.params.loop && swiper.isEnd) swiper.slideTo(0)
      else swiper.slideNext()
    }
    let timer = setTimeout(advance, delayMs)
    // A swipe by the player, or the move just made, starts the wait again.
    const restart = () => {
      clearTimeout(timer)
      timer = setTimeout(advance, delayMs)
    }
    swiper.on('slideChange', restart)
    return () => {
      clearTimeout(timer)
      if (!swiper.destroyed) swiper.off('slideChange', restart)
    }
  }, [swiper, delayMs, running])
}
