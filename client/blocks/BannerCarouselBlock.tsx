import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import { Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import type { Action } from '../../schemas/actions.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { useOnScreen } from '../lib/useOnScreen.ts'
import { LazyImage } from '../ui/LazyImage.tsx'
import { useAutoAdvance } from './shared/useAutoAdvance.ts'
import type { BlockProps } from './types.ts'
import './BannerCarouselBlock.css'

type SlideProps = { image: string; alt: string; name?: string; aspectRatio: number; eager: boolean; action: Action | undefined }

function Slide({ image, alt, name, aspectRatio, eager, action }: SlideProps) {
  const onAction = useOnAction()
  const picture = <LazyImage src={image} alt={alt} fallback="banner" aspectRatio={aspectRatio} eager={eager} />
  if (action === undefined) return <div className="banner__slide">{picture}</div>
  // Named on the button itself: a slide's picture loads only when it comes near, and until then names nothing.
  return (
    <button type="button" className="banner__slide" aria-label={name} onClick={() => void onAction(action)}>
      {picture}
    </button>
  )
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export default function BannerCarouselBlock({ id, props, status }: BlockProps<'bannerCarousel'>) {
  const { t } = useTranslation()
  const { slides, aspectRatio, autoplayMs } = props
  const section = useRef<HTMLElement>(null)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const onScreen = useOnScreen(section)
  const [reducedMotion] = useState(prefersReducedMotion)
  useAutoAdvance(swiper, autoplayMs, onScreen && slides.length > 1 && !reducedMotion)

  if (status === 'degraded' || slides.length === 0) {
    return (
      <section className="block block--banner is-degraded" aria-label={t('client_banners')}>
        <div className="banner">
          <Slide image="" alt="" aspectRatio={aspectRatio} eager action={undefined} />
        </div>
      </section>
    )
  }

  return (
    <section data-block={id} ref={section} className="block block--banner" aria-label={t('client_banners')} data-no-back-swipe="">
      <BannerSwiper props={props} onSwiper={setSwiper} />
    </section>
  )
}

function BannerSwiper({ props, onSwiper }: { props: BlockProps<'bannerCarousel'>['props']; onSwiper: (swiper: SwiperInstance) => void }) {
  const { t } = useTranslation()
  const { slides, aspectRatio, loop } = props
  return (
    <Swiper
      className="banner"
      modules={[Pagination]}
      slidesPerView={1}
      loop={loop}
      onSwiper={onSwiper}
      pagination={{ clickable: true }}
      style={{ aspectRatio: String(aspectRatio) }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id}>
          <Slide
            image={slide.image}
            alt={slide.alt}
            name={slide.alt.trim() || t('client_banner_of', { n: index + 1, count: slides.length })}
            aspectRatio={aspectRatio}
            eager={index === 0}
            action={slide.action}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
